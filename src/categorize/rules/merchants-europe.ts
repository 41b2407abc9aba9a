import type { Category } from '../../types.js';

/**
 * Merchant and payee names seen on statements from Germany, France, Spain, Portugal, Italy, the Netherlands, Brazil,
 * Poland, Sweden and Turkey. Names only (see merchants-world.ts).
 */
export const EUROPE_MERCHANTS: Partial<Record<Category, string[]>> = {
  grocery: [
    'rewe', 'edeka', 'netto', 'netto marken discount', 'penny', 'penny markt', 'kaufland', 'aldi sud', 'aldi sued', 'aldi nord', 'norma',
    'globus', 'tegut', 'real markt', 'carrefour', 'carrefour market', 'carrefour express', 'leclerc', 'e leclerc', 'intermarche', 'auchan',
    'monoprix', 'franprix', 'super u', 'hyper u', 'systeme u', 'picard', 'grand frais', 'biocoop', 'mercadona',
    'supermercado dia', 'eroski', 'consum', 'alcampo', 'hipercor', 'bonpreu', 'ahorramas', 'pingo doce', 'continente', 'minipreco',
    'intermarche pt', 'esselunga', 'conad', 'coop lombardia', 'pam panorama', 'despar', 'eurospin', 'lidl italia', 'iper',
    'bennet', 'albert heijn', 'ah to go', 'jumbo', 'jumbo supermarkten', 'plus supermarkt', 'dirk van den broek', 'vomar',
    'hoogvliet', 'dekamarkt', 'spar', 'ekoplaza', 'picnic', 'pao de acucar', 'assai', 'assai atacadista', 'atacadao', 'extra supermercado',
    'carrefour bairro', 'sonda', 'zaffari', 'biedronka', 'zabka', 'dino', 'dino polska', 'auchan polska', 'stokrotka', 'lewiatan', 'polomarket',
    'ica', 'ica nara', 'ica maxi', 'coop konsum', 'willys', 'hemkop', 'city gross', 'lidl sverige', 'migros', 'bim', 'a101', 'sok market',
    'sok marketler', 'carrefoursa', 'file market', 'getir',
  ],
  dining: [
    'lieferando', 'lieferheld', 'wolt', 'vapiano', 'nordsee', 'backwerk', 'kamps', 'ditsch', 'boulangerie paul', 'brioche doree',
    'flunch', 'buffalo grill', 'hippopotamus', 'mcdo', 'telepizza', 'glovo', 'just eat italy', 'foodinho', 'rodilla', '100 montaditos',
    'autogrill', 'thuisbezorgd', 'febo', 'la place', 'ifood', 'rappi', 'habibs', 'spoletto', 'pyszne', 'pyszne pl', 'foodora', 'max hamburgare',
    'espresso house', 'wayne s coffee', 'yemeksepeti', 'getir yemek', 'trendyol yemek', 'simit sarayi', 'kahve dunyasi',
  ],
  fuel: [
    'aral', 'jet tankstelle', 'esso station', 'agip', 'eni', 'eni station', 'totalenergies', 'total access', 'avia', 'star tankstelle',
    'hem tankstelle', 'orlen', 'repsol', 'cepsa', 'moeve', 'galp', 'galp energia', 'prio', 'ip italiana petroli', 'q8', 'tamoil', 'tinq',
    'tango', 'argos tank', 'petrobras', 'posto ipiranga', 'ipiranga', 'br mania', 'raizen', 'lotos', 'moya', 'amic', 'preem', 'okq8',
    'st1', 'opet', 'petrol ofisi', 'po petrol', 'shell petrol', 'aytemiz',
  ],
  transport: [
    'bvg', 'mvg', 'hvv', 'vrs', 'kvb', 'rmv', 'vbb', 'db bahn ticket', 'ratp', 'navigo', 'vinci autoroutes', 'sanef', 'aprr', 'indigo parking',
    'g7 taxi', 'heetch', 'metro de madrid', 'emt madrid', 'tmb', 'cabify', 'via verde', 'metropolitano', 'carris', 'atac', 'telepass',
    'autostrade', 'gvb', 'ns reizigers', 'ns groep', 'ov chipkaart', 'q park', 'yellowbrick', 'sem parar', 'conectcar',
    'estapar', '99 app', '99app', 'ztm', 'jakdojade', 'mpk', 'sl access', 'vasttrafik', 'skanetrafiken', 'easypark', 'istanbulkart',
    'hgs', 'ogs', 'bitaksi', 'martı',
  ],
  travel: [
    'db vertrieb', 'deutsche bahn', 'db fernverkehr', 'lufthansa', 'eurowings', 'condor', 'flixbus', 'flixtrain', 'sncf', 'sncf connect',
    'ouigo', 'air france', 'transavia', 'accor', 'ibis', 'renfe', 'iryo', 'iberia', 'vueling', 'air europa', 'cp comboios', 'tap air',
    'tap portugal', 'trenitalia', 'italo treno', 'ita airways', 'klm', 'ns international', 'latam', 'gol linhas', 'azul linhas',
    'decolar', 'cvc viagens', 'pkp intercity', 'intercity', 'lot polish', 'sj ab', 'sas scandinavian', 'norwegian air', 'turk hava yollari',
    'thy', 'pegasus', 'ajet', 'obilet', 'edreams', 'lastminute', 'opodo',
  ],
  shopping: [
    'zalando', 'otto gmbh', 'otto versand', 'mediamarkt', 'media markt', 'saturn', 'ikea deutschland', 'tchibo', 'thalia', 'douglas', 'obi', 'hornbach', 'bauhaus',
    'toom', 'deichmann', 'c&a', 'tk maxx', 'primark', 'galeria', 'fnac', 'darty', 'boulanger', 'leroy merlin', 'castorama', 'cdiscount',
    'la redoute', 'kiabi', 'el corte ingles', 'zara', 'mango', 'pull & bear', 'bershka', 'stradivarius', 'primor', 'worten', 'fnac pt',
    'mediaworld', 'unieuro', 'ovs', 'rinascente', 'bol com', 'coolblue', 'hema', 'action', 'blokker', 'gamma', 'praxis', 'wehkamp',
    'mercado livre', 'mercadolivre', 'mercadolibre', 'magazine luiza', 'magalu', 'americanas', 'casas bahia', 'renner', 'riachuelo',
    'allegro', 'ccc', 'empik', 'reserved', 'media expert', 'rtv euro agd', 'clas ohlson', 'elgiganten', 'hennes mauritz', 'ahlens',
    'jula', 'biltema', 'trendyol', 'hepsiburada', 'lc waikiki', 'defacto', 'koton', 'teknosa', 'vatan bilgisayar', 'n11',
  ],
  health: [
    'apotheke', 'docmorris', 'shop apotheke', 'dm drogerie', 'dm drogerie markt', 'rossmann', 'muller drogerie', 'pharmacie', 'parapharmacie',
    'farmacia', 'drogaria', 'droga raia', 'drogasil', 'pague menos', 'apotheek', 'kruidvat', 'etos', 'trekpleister', 'apteka', 'doz',
    'super pharm', 'apoteket', 'apotek hjartat', 'kronans apotek', 'eczane', 'watsons tr',
  ],
  entertainment: [
    'cinestar', 'cinemaxx', 'uci kinowelt', 'uci cinemas', 'ugc', 'pathe', 'gaumont', 'cinesa', 'yelmo cines', 'the space cinema',
    'cinema city', 'multikino', 'sf bio', 'filmstaden', 'cinemaximum', 'mcfit', 'fitx', 'basic fit', 'clever fit',
    'urban sports', 'smartfit', 'macfit', 'sats', 'ticketone', 'eventim', 'fnac spectacles', 'ingresso com', 'sympla', 'biletix',
  ],
  subscriptions: [
    'rundfunk', 'beitragsservice', 'ard zdf', 'canal+', 'canal plus', 'deezer', 'molotov', 'movistar plus', 'dazn', 'globoplay', 'sky italia',
    'videoland', 'viaplay', 'blutv', 'exxen', 'storytel', 'nextory', 'legimi',
  ],
  telecom: [
    'telekom', 'deutsche telekom', 'telekom deutschland', 'vodafone gmbh', 'o2 telefonica', 'telefonica', '1&1', 'congstar', 'freenet',
    'orange', 'sfr', 'bouygues', 'bouygues telecom', 'free mobile', 'free telecom', 'sosh', 'red by sfr', 'movistar', 'vodafone espana',
    'masmovil', 'yoigo', 'digi mobil', 'pepephone', 'jazztel', 'lowi', 'meo', 'nos comunicacoes', 'vodafone portugal', 'nowo', 'windtre',
    'wind tre', 'iliad', 'fastweb', 'tiscali', 'ho mobile', 'kpn', 'ziggo', 'odido', 't mobile nederland', 'tele2', 'simyo', 'ben nl',
    'vivo', 'claro', 'net servicos', 'orange polska', 'play p4', 'plus gsm', 'polkomtel', 't mobile polska', 'telia', 'telenor',
    'comviq', 'turkcell', 'turk telekom', 'vodafone tr', 'superonline', 'turknet',
  ],
  utilities: [
    'stadtwerke', 'vattenfall', 'e on', 'eon', 'enbw', 'rwe', 'eprimo', 'yello', 'lichtblick', 'edf', 'engie', 'veolia', 'suez', 'eau de paris',
    'totalenergies electricite', 'iberdrola', 'endesa', 'naturgy', 'holaluz', 'repsol luz', 'canal isabel', 'aguas de', 'edp', 'edp comercial',
    'epal', 'galp gas', 'enel', 'enel energia', 'a2a', 'hera', 'hera comm', 'iren', 'acea', 'sorgenia', 'eneco', 'essent', 'budget energie',
    'waternet', 'vitens', 'evides', 'brabant water', 'cemig', 'sabesp', 'copel', 'light sa', 'enel distribuicao', 'comgas', 'cedae',
    'pge obrot', 'pge', 'tauron', 'enea', 'energa', 'pgnig', 'fortum', 'ellevio', 'eon sverige', 'igdas', 'enerjisa', 'iski', 'aski', 'ck enerji',
  ],
  insurance: [
    'allianz', 'huk coburg', 'huk', 'ergo', 'debeka', 'devk', 'tk techniker', 'techniker krankenkasse', 'aok', 'barmer', 'maif', 'macif', 'maaf',
    'matmut', 'groupama', 'gmf', 'mutuelle', 'harmonie mutuelle', 'mapfre', 'sanitas', 'adeslas', 'mutua madrilena', 'linea directa',
    'fidelidade', 'tranquilidade', 'unipol', 'generali', 'reale mutua', 'zilveren kruis', 'centraal beheer', 'nationale nederlanden', 'achmea',
    'cz zorgverzekeraar', 'vgz', 'ohra', 'porto seguro', 'sulamerica', 'bradesco seguros', 'pzu', 'warta', 'folksam', 'trygg hansa',
    'lansforsakringar', 'if skadeforsakring', 'anadolu sigorta', 'axa sigorta', 'allianz sigorta',
  ],
  charity: [
    'deutsches rotes kreuz', 'rotes kreuz', 'unicef', 'misereor', 'brot fur die welt', 'croix rouge', 'restos du coeur', 'secours populaire',
    'cruz roja', 'caritas', 'emergency', 'kwf', 'kwf kankerbestrijding', 'hartstichting', 'wnf', 'wosp', 'lakare utan granser', 'losev',
  ],
  education: ['kita', 'cantine scolaire', 'creche', 'mensalidade escolar', 'universidad', 'universidade', 'universita', 'uniwersytet'],
  transfer: ['bizum', 'lydia', 'paylib', 'mb way', 'tikkie', 'satispay', 'blik', 'swish', 'pix', 'twint', 'papara'],
};
