import type { Category } from '../../types.js';

/**
 * Words that say what kind of place or bill a row is, in the languages the parser reads (English, German, French,
 * Spanish, Portuguese, Italian, Dutch, Polish, Swedish, Turkish, Indonesian/Malay). They rank below merchant names,
 * so "SHELL ... SUPERMARKET" follows the brand.
 */
export const CATEGORY_WORDS: Partial<Record<Category, string[]>> = {
  grocery: [
    'grocery', 'groceries', 'grocer', 'supermarket', 'supermarkt', 'supermarkten', 'supermarche', 'supermercado', 'supermercados',
    'supermercato', 'hypermarket', 'hypermarche', 'hipermercado', 'lebensmittel', 'epicerie', 'mercearia', 'alimentari', 'hortifruti',
    'sacolao', 'atacadista', 'market', 'markt', 'marche', 'mercado', 'mercato', 'markets', 'marketler', 'spozywczy', 'livs', 'livsmedel',
    'bakkal', 'butcher', 'metzgerei', 'boucherie', 'carniceria', 'acougue', 'macelleria', 'slager', 'greengrocer', 'fruit', 'supermart',
    'minimarket', 'convenience store', 'food store', 'foods',
  ],
  dining: [
    'restaurant', 'restaurants', 'restaurante', 'ristorante', 'restauracja', 'lokanta', 'cafe', 'caffe', 'cafeteria', 'coffee', 'koffie',
    'kaffe', 'kahve', 'espresso', 'bistro', 'brasserie', 'trattoria', 'pizzeria', 'pizza', 'burger', 'burgers', 'hamburgare', 'sushi',
    'kebab', 'doner', 'diner', 'eatery', 'grill', 'bbq', 'steakhouse', 'taqueria', 'noodle', 'ramen', 'dhaba', 'biryani', 'bakery',
    'baeckerei', 'backerei', 'backer', 'boulangerie', 'patisserie', 'padaria', 'panaderia', 'pasteleria', 'pastelaria', 'pasticceria',
    'bakkerij', 'piekarnia', 'bageri', 'firin', 'pub', 'bar', 'tavern', 'taverna', 'gastropub', 'brewery', 'food court', 'canteen', 'kantine',
    'mensa', 'takeaway', 'take away', 'lanchonete', 'snack bar', 'yemek', 'imbiss', 'gelato', 'gelateria', 'donut', 'donuts', 'tea house',
    'chai', 'kitchen', 'cantina', 'tapas', 'friterie', 'eetcafe', 'lunchroom',
  ],
  fuel: [
    'petrol', 'fuel', 'gas station', 'service station', 'filling station', 'tankstelle', 'tankstation', 'tankstatie', 'carburant', 'station service',
    'gasolinera', 'estacion servicio', 'estacion de servicio', 'posto', 'combustivel', 'combustible', 'gasolina', 'benzin', 'bensin',
    'benzina', 'carburante', 'stazione servizio', 'stacja paliw', 'paliwo', 'petrol pump', 'akaryakit', 'petrolculuk', 'diesel', 'pfs',
    'ev charge', 'ev charging', 'supercharger', 'bensinstation', 'drivmedel', 'akaryakit istasyonu',
  ],
  transport: [
    'taxi', 'taxis', 'cab', 'cabs', 'minicab', 'rideshare', 'metro', 'subway fare', 'tram', 'tramway', 'bus', 'buses', 'bus fare', 'transit',
    'transport', 'public transport', 'parking', 'car park', 'carpark', 'parkhaus', 'parkplatz', 'parken', 'parkeren', 'parkering', 'parcheggio',
    'stationnement', 'aparcamiento', 'estacionamento', 'otopark', 'toll', 'tolls', 'peage', 'maut', 'peaje', 'portagem', 'pedagio', 'pedaggi',
    'pedaggio', 'tolweg', 'myto', 'trangselskatt', 'fare', 'fares', 'ticketautomat', 'fahrschein', 'biglietto', 'bilet', 'billet', 'bilhete',
    'billete', 'kaartautomaat', 'corrida', 'viagem uber', 'dolmus', 'vapur', 'ferry', 'car wash', 'carwash',
  ],
  travel: [
    'airline', 'airlines', 'airways', 'air lines', 'airport', 'flight', 'flights', 'hotel', 'hotels', 'hostel', 'motel', 'resort', 'inn',
    'lodge', 'travel agency', 'reisen', 'reise', 'reisebuero', 'voyage', 'voyages', 'viaje', 'viajes', 'viagem', 'viagens', 'viaggi', 'reizen',
    'resor', 'seyahat', 'linhas aereas', 'lineas aereas', 'hava yollari', 'rail', 'railway', 'railways', 'fahrkarte', 'bahn', 'treno', 'trein',
    'pociag', 'tren', 'comboios', 'car hire', 'car rental', 'rent a car', 'autovermietung', 'location voiture', 'alquiler coches',
    'aluguel carros', 'noleggio', 'biljett', 'e ticket', 'holiday', 'holidays', 'cruise', 'cruises', 'camping', 'hava tasimaciligi',
  ],
  shopping: [
    'shop', 'shops', 'store', 'stores', 'boutique', 'mall', 'outlet', 'retail', 'department store', 'warenhaus', 'kaufhaus', 'magasin',
    'grands magasins', 'tienda', 'loja', 'lojas', 'negozio', 'winkel', 'sklep', 'butik', 'magaza', 'magazacilik', 'clothing', 'fashion', 'apparel',
    'shoes', 'schuhe', 'chaussures', 'zapateria', 'electronics', 'elektronik', 'hardware', 'baumarkt', 'bricolage', 'diy', 'furniture',
    'mobel', 'meubles', 'muebles', 'moveis', 'mobili', 'meubelen', 'florist', 'blumen', 'fleuriste', 'floristeria', 'toys', 'jewellery',
    'jewelry', 'perfumeria', 'parfumerie', 'cosmetics', 'bookshop', 'bookstore', 'buchhandlung', 'librairie', 'libreria', 'livraria',
    'pet shop', 'pets', 'garden centre', 'online shopping', 'marketplace', 'mktplace', 'ecommerce',
  ],
  health: [
    'pharmacy', 'pharmacies', 'chemist', 'drugstore', 'drug store', 'drug mart', 'apotheek', 'apteka', 'apotek', 'eczane', 'farmacie',
    'doctor', 'doctors', 'gp surgery', 'surgery', 'clinic', 'clinics', 'klinik', 'klinikum', 'clinique', 'clinica', 'kliniek', 'hospital',
    'hospitals', 'krankenhaus', 'hopital', 'ospedale', 'ziekenhuis', 'szpital', 'sjukhus', 'hastane', 'medical', 'medico', 'medecin',
    'arzt', 'arztpraxis', 'praxis dr', 'huisarts', 'lekarz', 'vardcentral', 'dental', 'dentist', 'dentista', 'zahnarzt', 'zahnarztpraxis',
    'dentiste', 'tandarts', 'tandartspraktijk', 'stomatolog', 'tandlakare', 'dis hekimi', 'optician', 'optik', 'opticians', 'optometrist', 'opticien',
    'optica', 'otica', 'ottica', 'opticien', 'physio', 'physiotherapy', 'physiotherapie', 'fisioterapia', 'kine', 'kinesitherapeute',
    'laboratorio', 'laboratoire', 'labor', 'pathology', 'diagnostics', 'radiology', 'health', 'healthcare', 'salud', 'saude', 'salute',
    'gesundheit', 'sante', 'zdrowie', 'halsa', 'saglik', 'vet', 'veterinary', 'tierarzt', 'veterinaire', 'veterinario', 'dierenarts',
    'drogerie', 'drogaria',
  ],
  insurance: [
    'insurance', 'insur', 'ins prem', 'assurance', 'assurances', 'assur', '*versicherung', 'versicherungs*', 'krankenkasse', 'seguro', 'seguros',
    'assicurazioni', 'assicurazione', 'rca', '*verzekering', 'verzekeringen', 'zorgverzekeraar', 'ubezpieczenie', 'ubezpieczenia', 'polisa',
    '*forsakring', 'forsakringar', 'sigorta', 'sigortasi', 'asuransi', 'insurans', 'ins', 'insce', 'life cover',
  ],
  utilities: [
    'electric', 'electricity', 'elec', 'energy', 'energie', 'energia', 'enerji', 'power', 'gas bill', 'gas supply', 'water', 'water bill',
    'waterschap', 'sewer', 'sewerage', 'utility', 'utilities', 'strom', 'stromrechnung', 'gaz', 'electricite', 'eau', 'luz', 'agua', 'aguas',
    'conta de luz', 'conta de agua', 'acqua', 'gas naturale', 'luce', 'elektriciteit', 'prad', 'energa', 'woda', 'wodociagi', 'elhandel',
    'elnat', 'fjarrvarme', 'vatten', 'elektrik', 'dogalgaz', 'su faturasi', 'heating', 'heizung', 'chauffage', 'fernwarme', 'stadtwerk',
    'nebenkosten', 'abwasser', 'muellabfuhr', 'waste', 'refuse', 'hydro',
  ],
  telecom: [
    'telecom', 'telecoms', 'telecommunications', 'telekommunikation', 'telecomunicacoes', 'telecomunicaciones', 'telecomunicazioni',
    'wireless', 'cellular', 'celular', 'broadband', 'fibre', 'fiber', 'fibra', 'glasvezel', 'internet bill', 'mobile bill', 'phone bill',
    'telephone', 'telefon', 'telefone', 'telefono', 'telefonia', 'handy', 'mobilfunk', 'mobilabonnemang', 'abonament', 'prepaid recharge',
    'recharge', 'top up mobile', 'postpaid', 'prepaid', 'airtime', 'dth', 'cable tv', 'kabel', 'fatura celular', 'gsm', 'hat faturasi',
  ],
  subscriptions: [
    'subscription', 'subscriptions', 'subscr', 'abonnement', 'abonnements', 'abo', 'suscripcion', 'assinatura', 'abbonamento', 'prenumeration',
    'abonelik', 'membership fee', 'streaming', 'tv licence', 'tv license',
  ],
  education: [
    'school', 'schools', 'schule', 'ecole', 'escuela', 'escola', 'scuola', 'szkola', 'skola', 'okul', 'tuition', 'tuition fee', 'school fees',
    'university', 'universitat', 'universite', 'universiteit', 'college', 'academy', 'akademie', 'course', 'courses', 'kurs', 'cours', 'curso',
    'corso', 'cursus', 'kindergarten', 'kita', 'creche', 'nursery', 'preschool', 'daycare', 'childcare', 'kinderopvang', 'guarderia',
    'textbook', 'books', 'book', 'library', 'bibliothek', 'bibliotheque', 'learning', 'tutoring', 'nachhilfe', 'exam fee', 'cantine scolaire',
    'mensalidade', 'matricula', 'dershane', 'studiegeld', 'collegegeld',
  ],
  entertainment: [
    'cinema', 'cinemas', 'kino', 'cine', 'cines', 'bioscoop', 'bioscopen', 'sinema', 'theatre', 'theater', 'theaters', 'theatres', 'teatro',
    'teatr', 'concert', 'concerts', 'konzert', 'festival', 'museum', 'musee', 'museo', 'museu', 'muzeum', 'zoo', 'aquarium', 'theme park',
    'amusement', 'gym', 'fitness', 'fitnessstudio', 'sport', 'sports club', 'golf', 'bowling', 'game', 'games', 'gaming', 'arcade', 'escape room',
    'tickets', 'eventim', 'spielhalle', 'karaoke', 'nightclub', 'disco', 'lottery', 'lotto', 'betting', 'bet365', 'casino',
  ],
  charity: [
    'charity', 'charities', 'donation', 'donations', 'donate', 'spende', 'spenden', 'donativo', 'donacion', 'doacao', 'donazione',
    'darowizna', 'gava', 'bagis', 'gift aid', 'foundation', 'stiftung', 'fondation', 'fundacion', 'fundacao', 'fondazione', 'stichting',
    'fundacja', 'trust fund', 'ngo', 'church', 'kirche', 'eglise', 'iglesia', 'igreja', 'chiesa', 'kerk', 'mosque', 'temple', 'tithe',
  ],
};
