import type { Category } from '../types.js';

/**
 * Keyword rules, first match wins, tested against the folded description. `dir` limits a rule to money in or
 * out ("REFUND" only means refund when money comes in). Order matters: specific before general.
 */
export interface CategoryRule {
  category: Category;
  re: RegExp;
  dir?: 'in' | 'out';
}

export const RULES: CategoryRule[] = [
  { category: 'fees', re: /\b(fee|fees|charge|charges|commission|gebuhr|gebuhren|entgelt|frais|cotisation|comision|tarifa|tarifa bancaria|kosten|service charge|overdraft|late payment|annual fee|maintenance|penalty|ledger fee)\b/ },
  { category: 'interest', re: /\b(interest|zinsen|zins|interets|intereses|juros|rente|int\.? (paid|earned|charged)|credit interest|debit interest)\b/ },
  { category: 'tax', re: /\b(tax|taxes|hmrc|irs|finanzamt|impot|impots|dgfip|hacienda|aeat|receita federal|belasting|tds|gst|vat|iof)\b/ },
  { category: 'salary', re: /\b(salary|salaries|payroll|wages|wage|gehalt|lohn|bezuge|salaire|paie|nomina|salario|salaris|loon|pay ?(from|ref)|sal cr|direct dep|directdep)\b/, dir: 'in' },
  { category: 'refund', re: /\b(refund|refunded|reembolso|remboursement|erstattung|ruckerstattung|estorno|devolucion|terugbetaling|reversal|chargeback|cashback|cash back)\b/, dir: 'in' },
  { category: 'card_payment', re: /\b(payment received|payment - thank you|payment thank you|thank you for your payment|autopay|automatic payment|card payment received|pagamento recebido|pago recibido|paiement recu|credit card payment|cc payment|kreditkartenabrechnung)\b/ },
  { category: 'rent', re: /\b(rent|miete|loyer|alquiler|aluguel|huur|letting|landlord|prop mgr|property management)\b/ },
  { category: 'mortgage', re: /\b(mortgage|hypothek|hypotheque|hipoteca|hypotheek|baufinanzierung|home loan)\b/ },
  { category: 'loan', re: /\b(loan|emi|darlehen|kredit|pret|prestamo|emprestimo|lening|financiamento|instalment|installment)\b/ },
  { category: 'insurance', re: /\b(insurance|insur|versicherung|assurance|seguro|seguros|verzekering|allianz|axa|aviva|geico|state farm|mapfre|mutuelle|lic|policy)\b/ },
  { category: 'utilities', re: /\b(electric|electricity|power co|power|energy|gas bill|water|sewer|utility|utilities|strom|stadtwerke|vattenfall|eon|e\.on|edf|engie|iberdrola|endesa|naturgy|enel|british gas|octopus|thames water|duke energy|pg&e|con ed|council tax|eneco|essent|bses|tata power|adani|cemig|sabesp|copel)\b/ },
  { category: 'telecom', re: /\b(telecom|telekom|vodafone|o2|orange|movistar|bouygues|sfr|free mobile|verizon|at&t|t-mobile|comcast|xfinity|spectrum|bt group|bt broadband|virgin media|sky|kpn|ziggo|jio|airtel|vivo|claro|tim|spark nz|one nz|singtel|starhub|mobile|broadband|internet|phone)\b/ },
  { category: 'subscriptions', re: /\b(netflix|spotify|disney\+?|hulu|apple\.com\/bill|itunes|google (play|storage|one)|youtube premium|amazon prime|prime video|adobe|microsoft 365|office 365|dropbox|icloud|patreon|subscription|abonnement|suscripcion|assinatura)\b/ },
  { category: 'grocery', re: /\b(tesco|sainsbury|asda|morrisons|waitrose|aldi|lidl|rewe|edeka|netto|penny|kaufland|carrefour|leclerc|intermarche|auchan|monoprix|mercadona|dia|eroski|pingo doce|continente|pao de acucar|extra|assai|albert heijn|jumbo|plus supermarkt|whole foods|trader joe|safeway|kroger|walmart grocery|costco|publix|wegmans|countdown|new world|pak ?n ?save|woolworths|coles|fairprice|cold storage|big bazaar|dmart|reliance fresh|bigbasket|grocer|grocery|groceries|supermarket|supermercado|supermarche|supermarkt|market|lebensmittel|epicerie|mercearia|hortifruti)\b/ },
  { category: 'dining', re: /\b(restaurant|restaurante|cafe|coffee|starbucks|costa|pret|mcdonald|mcdonalds|burger|kfc|subway|domino|pizza|nando|wagamama|chipotle|taco bell|dunkin|swiggy|zomato|uber ?eats|deliveroo|just eat|lieferando|doordash|grubhub|ifood|bar|pub|bistro|brasserie|bakery|baeckerei|backerei|boulangerie|padaria|panaderia|sushi|kebab|diner|eatery|food court|canteen)\b/ },
  { category: 'fuel', re: /\b(shell|bp|esso|exxon|mobil|chevron|texaco|total|totalenergies|aral|jet|repsol|cepsa|galp|petrobras|ipiranga|indian oil|iocl|hpcl|bharat petroleum|z energy|caltex|ampol|gas station|petrol|fuel|tankstelle|carburant|gasolinera|posto|combustivel|gasolina|tanken)\b/ },
  { category: 'transport', re: /\b(uber|lyft|bolt|ola|taxi|cab|tfl|transport for london|oyster|metro|subway fare|mta|bvg|mvv|db vertrieb|deutsche bahn|sncf|ratp|navigo|renfe|cp comboios|ns reizigers|ov-chipkaart|train|rail|bus|parking|parken|stationnement|aparcamiento|estacionamento|toll|peage|maut|ez ?pass|fastag|grab|gojek)\b/ },
  { category: 'travel', re: /\b(irctc|railways?|ticket booking|airline|airlines|airways|lufthansa|ryanair|easyjet|british airways|air france|klm|iberia|tap|latam|gol|azul|delta|united|american air|southwest|indigo|air india|emirates|qantas|singapore air|hotel|hotels|marriott|hilton|hyatt|ibis|accor|booking\.com|airbnb|expedia|trivago|makemytrip|hostel|flight|travel|reise|voyage|viaje|viagem)\b/ },
  { category: 'health', re: /\b(pharmacy|chemist|apotheke|pharmacie|farmacia|drogaria|apotheek|boots|cvs|walgreens|rite aid|doctor|dr\.|clinic|hospital|dental|dentist|zahnarzt|medical|health|optician|physio|laboratorio|lab|krankenhaus|arzt|medecin|medico|huisarts|apollo)\b/ },
  { category: 'education', re: /\b(school|schule|ecole|escuela|escola|school fees|tuition|university|universitat|universite|universidad|universidade|college|course|udemy|coursera|byju|books?|library|kindergarten|kita|creche)\b/ },
  { category: 'entertainment', re: /\b(cinema|kino|cine|theatre|theater|concert|ticketmaster|eventbrite|steam|playstation|xbox|nintendo|game|games|museum|zoo|bookmyshow|gym|fitness|sport)\b/ },
  { category: 'charity', re: /\b(charity|donation|spende|don|donativo|doacao|gift aid|oxfam|unicef|red cross|rotes kreuz|croix rouge|cruz roja|msf)\b/ },
  { category: 'shopping', re: /\b(amazon|amzn|ebay|etsy|zalando|otto|fnac|el corte ingles|zara|h&m|primark|ikea|argos|john lewis|marks & spencer|m&s|target|walmart|best buy|home depot|lowe|flipkart|myntra|mercado livre|mercadolibre|magazine luiza|americanas|bol\.com|coolblue|mediamarkt|media markt|saturn|decathlon|uniqlo|apple store|shop|store|stores|boutique|mall)\b/ },
  { category: 'cash', re: /\b(atm|cash withdrawal|cash deposit|cash|geldautomat|bargeld|auszahlung|retrait|dab|cajero|reintegro|saque|levantamento|geldopname|pinautomaat|opname)\b/ },
  { category: 'cheque', re: /\b(cheque|chq|check|cheques|checks|scheck|cheque deposit)\b/ },
  { category: 'transfer', re: /\b(transfer|trf|tfr|xfer|upi|neft|imps|rtgs|ach|sepa|uberweisung|ueberweisung|dauerauftrag|virement|vir\b|transferencia|transferencia|bizum|pix|ted|doc|overboeking|overschrijving|tikkie|zelle|venmo|paypal|wise|revolut|standing order|faster payment|bill payment|bpay|giro|to savings|from savings|own account)\b/ },
  { category: 'income', re: /\b(deposit|credit|dividend|dividende|income|einnahme|revenu|ingreso|rendimento|payment from|bonus|pension|rente|benefit|kindergeld|allocation)\b/, dir: 'in' },
];
