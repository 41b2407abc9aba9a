import type { Category } from '../../types.js';

/**
 * Merchant and payee names seen on statements from the UK, Ireland, the US, Canada, Australia, New Zealand, India and
 * Singapore, plus international brands. Names only: what kind of place each is, not how it was paid. Short or
 * ambiguous names (BP, TIM, EE, ONE, METRO, ...) are not here but in ./risky.ts with the context they need.
 */
export const WORLD_MERCHANTS: Partial<Record<Category, string[]>> = {
  grocery: [
    // UK, IE
    'tesco', 'tesco stores', 'tesco extra', 'tesco express', 'sainsbury', 'sainsburys', 'sainsburys s mkt', 'asda', 'morrisons', 'waitrose',
    'aldi', 'lidl', 'co op group food', 'co op food', 'coop food', 'm&s simply food', 'm&s food', 'simply food', 'iceland foods', 'ocado',
    'farmfoods', 'budgens', 'spar', 'londis', 'nisa', 'dunnes stores', 'supervalu', 'centra', 'booths', 'costcutter', 'one stop',
    // US
    'walmart supercenter', 'walmart grocery', 'kroger', 'whole foods', 'whole foods mkt', 'trader joe', 'trader joes', 'safeway', 'publix',
    'h e b', 'heb', 'costco', 'costco whse', 'wegmans', 'albertsons', 'food lion', 'giant eagle', 'stop & shop', 'harris teeter', 'meijer',
    'winco', 'sprouts', 'hy vee', 'ralphs', 'vons', 'shoprite', 'piggly wiggly', 'instacart', 'fresh market', 'save a lot', 'food 4 less',
    // CA
    'loblaws', 'sobeys', 'no frills', 'iga', 'maxi', 'provigo', 'superstore', 'real canadian superstore', 'save on foods', 'freshco', 'foodland',
    'zehrs', 'fortinos', 'farm boy',
    // AU, NZ
    'woolworths', 'coles', 'harris farm', 'foodworks', 'countdown', 'pak n save', 'paknsave', 'new world', 'four square', 'fresh choice',
    'supervalue',
    // IN, SG
    'bigbazaar', 'big bazaar', 'dmart', 'avenue supermarts', 'reliance fresh', 'reliance smart', 'bigbasket', 'big basket', 'blinkit',
    'zepto', 'spencers', 'more retail', 'nature basket', 'jiomart', 'fairprice', 'ntuc fairprice', 'cold storage', 'sheng siong',
    'giant hypermarket', 'redmart', 'instamart',
  ],
  dining: [
    'pret a manger', 'greggs', 'wetherspoon', 'wetherspoons', 'jd wetherspoon', 'costa coffee', 'caffe nero', 'starbucks',
    'just eat', 'deliveroo', 'wagamama', 'leon restaurants', 'five guys', 'nando', 'nandos', 'pizza express', 'yo sushi', 'itsu', 'wasabi',
    'honest burgers', 'toby carvery', 'harvester', 'frankie & bennys', 'zizzi', 'prezzo', 'las iguanas', 'bella italia', 'tortilla',
    'mcdonald', 'mcdonalds', 'mcdo', 'burger king', 'kfc', 'subway', 'dominos', 'domino', 'dominos pizza', 'pizza hut', 'papa johns',
    'chipotle', 'doordash', 'uber eats', 'ubereats', 'grubhub', 'dunkin', 'dunkin donuts', 'panera', 'panera bread', 'chick fil a',
    'taco bell', 'wendys', 'olive garden', 'applebees', 'chilis', 'ihop', 'dennys', 'shake shack', 'in n out', 'popeyes', 'arbys',
    'sonic drive in', 'jack in the box', 'panda express', 'cheesecake factory', 'blue bottle coffee', 'peets coffee', 'tim hortons',
    'a&w', 'skipthedishes', 'skip the dishes', 'harveys', 'swiss chalet', 'menulog', 'hungry jacks', 'guzman y gomez', 'grilld',
    'oporto', 'red rooster', 'hell pizza', 'burger fuel', 'swiggy', 'zomato', 'haldiram', 'haldirams', 'cafe coffee day', 'barbeque nation',
    'grabfood', 'grab food', 'foodpanda', 'ya kun', 'toast box', 'old chang kee', 'jollibee', 'krispy kreme', 'baskin robbins', 'dairy queen',
    'tim hortons cafe', 'second cup', 'pizza pizza', 'little caesars', 'five guys burgers',
  ],
  fuel: [
    'shell', 'esso', 'texaco', 'bp connect', 'bp express', 'exxon', 'exxonmobil', 'mobil', 'chevron', 'sunoco', 'speedway', 'valero',
    'marathon petro', 'phillips 66', 'conoco', 'citgo', 'arco', 'wawa', 'sheetz', 'quiktrip', 'racetrac', 'murphy usa', 'pilot travel',
    'loves travel', 'casey s', 'caseys', 'petro canada', 'husky', 'ultramar', 'irving oil', 'circle k', 'ampol', 'caltex',
    'caltex woolworths', 'puma energy', 'united petroleum', 'z energy', 'gull', 'waitomo', 'indian oil', 'iocl', 'hpcl', 'hp petrol',
    'bharat petroleum', 'bpcl', 'nayara', 'sinopec', 'tesco pfs', 'sainsburys petrol', 'asda petrol', 'morrisons fuel', 'gulf',
    'jet petrol', 'shell recharge', 'chargepoint', 'tesla supercharger', 'pod point', 'ionity',
  ],
  transport: [
    'uber', 'uber trip', 'lyft', 'bolt', 'bolt eu', 'freenow', 'free now', 'addison lee', 'didi', 'didi mobility', 'ola cabs', 'rapido',
    'grab', 'gojek', 'comfortdelgro', 'cdg taxi', 'tfl', 'tfl travel', 'transport for london', 'oyster', 'ncp', 'ringgo', 'paybyphone',
    'justpark', 'q park', 'apcoa', 'stagecoach', 'first bus', 'arriva', 'national express', 'dart charge', 'congestion charge', 'mta', 'nyct',
    'clipper', 'septa', 'wmata', 'metrocard', 'e zpass', 'ezpass', 'fastrak', 'sunpass', 'parkmobile', 'spothero', 'lime',
    'presto', 'stm', 'ttc', 'translink', 'opal', 'transportfornsw', 'myki', 'go card', 'linkt', 'citylink', 'eastlink', 'at hop', 'snapper',
    'fastag', 'netc', 'bus mrt', 'transitlink', 'ez link', 'simplygo', 'lime ride', 'citymapper', 'zipcar',
  ],
  travel: [
    'trainline', 'lner', 'avanti west coast', 'gwr', 'great western railway', 'southeastern', 'northern rail', 'scotrail', 'crosscountry',
    'eurostar', 'easyjet', 'ryanair', 'jet2', 'british airways', 'virgin atlantic', 'aer lingus', 'premier inn', 'travelodge', 'airbnb',
    'booking com', 'hotels com', 'expedia', 'trivago', 'agoda', 'hostelworld', 'tui', 'loganair', 'wizz air', 'delta air', 'delta air lines',
    'united airlines', 'american airlines', 'american air', 'southwest', 'southwest airlines', 'jetblue', 'alaska air', 'spirit airl',
    'frontier airlines', 'marriott', 'hilton', 'hyatt', 'ihg', 'holiday inn', 'best western', 'sheraton', 'westin', 'motel 6', 'amtrak',
    'greyhound', 'hertz', 'avis', 'enterprise rent a car', 'budget rent a car', 'sixt', 'europcar', 'alamo', 'kayak', 'priceline', 'vrbo',
    'air canada', 'westjet', 'porter airlines', 'via rail', 'qantas', 'virgin australia', 'jetstar', 'webjet', 'air new zealand', 'irctc',
    'makemytrip', 'goibibo', 'cleartrip', 'indigo', 'air india', 'vistara', 'spicejet', 'akasa', 'singapore airlines', 'scoot', 'airasia',
    'emirates', 'qatar airways', 'etihad', 'cathay pacific', 'lufthansa', 'klm', 'air france', 'iberia', 'vueling', 'flixbus',
  ],
  shopping: [
    'amazon', 'amzn', 'amazon marketplace', 'amazon mktplace', 'amzn mktp', 'amazon pay', 'ebay', 'etsy', 'argos', 'john lewis', 'primark',
    'currys', 'currys pc world', 'b&q', 'next retail', 'next directory', 'tk maxx', 'tj maxx', 'screwfix', 'toolstation', 'wickes', 'dunelm',
    'marks & spencer', 'm&s', 'debenhams', 'sports direct', 'jd sports', 'asos', 'boohoo', 'very co uk', 'the range', 'b&m', 'home bargains',
    'poundland', 'wilko', 'matalan', 'river island', 'new look', 'hobbycraft', 'waterstones', 'whsmith', 'ikea', 'apple store', 'shein',
    'temu', 'aliexpress', 'alibaba', 'zara', 'h&m', 'uniqlo', 'sephora', 'target', 'walmart', 'wal mart', 'best buy', 'home depot',
    'the home depot', 'lowes', 'macys', 'nordstrom', 'kohls', 'jcpenney', 'marshalls', 'ross stores', 'costco online', 'wayfair', 'chewy',
    'gap', 'old navy', 'dollar tree', 'dollar general', 'family dollar', 'ulta', 'bed bath', 'staples', 'office depot', 'michaels',
    'canadian tire', 'winners', 'hudsons bay', 'the bay', 'dollarama', 'indigo books', 'bunnings', 'jb hi fi', 'kmart', 'big w', 'myer',
    'david jones', 'harvey norman', 'officeworks', 'target australia', 'the warehouse', 'mitre 10', 'trademe', 'trade me', 'noel leeming',
    'briscoes', 'flipkart', 'myntra', 'ajio', 'nykaa', 'meesho', 'croma', 'reliance digital', 'tata cliq', 'shopee', 'lazada', 'qoo10',
    'decathlon', 'apple com store', 'microsoft store', 'samsung store', 'paypal ebay',
  ],
  health: [
    'boots', 'lloyds pharmacy', 'superdrug', 'specsavers', 'vision express', 'bupa', 'holland & barrett', 'nhs prescription', 'cvs',
    'cvs pharmacy', 'walgreens', 'rite aid', 'kaiser permanente', 'quest diagnostics', 'labcorp', 'one medical', 'shoppers drug mart',
    'rexall', 'jean coutu', 'pharmaprix', 'london drugs', 'chemist warehouse', 'priceline pharmacy', 'terrywhite', 'amcal', 'unichem',
    'life pharmacy', 'apollo pharmacy', 'apollo hospitals', 'medplus', 'netmeds', 'pharmeasy', '1mg', 'practo', 'guardian pharmacy',
    'watsons', 'unity pharmacy', 'raffles medical', 'healthway', 'polyclinic', 'mydentist', 'dentalcare',
  ],
  entertainment: [
    'odeon', 'vue', 'vue cinemas', 'cineworld', 'picturehouse', 'everyman', 'ticketmaster', 'eventbrite', 'see tickets', 'puregym',
    'the gym group', 'david lloyd', 'nuffield health', 'national trust', 'english heritage', 'merlin', 'amc', 'amc theatres', 'regal',
    'cinemark', 'fandango', 'stubhub', 'livenation', 'live nation', 'planet fitness', 'la fitness', 'equinox', 'anytime fitness', 'crunch fitness',
    'six flags', 'sixflags', 'disneyland', 'steam', 'steamgames', 'playstation', 'playstation network', 'xbox', 'nintendo', 'epic games',
    'roblox', 'twitch', 'cineplex', 'goodlife fitness', 'hoyts', 'event cinemas', 'village cinemas', 'reading cinemas', 'bookmyshow',
    'pvr', 'inox', 'golden village', 'shaw theatres', 'cathay cineplexes', 'bowling',
  ],
  subscriptions: [
    'netflix', 'spotify', 'disney plus', 'disneyplus', 'disney+', 'hulu', 'hbo max', 'max com', 'paramount+', 'paramount plus', 'peacock',
    'apple com bill', 'itunes', 'icloud', 'google one', 'google storage', 'google play', 'youtube premium', 'youtubepremium', 'youtube music',
    'amazon prime', 'prime video', 'amazon digital', 'audible', 'kindle unlimited', 'microsoft 365', 'microsoft*365', 'office 365', 'adobe',
    'dropbox', 'patreon', 'onlyfans', 'chatgpt', 'openai', 'github', 'canva', 'notion', 'slack', 'zoom us', 'now tv', 'nowtv', 'tv licence',
    'tv licensing', 'britbox', 'crunchyroll', 'dazn', 'sky go', 'hotstar', 'jiocinema',
    'sonyliv', 'zee5', 'apple music', 'deezer', 'tidal', 'xbox game pass', 'game pass', 'playstation plus', 'nintendo online', 'lastpass',
    '1password', 'nordvpn', 'expressvpn', 'nytimes', 'new york times', 'washington post', 'the times', 'the economist', 'substack',
  ],
  telecom: [
    'bt group', 'bt broadband', 'british telecom', 'virgin media', 'vodafone', 'three mobile', 'three uk', 'o2', 'ee limited', 'giffgaff',
    'voxi', 'lebara', 'lycamobile', 'tesco mobile', 'sky digital', 'sky uk', 'talktalk', 'plusnet', 'hyperoptic', 'community fibre',
    'id mobile', 'smarty', 'verizon', 'verizon wireless', 'at&t', 't mobile', 'comcast', 'xfinity', 'spectrum', 'charter comm',
    'cox comm', 'mint mobile', 'cricket wireless', 'boost mobile', 'google fi', 'frontier comm', 'centurylink', 'rogers wireless', 'rogers communications', 'rogers bpy', 'bell canada',
    'bell mobility', 'telus', 'fido', 'koodo', 'virgin plus', 'freedom mobile', 'videotron', 'telstra', 'optus', 'vodafone au',
    'tpg', 'aussie broadband', 'iinet', 'spark', 'spark nz', 'one nz', '2degrees', 'skinny', 'jio', 'reliance jio', 'airtel', 'bharti airtel',
    'vodafone idea', 'vi postpaid', 'bsnl', 'act fibernet', 'singtel', 'starhub', 'm1 limited', 'circles life', 'myrepublic',
  ],
  utilities: [
    'british gas', 'octopus energy', 'ovo', 'ovo energy', 'edf energy', 'eon next', 'e on', 'scottish power', 'sse', 'bulb', 'shell energy',
    'so energy', 'utility warehouse', 'thames water', 'severn trent', 'anglian water', 'united utilities', 'yorkshire water', 'southern water',
    'welsh water', 'dwr cymru', 'south west water', 'affinity water', 'pg&e', 'con ed', 'coned', 'con edison', 'duke energy', 'dominion energy',
    'southern california edison', 'sce', 'xcel energy', 'national grid', 'georgia power', 'fpl', 'florida power', 'dte energy', 'consumers energy',
    'hydro one', 'hydro quebec', 'bc hydro', 'toronto hydro', 'enbridge', 'fortis', 'epcor', 'origin energy', 'agl', 'energyaustralia',
    'red energy', 'alinta', 'sydney water', 'yarra valley water', 'mercury energy', 'contact energy', 'genesis energy', 'powershop',
    'meridian energy', 'watercare', 'bescom', 'tata power', 'bses', 'msedcl', 'adani electricity', 'mahanagar gas', 'indraprastha gas',
    'torrent power', 'sp services', 'sp group',
  ],
  insurance: [
    'aviva', 'direct line', 'admiral', 'churchill ins', 'hastings direct', 'legal & general', 'vitality', 'petplan', 'axa', 'allianz',
    'geico', 'state farm', 'progressive', 'allstate', 'liberty mutual', 'lemonade', 'usaa', 'nationwide ins', 'farmers ins',
    'metlife', 'prudential', 'aflac', 'intact', 'sun life', 'manulife', 'desjardins ins', 'medibank', 'nrma', 'aami', 'suncorp', 'hcf',
    'nib', 'ahm', 'budget direct', 'southern cross', 'tower ins', 'aa insurance', 'lic of india', 'lic', 'star health', 'hdfc ergo',
    'icici lombard', 'great eastern', 'income insurance', 'aia', 'policybazaar',
  ],
  education: [
    'open university', 'university', 'college', 'school', 'coursera', 'udemy', 'skillshare', 'masterclass', 'duolingo', 'khan academy',
    'byjus', 'unacademy', 'chegg', 'pearson', 'barnes & noble', 'waterstones books', 'kumon',
  ],
  charity: [
    'cancer research', 'british red cross', 'red cross', 'justgiving', 'gofundme', 'oxfam', 'unicef', 'rspca', 'macmillan', 'save the children',
    'wwf', 'nspcc', 'shelter', 'barnardos', 'british heart foundation', 'salvation army', 'msf', 'amnesty', 'akshaya patra', 'give india',
    'world vision', 'plan international', 'comic relief', 'children in need',
  ],
  cash: ['link atm', 'cardtronics', 'euronet', 'travelex'],
  transfer: [
    'zelle', 'venmo', 'cash app', 'paypal', 'wise', 'transferwise', 'revolut', 'monzo', 'starling', 'interac e transfer', 'e transfer',
    'e tfr', 'osko', 'payid', 'paynow', 'paylah', 'western union', 'moneygram', 'remitly', 'worldremit', 'chase uk',
  ],
};
