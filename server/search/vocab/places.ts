import { DEMONYMS_I18N } from './demonyms-i18n';
import { CITIES, CITY_BY_ID, type City } from './cities';
import { citiesNamed, getGazetteer, type GazetteerCity } from './gazetteer';
import { COUNTRIES, COUNTRY_BY_CODE } from './countries';
import { foldText } from '../text/normalise';
import { isEnglishWord } from './english-words';

/**
 * A place a brief can name, resolved to the directory's location columns: any person whose city,
 * region or country is listed is in the place.
 */
export interface PlaceSet {
  label: string;
  level: 'city' | 'region' | 'country' | 'area';
  cityIds: number[];
  regionCodes: string[];
  countryCodes: string[];
}

export interface PlacePhrase {
  /** Folded (lower-case, accent-free) phrase; as written for the whole map's names (weak). */
  phrase: string;
  place: PlaceSet;
  /** Short or common-word names: only matched when the brief writes them capitalised. */
  needsCapital: boolean;
  /** A name that needs its capital ("porto", "graz") but for right after a place preposition ("em porto", "in graz"). */
  lowerAfterPreposition?: boolean;
  /**
   * From the whole map rather than the directory's curated places: loses to any other meaning of
   * the phrase, never feeds spelling correction, and must be capitalised unless a place
   * preposition comes first ("in tucson").
   */
  weak?: boolean;
  /** "German", "Brazilian": a place only right before the people it describes. */
  demonym?: boolean;
  /** "TX", "NL": a US state or a country by its letters only after a city, a place preposition or another code. */
  letterCode?: boolean;
  /** "BOL", "GBR": a country's three letters only in capitals, or after a place preposition ("in usa"); "Bol" is a name. */
  inCapitals?: boolean;
}

// Areas cover every country in them (the directory holds people in some; a brief means all).
const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
const EUROPE = [...EU, 'GB', 'CH', 'NO', 'IS', 'LI', 'UA', 'RS', 'BA', 'ME', 'MK', 'AL', 'MD', 'BY', 'XK', 'AD', 'MC', 'SM', 'VA', 'FO', 'GI', 'IM', 'JE', 'GG', 'AX'];
const NORDICS = ['SE', 'NO', 'DK', 'FI', 'IS'];
const MIDDLE_EAST = ['IL', 'AE', 'SA', 'EG', 'TR', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'SY', 'IQ', 'IR', 'YE', 'PS'];
const GULF = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];
const AFRICA = [
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CD', 'CG', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN',
  'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD',
  'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
];
const SEA = ['SG', 'ID', 'VN', 'PH', 'MY', 'TH', 'MM', 'KH', 'LA', 'BN', 'TL'];
const EAST_ASIA = ['CN', 'JP', 'KR', 'KP', 'MN', 'TW', 'HK', 'MO'];
const SOUTH_ASIA = ['IN', 'PK', 'BD', 'LK', 'NP', 'BT', 'MV', 'AF'];
const CENTRAL_ASIA = ['KZ', 'UZ', 'TM', 'KG', 'TJ'];
const ASIA = [...EAST_ASIA, ...SEA, ...SOUTH_ASIA, ...CENTRAL_ASIA];
const OCEANIA = ['AU', 'NZ', 'FJ', 'PG', 'SB', 'VU', 'WS', 'TO', 'KI', 'FM', 'MH', 'PW', 'NR', 'TV', 'NC', 'PF'];
const SOUTH_AMERICA = ['AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE'];
const LATAM = ['MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA', 'CU', 'DO', 'HT', 'PR', ...SOUTH_AMERICA];
const CEE = ['PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'SI', 'HR', 'EE', 'LV', 'LT', 'UA', 'MD', 'BY', 'RS', 'BA', 'ME', 'MK', 'AL', 'XK'];

const BAY_AREA = ['San Francisco', 'San Jose', 'Oakland', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Menlo Park', 'Berkeley', 'Santa Clara', 'Redwood City', 'Cupertino', 'Fremont'];
const SILICON_VALLEY = ['San Jose', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Menlo Park', 'Santa Clara', 'Redwood City', 'Cupertino', 'Fremont'];
/** The Bay Area's other towns, beyond the directory's cities: a workspace's own people live there too. */
const SILICON_VALLEY_TOWNS = ['Milpitas', 'Campbell', 'Los Gatos', 'Saratoga', 'Los Altos', 'East Palo Alto', 'Morgan Hill', 'Gilroy'];
const BAY_AREA_TOWNS = [
  ...SILICON_VALLEY_TOWNS, 'Dublin', 'Pleasanton', 'Livermore', 'Hayward', 'San Leandro', 'Alameda', 'Union City', 'Walnut Creek', 'Concord',
  'San Ramon', 'Danville', 'Lafayette', 'Orinda', 'Pleasant Hill', 'Martinez', 'Antioch', 'Pittsburg', 'Richmond', 'Daly City',
  'South San Francisco', 'San Mateo', 'Burlingame', 'San Bruno', 'Millbrae', 'Foster City', 'Belmont', 'San Carlos', 'San Rafael',
  'Novato', 'Vallejo', 'Napa', 'Santa Rosa', 'Petaluma',
];
const SOCAL = ['Los Angeles', 'San Diego', 'Santa Monica', 'Irvine'];

interface AreaDef {
  label: string;
  phrases: string[];
  countries?: string[];
  usStates?: string[];
  usCities?: string[];
  cities?: Array<[string, string]>;
  /** Other towns of the area, by name within their region (from the whole map, not only the directory's cities). */
  towns?: Array<{ region: string; names: string[] }>;
  /** What the area's companies and people are called, read like a country's demonym ("European neobanks"). */
  demonyms?: string[];
}

/** Areas larger than a country or cutting across regions, with the names clients use. */
const AREAS: AreaDef[] = [
  { label: 'DACH', phrases: ['dach', 'd-a-ch', 'dach region', 'german speaking europe', 'german-speaking europe'], countries: ['DE', 'AT', 'CH'] },
  { label: 'the Nordics', phrases: ['nordics', 'the nordics', 'nordic countries', 'nordic', 'scandinavia', 'scandinavian countries', 'skandinavien'], countries: NORDICS },
  { label: 'Benelux', phrases: ['benelux', 'low countries'], countries: ['BE', 'NL', 'LU'] },
  { label: 'the Baltics', phrases: ['baltics', 'the baltics', 'baltic states', 'baltic countries'], countries: ['EE', 'LV', 'LT'] },
  { label: 'Iberia', phrases: ['iberia', 'iberian peninsula'], countries: ['ES', 'PT', 'AD'] },
  { label: 'UK & Ireland', phrases: ['uk and ireland', 'uk & ireland', 'uk&i', 'uki', 'british isles'], countries: ['GB', 'IE'] },
  { label: 'the EU', phrases: ['eu', 'the eu', 'european union', 'eu countries', 'ue', 'union européenne', 'unión europea', 'união europeia', 'europäische union', 'europese unie'], countries: EU },
  { label: 'Europe', phrases: ['europe', 'europa', 'continental europe'], countries: EUROPE, demonyms: ['european', 'europeu', 'europeia', 'europeo', 'europea', 'européen', 'européenne', 'europäisch', 'europese'] },
  { label: 'Central & Eastern Europe', phrases: ['cee', 'central and eastern europe', 'central & eastern europe', 'eastern europe', 'central europe'], countries: CEE },
  { label: 'Southern Europe', phrases: ['southern europe'], countries: ['ES', 'PT', 'IT', 'GR', 'MT', 'CY', 'HR', 'SI', 'AD', 'SM', 'VA'] },
  { label: 'Western Europe', phrases: ['western europe'], countries: ['GB', 'IE', 'FR', 'BE', 'NL', 'LU', 'DE', 'AT', 'CH', 'LI', 'MC'] },
  { label: 'North America', phrases: ['north america', 'northamerica', 'na region'], countries: ['US', 'CA'] },
  { label: 'Latin America', phrases: ['latam', 'latin america', 'latinoamerica', 'latinoamérica', 'lat am'], countries: LATAM },
  { label: 'South America', phrases: ['south america', 'sudamerica', 'sudamérica'], countries: SOUTH_AMERICA },
  { label: 'APAC', phrases: ['apac', 'asia pacific', 'asia-pacific', 'asiapac'], countries: [...EAST_ASIA, ...SEA, ...SOUTH_ASIA, ...OCEANIA] },
  { label: 'Asia', phrases: ['asia'], countries: ASIA },
  { label: 'Southeast Asia', phrases: ['southeast asia', 'south east asia', 'south-east asia', 'sea region'], countries: SEA },
  { label: 'the Middle East', phrases: ['middle east', 'the middle east', 'mideast', 'moyen-orient', 'moyen orient', 'oriente médio', 'oriente medio', 'naher osten', 'nahen osten', 'midden-oosten'], countries: MIDDLE_EAST, demonyms: ['middle eastern'] },
  { label: 'MENA', phrases: ['mena', 'middle east and north africa'], countries: [...MIDDLE_EAST, 'MA', 'DZ', 'TN', 'LY', 'SD'] },
  // "Gulf" alone is the Gulf states as recruiters write it ("pilots flying in the Gulf"), not Papua New Guinea's Gulf Province.
  { label: 'the Gulf', phrases: ['gcc', 'the gulf', 'gulf', 'gulf region', 'gulf states', 'golfe', 'pays du golfe', 'golfo', 'países do golfo', 'países del golfo', 'golfstaaten', 'golfstaten'], countries: GULF },
  { label: 'Africa', phrases: ['africa'], countries: AFRICA },
  { label: 'EMEA', phrases: ['emea'], countries: [...new Set([...EUROPE, ...MIDDLE_EAST, ...AFRICA, 'RU'])] },
  { label: 'ANZ', phrases: ['anz', 'australia and new zealand', 'australasia'], countries: ['AU', 'NZ'] },
  { label: 'Oceania', phrases: ['oceania', 'the pacific islands', 'pacific islands'], countries: OCEANIA },
  { label: 'Central Asia', phrases: ['central asia'], countries: CENTRAL_ASIA },
  { label: 'South Asia', phrases: ['south asia', 'indian subcontinent'], countries: SOUTH_ASIA },
  { label: 'East Asia', phrases: ['east asia'], countries: EAST_ASIA },
  { label: 'Central America', phrases: ['central america'], countries: ['GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'] },
  { label: 'the Caribbean', phrases: ['caribbean', 'the caribbean'], countries: ['CU', 'DO', 'HT', 'PR', 'JM', 'TT', 'BS', 'BB'] },
  { label: 'the Balkans', phrases: ['balkans', 'the balkans', 'western balkans'], countries: ['RS', 'BA', 'ME', 'MK', 'AL', 'XK', 'HR', 'SI', 'BG'] },
  { label: 'the Americas', phrases: ['americas', 'the americas', 'amer'], countries: ['US', 'CA', ...LATAM] },
  { label: 'the San Francisco Bay Area', phrases: ['bay area', 'sf bay area', 'san francisco bay area', 'the bay area', 'sfba'], usCities: BAY_AREA, towns: [{ region: 'US-CA', names: BAY_AREA_TOWNS }] },
  { label: 'Silicon Valley', phrases: ['silicon valley', 'the valley', 'south bay'], usCities: SILICON_VALLEY, towns: [{ region: 'US-CA', names: SILICON_VALLEY_TOWNS }] },
  { label: 'Southern California', phrases: ['southern california', 'socal', 'so cal'], usCities: SOCAL },
  { label: 'the US West Coast', phrases: ['west coast', 'us west coast', 'the west coast'], usStates: ['CA', 'OR', 'WA'] },
  { label: 'the US East Coast', phrases: ['east coast', 'us east coast', 'the east coast'], usStates: ['MA', 'RI', 'CT', 'NY', 'NJ', 'PA', 'MD', 'DC', 'VA', 'NC', 'GA', 'FL'] },
  { label: 'the US Gulf Coast', phrases: ['gulf coast', 'the gulf coast', 'us gulf coast'], usStates: ['TX', 'LA', 'MS', 'AL', 'FL'] },
  { label: 'the Pacific Northwest', phrases: ['pacific northwest', 'pnw'], usStates: ['WA', 'OR'] },
  { label: 'New England', phrases: ['new england'], usStates: ['MA', 'RI', 'CT'] },
  { label: 'the Mountain West', phrases: ['mountain west', 'the mountain west', 'mountain states'], usStates: ['UT', 'CO', 'ID', 'AZ', 'NV', 'NM', 'WY', 'MT'] },
  {
    label: 'the Central Valley', phrases: ['central valley', 'the central valley', "california's central valley", 'san joaquin valley'],
    towns: [{ region: 'US-CA', names: ['Fresno', 'Bakersfield', 'Modesto', 'Stockton', 'Visalia', 'Merced', 'Sacramento', 'Turlock', 'Tulare', 'Madera'] }],
  },
  { label: 'the US Midwest', phrases: ['midwest', 'the midwest', 'mid west'], usStates: ['IL', 'MN', 'MI', 'OH', 'IN', 'MO', 'WI', 'NE'] },
  { label: 'the Research Triangle', phrases: ['research triangle', 'the triangle', 'raleigh durham', 'raleigh-durham'], usCities: ['Raleigh', 'Durham'] },
  { label: 'Greater Boston', phrases: ['greater boston', 'boston area'], usCities: ['Boston', 'Cambridge'] },
  { label: 'the New York metro area', phrases: ['new york metro', 'nyc metro', 'tri-state area', 'tristate area', 'new york area'], usCities: ['New York City', 'Newark', 'Jersey City', 'Hoboken', 'Stamford'] },
  { label: 'the Seattle area', phrases: ['seattle area', 'greater seattle', 'puget sound'], usCities: ['Seattle', 'Redmond', 'Bellevue'] },
  // Metro areas briefs name by their nicknames ("DFW", "Chicagoland", "the GTA"): the city and the towns around it.
  {
    label: 'Dallas-Fort Worth', phrases: ['dfw', 'dallas-fort worth', 'dallas fort worth', 'dallas/fort worth', 'metroplex', 'the metroplex', 'dallas area', 'greater dallas'],
    usCities: ['Dallas'], towns: [{ region: 'US-TX', names: ['Fort Worth', 'Plano', 'Irving', 'Garland', 'Frisco', 'McKinney'] }],
  },
  {
    label: 'Greater Chicago', phrases: ['chicagoland', 'chicago area', 'greater chicago', 'chicago metro'],
    usCities: ['Chicago'], towns: [{ region: 'US-IL', names: ['Evanston', 'Naperville', 'Schaumburg', 'Oak Park', 'Joliet', 'Elgin'] }],
  },
  {
    label: 'the Twin Cities', phrases: ['twin cities', 'the twin cities', 'minneapolis-st. paul', 'minneapolis st paul', 'minneapolis-saint paul'],
    usCities: ['Minneapolis'], towns: [{ region: 'US-MN', names: ['Saint Paul', 'Bloomington', 'Eden Prairie'] }],
  },
  {
    label: 'the Washington DC area', phrases: ['dc metro', 'dc area', 'dc metro area', 'greater washington', 'washington dc area', 'washington metro area', 'national capital region'],
    usCities: ['Washington, D.C.'], towns: [{ region: 'US-VA', names: ['Arlington', 'Alexandria', 'Reston', 'McLean', 'Fairfax'] }, { region: 'US-MD', names: ['Bethesda', 'Silver Spring', 'Rockville'] }],
  },
  {
    label: 'Metro Atlanta', phrases: ['metro atlanta', 'atlanta metro', 'greater atlanta', 'atlanta area'],
    usCities: ['Atlanta'], towns: [{ region: 'US-GA', names: ['Marietta', 'Alpharetta', 'Sandy Springs', 'Decatur', 'Roswell'] }],
  },
  {
    label: 'the Greater Toronto Area', phrases: ['the gta', 'greater toronto area', 'greater toronto', 'toronto area'],
    cities: [['CA', 'Toronto'], ['CA', 'Mississauga']], towns: [{ region: 'CA-ON', names: ['Brampton', 'Markham', 'Vaughan', 'Oakville', 'Richmond Hill'] }],
  },
  {
    label: 'Metro Vancouver', phrases: ['metro vancouver', 'greater vancouver', 'lower mainland', 'vancouver area'],
    cities: [['CA', 'Vancouver']], towns: [{ region: 'CA-BC', names: ['Burnaby', 'Surrey', 'Richmond', 'Coquitlam', 'North Vancouver'] }],
  },
  { label: 'Tel Aviv area', phrases: ['gush dan', 'tel aviv area', 'greater tel aviv'], cities: [['IL', 'Tel Aviv'], ['IL', 'Herzliya'], ['IL', 'Ramat Gan']] },
  // Business districts, which no record names: the city they are in is the finest place a profile shows.
  { label: 'Amsterdam (Zuidas)', phrases: ['zuidas', 'amsterdam zuidas'], cities: [['NL', 'Amsterdam']] },
  { label: 'London (Canary Wharf)', phrases: ['canary wharf'], cities: [['GB', 'London']] },
  // A city's part as its people write it ("makelaars amsterdam-zuid").
  { label: 'Amsterdam (Zuid)', phrases: ['amsterdam-zuid', 'amsterdam zuid'], cities: [['NL', 'Amsterdam']] },
  { label: 'Paris (La Défense)', phrases: ['la defense', 'paris la defense'], cities: [['FR', 'Paris']] },
  // Historic and informal regions no ISO code draws: the towns of the map that lie in them.
  { label: 'Burgundy', phrases: ['burgundy', 'bourgogne'], towns: [{ region: 'FR-BFC', names: ['Dijon', 'Beaune', 'Mâcon', 'Auxerre', 'Chalon-sur-Saône', 'Nevers', 'Sens'] }] },
  { label: 'Montérégie', phrases: ['monteregie'], towns: [{ region: 'CA-QC', names: ['Longueuil', 'Brossard', 'Saint-Jean-sur-Richelieu', 'Granby', 'Saint-Hyacinthe', 'Châteauguay', 'Vaudreuil-Dorion'] }] },
  { label: 'the Cotswolds', phrases: ['cotswolds', 'the cotswolds'], towns: [{ region: 'GB-ENG', names: ['Cirencester', 'Stroud', 'Cheltenham'] }] },
  {
    label: 'North West England', phrases: ['north west england', 'north west of england', 'northwest england', 'north-west england', 'north-west of england'],
    cities: [['GB', 'Manchester'], ['GB', 'Liverpool']], towns: [{ region: 'GB-ENG', names: ['Preston', 'Lancaster', 'Chester', 'Bolton', 'Blackpool', 'Warrington', 'Stockport', 'Wigan', 'Carlisle', 'Blackburn'] }],
  },
  { label: 'Walloon Brabant', phrases: ['brabant wallon', 'walloon brabant', 'waals-brabant', 'waals brabant'], towns: [{ region: 'BE-WAL', names: ['Wavre', 'Nivelles', 'Louvain-la-Neuve', 'Waterloo', "Braine-l'Alleud"] }] },
  { label: 'the Randstad', phrases: ['randstad'], cities: [['NL', 'Amsterdam'], ['NL', 'Rotterdam'], ['NL', 'The Hague'], ['NL', 'Utrecht'], ['NL', 'Delft'], ['NL', 'Leiden'], ['NL', 'Haarlem']] },
];

/** Extra names of regions (the region's own name is always a phrase, unless a city has it). */
const REGION_ALIASES: Record<string, string[]> = {
  'US-NY': ['new york state', 'ny state'], 'US-WA': ['washington state', 'wa state'], 'US-CA': ['california', 'calif'],
  'US-DC': ['district of columbia'], 'US-TX': ['texas'], 'US-MA': ['massachusetts', 'mass'],
  'DE-BY': ['bayern'], 'DE-NW': ['nrw', 'nordrhein-westfalen', 'nordrhein westfalen'], 'DE-BW': ['baden wurttemberg', 'baden-wuerttemberg'],
  'DE-HE': ['hessen'], 'DE-SN': ['sachsen'], 'DE-NI': ['niedersachsen'], 'DE-RP': ['rheinland-pfalz'],
  'FR-IDF': ['ile de france', 'ile-de-france', 'paris region', 'region parisienne'], 'FR-PAC': ['paca', "cote d'azur", 'provence', 'french riviera'],
  'FR-ARA': ['auvergne rhone alpes'], 'FR-BRE': ['bretagne'],
  'BE-VLG': ['vlaanderen', 'flandre', 'flandern'], 'BE-WAL': ['wallonie', 'wallonië', 'wallonien'],
  'ES-CT': ['cataluña', 'catalunya', 'cataluna'], 'ES-AN': ['andalucia', 'andalucía'], 'ES-PV': ['pais vasco', 'euskadi'],
  'IT-LOM': ['lombardia', 'lombardei'], 'IT-PIE': ['piemonte'], 'IT-TOS': ['toscana'], 'IT-LAZ': [], 'IT-VEN': [],
  'CA-BC': ['bc'], 'CA-ON': [], 'CA-QC': ['québec', 'quebec province', 'province of quebec'],
  'AU-NSW': ['nsw'], 'AU-VIC': ['vic'], 'AU-QLD': ['qld'],
  'GB-ENG': [], 'GB-SCT': [], 'GB-WLS': [], 'GB-NIR': [],
  'IN-TG': [], 'IN-KA': [], 'IN-MH': [], 'IN-TN': [], 'CH-ZH': ['kanton zurich', 'kanton zürich'],
  // Provinces and states by their own language's names ("Noord-Brabant", "Steiermark").
  'PT-08': ['algarve'],
  'NL-NB': ['noord-brabant', 'noord brabant'], 'NL-NH': ['noord-holland', 'noord holland'], 'NL-ZH': ['zuid-holland', 'zuid holland'], 'NL-FR': ['fryslan', 'fryslân'],
  'CH-VD': ['canton de vaud', 'kanton waadt', 'waadt'], 'CH-VS': ['canton du valais', 'kanton wallis', 'wallis'], 'CH-TI': ['canton du tessin', 'kanton tessin', 'tessin'],
  'AT-3': ['niederosterreich', 'niederösterreich'], 'AT-4': ['oberosterreich', 'oberösterreich'], 'AT-6': ['steiermark'], 'AT-7': ['tirol'], 'AT-2': ['karnten', 'kärnten'],
};

/** Names that are also ordinary words, or too short to trust in lower case. */
const NEEDS_CAPITAL = new Set([
  'reading', 'bath', 'nice', 'cork', 'providence', 'phoenix', 'essen', 'zug', 'bergen', 'leiden', 'gent', 'porto',
  'york', 'madison', 'charlotte', 'columbus', 'lund', 'bonn', 'kiel', 'linz', 'graz', 'mainz', 'delft', 'lagos', 'cali',
  'asia', 'victoria', 'mass', 'vic', 'durham', 'hamilton', 'santiago', 'valencia', 'orlando', 'aurora', 'irvine',
  'arlington', 'newark', 'mendoza', 'ankara', 'oz', 'the valley', 'the triangle', 'georgia', 'indiana', 'nevada',
  'calif', 'the gulf', 'na region', 'la defense',
]);
/** Of those, the ones that are words of the briefs' languages too ("in reading", "im zug"): a capital even after "in". */
const WORDS_NEEDING_CAPITAL = new Set([
  'reading', 'bath', 'nice', 'cork', 'providence', 'phoenix', 'mass', 'aurora', 'the valley', 'the triangle', 'the gulf', 'oz',
  'na region', 'zug', 'lagos', 'essen', 'bergen', 'leiden', 'la defense',
]);

function set(label: string, level: PlaceSet['level'], parts: Partial<Pick<PlaceSet, 'cityIds' | 'regionCodes' | 'countryCodes'>>): PlaceSet {
  return { label, level, cityIds: parts.cityIds ?? [], regionCodes: parts.regionCodes ?? [], countryCodes: parts.countryCodes ?? [] };
}

function findCity(country: string, name: string): City {
  const city = CITIES.find((c) => c.countryCode === country && c.name === name);
  if (!city) throw new Error(`places.ts names an unknown city ${country}:${name}`);
  return city;
}

function findTown(region: string, name: string): number {
  const town = citiesNamed(name).find((c) => c.regionCode === region);
  if (!town) throw new Error(`places.ts names an unknown town ${region}:${name}`);
  return town.id;
}

/** Codes of the directory's countries that briefs write as words or abbreviations: never read as the country. */
const WORD_LIKE_CODES = new Set(['IT', 'PT', 'SA', 'AE', 'SE', 'PH', 'NO', 'BE', 'AT', 'MY', 'ES', 'TH', 'EE']);

/** The two letters of every US state (the whole map's, not only the directory's). */
export const usStateCodes = () => new Set(getGazetteer().regions.filter((r) => /^US-[A-Z]{2}$/.test(r.code)).map((r) => r.code.slice(3)));

function buildPhrases(): PlacePhrase[] {
  const phrases: PlacePhrase[] = [];
  const add = (phrase: string, place: PlaceSet, extra: Partial<PlacePhrase> = {}) => {
    const folded = foldText(phrase);
    if (!folded) return;
    const needsCapital = folded.length <= 2 || NEEDS_CAPITAL.has(folded);
    const lowerAfterPreposition = NEEDS_CAPITAL.has(folded) && !WORDS_NEEDING_CAPITAL.has(folded);
    phrases.push({ phrase: folded, place, needsCapital, lowerAfterPreposition, ...extra });
  };
  const cityNames = new Set<string>();
  // Cities sharing a name (Cambridge MA / Cambridge UK) become one place with both.
  const byName = new Map<string, City[]>();
  for (const city of CITIES) {
    for (const name of [city.name, ...city.aliases]) {
      const key = foldText(name);
      cityNames.add(key);
      const list = byName.get(key) ?? [];
      if (!list.includes(city)) list.push(city);
      byName.set(key, list);
    }
  }
  for (const [name, cities] of byName) {
    const label = cities.length === 1 ? cities[0]!.name : `${cities[0]!.name} (${cities.map((c) => c.countryCode).join(' or ')})`;
    add(name, set(label, 'city', { cityIds: cities.map((c) => c.id) }));
  }
  const stateCodes = usStateCodes();
  for (const country of COUNTRIES) {
    const place = set(country.name, 'country', { countryCodes: [country.code] });
    for (const name of [country.name, ...country.aliases]) add(name, place);
    // Its people's name in the other languages, spelled like the vocabulary (never "corrected" into the country's name).
    for (const demonym of DEMONYMS_I18N[country.code] ?? []) add(demonym, place, { demonym: true, needsCapital: false, weak: false });
    // Its ISO code ("NL", "in ch"), unless a US state writes the same letters (CA, DE, GA, PA) or
    // the letters are a word or an abbreviation briefs use ("in IT", "PT", "SA", "no", "be", "at").
    if (!stateCodes.has(country.code) && !WORD_LIKE_CODES.has(country.code)) add(country.code, place, { letterCode: true });
    for (const [sub, regionName] of Object.entries(country.regions)) {
      const code = `${country.code}-${sub}`;
      const place = set(regionName, 'region', { regionCodes: [code] });
      const names = [regionName, ...(REGION_ALIASES[code] ?? [])];
      for (const name of names) {
        const key = foldText(name);
        if (cityNames.has(key) || COUNTRY_BY_CODE.get(key.toUpperCase())) continue;
        add(name, place);
      }
    }
  }
  for (const area of AREAS) {
    const cityIds = [
      ...(area.usCities ?? []).map((name) => findCity('US', name).id),
      ...(area.cities ?? []).map(([cc, name]) => findCity(cc, name).id),
      ...(area.towns ?? []).flatMap(({ region, names }) => names.map((name) => findTown(region, name))),
    ];
    const place = set(area.label, 'area', {
      cityIds,
      regionCodes: (area.usStates ?? []).map((s) => `US-${s}`),
      countryCodes: area.countries ?? [],
    });
    for (const phrase of area.phrases) add(phrase, place);
    for (const demonym of area.demonyms ?? []) add(demonym, place, { demonym: true, needsCapital: false, weak: false });
  }
  return phrases;
}

export const PLACE_PHRASES: readonly PlacePhrase[] = buildPhrases();

/** Letter codes that are also words or common abbreviations: never read as a country. */
const AMBIGUOUS_ALPHA3 = new Set([
  'AND', 'ARE', 'PER', 'TON', 'MAR', 'BEL', 'CAN', 'BEN', 'SUR', 'GIN', 'COD', 'CAF', 'NOR', 'SOM', 'TUN', 'MLI', 'VAT', 'FIN', 'ITA',
  'BRA', 'PAN', 'CHE', 'LIE', 'GAB', 'MOZ', 'ARM', 'AUT', 'COM', 'CUB', 'DOM', 'HTI', 'IND', 'KEN', 'MAC', 'NIC', 'SEN', 'TUR',
  'UGA', 'URY', 'ZAF', 'ATA', 'ABW', 'CHN', 'POL', 'ROU', 'SAU', 'VEN', 'SLV', 'PRY', 'GUM', 'MUS', 'ETH',
]);

/** Sides and middles, which the whole map names regions by. */
const COMPASS_WORDS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central', 'centre', 'center', 'middle', 'northeast', 'northwest', 'southeast', 'southwest', 'north east', 'north west', 'south east', 'south west']);

/** Cities whose alternate names ("Lisboa", "Warszawa") a brief may use. */
const BRIEF_ALT_NAME_MIN_POPULATION = 100_000;

/** Curated names of cities first, so that "Monaco" stays the country and not Munich's Italian name. */
function gazetteerPhrases(): PlacePhrase[] {
  const map = getGazetteer();
  const phrases: PlacePhrase[] = [];
  // As written: the lexicon keys them (fastPhraseKey), folding once per name.
  const add = (phrase: string, place: PlaceSet, extra: Partial<PlacePhrase> = {}) => {
    if (phrase.replace(/[^\p{L}]/gu, '').length < 2) return;
    // "West", "Eastern", "Central": a region named by its side of a country is a part of a longer name in a brief ("Mountain West", "Central Valley").
    if (COMPASS_WORDS.has(foldText(phrase))) return;
    phrases.push({ phrase, place, needsCapital: true, weak: true, ...extra });
  };
  for (const country of map.countries) {
    const place = set(country.name, 'country', { countryCodes: [country.code] });
    // An alternate name that is what the country's people are called ("Mexicanos") is read as that, a demonym, below.
    const demonyms = new Set((DEMONYMS_I18N[country.code] ?? []).map(foldText));
    for (const name of [country.name, ...country.altNames.filter((alt) => !demonyms.has(foldText(alt)))]) {
      const acronym = /^[A-Z.]{2,5}$/.test(name);
      if (acronym && (name.replace(/\./g, '').length === 2 || AMBIGUOUS_ALPHA3.has(name.replace(/\./g, '')))) continue;
      add(name, place, { needsCapital: acronym });
    }
    if (!AMBIGUOUS_ALPHA3.has(country.alpha3)) add(country.alpha3, place, { inCapitals: true });
  }
  // Demonyms shared by territories ("Dutch": NL and the Caribbean Netherlands): the directory's countries first.
  const covered = new Set(COUNTRIES.map((c) => c.code));
  for (const country of [...map.countries].sort((a, b) => Number(covered.has(b.code)) - Number(covered.has(a.code)))) {
    const place = set(country.name, 'country', { countryCodes: [country.code] });
    for (const demonym of country.demonyms) add(demonym, place, { demonym: true, needsCapital: false, weak: false });
  }
  const citySets = new Map<number, PlaceSet>();
  const cityPlace = (city: GazetteerCity) => {
    let place = citySets.get(city.id);
    if (!place) {
      place = set(city.name, 'city', { cityIds: [city.id] });
      citySets.set(city.id, place);
    }
    return place;
  };
  // Primary names of every city (largest first, so that a shared name means the largest), then regions, then alternate names.
  // A town of two letters ("Wa", "Ur") is never what a brief means by those letters: "in wa" is Washington.
  for (const city of map.cities) if (city.name.length > 2) add(city.name, cityPlace(city));
  for (const region of map.regions) {
    // A US territory is also a country of its own in the map ("US-PR" and "PR"): its towns are filed under the country.
    const territory = region.countryCode === 'US' && map.countryByCode.get(region.code.slice(3))?.name === region.name ? [region.code.slice(3)] : [];
    const place = set(region.name, 'region', { regionCodes: [region.code], countryCodes: territory });
    for (const name of [region.name, ...region.altNames]) add(name, place);
    if (region.countryCode === 'US' && /^US-[A-Z]{2}$/.test(region.code)) add(region.code.slice(3), place, { letterCode: true });
  }
  // Alternate names of the larger cities only: small towns' variants are too often words ("Marathon", "Media").
  // resolvePlace still knows them all (gazetteer.ts citiesNamed).
  for (const city of map.cities) {
    if (city.population < BRIEF_ALT_NAME_MIN_POPULATION && !CITY_BY_ID.has(city.id)) continue;
    // An English word as another name ("Tango" for Tanggu) is the word in a brief.
    for (const name of city.altNames) if (name.includes(' ') || !isEnglishWord(foldText(name))) add(name, cityPlace(city));
  }
  return phrases;
}

let gazetteerCache: readonly PlacePhrase[] | undefined;

/** Places of the whole map, beyond the directory's curated ones (built on first use: ~55,000 phrases). */
export function gazetteerPlacePhrases(): readonly PlacePhrase[] {
  gazetteerCache ??= gazetteerPhrases();
  return gazetteerCache;
}

/** Where a city lies: the directory's own cities, then the whole map. */
export function cityLocation(id: number): { id: number; name: string; regionCode: string; countryCode: string } | undefined {
  return CITY_BY_ID.get(id) ?? getGazetteer().cityById.get(id);
}

/** Whether a city lies in a place (used to read "Cambridge, UK" as one place). */
export function placeContainsCity(place: PlaceSet, city: Pick<City, 'id' | 'regionCode' | 'countryCode'>): boolean {
  return (
    place.cityIds.includes(city.id) || place.regionCodes.includes(city.regionCode) || place.countryCodes.includes(city.countryCode)
  );
}

/** Whether every city, region and country of `inner` lies within `outer` ("Berlin" within Germany). */
export function placeWithin(inner: PlaceSet, outer: PlaceSet): boolean {
  return (
    inner.cityIds.length + inner.regionCodes.length + inner.countryCodes.length > 0 &&
    inner.cityIds.every((id) => { const city = cityLocation(id); return city !== undefined && placeContainsCity(outer, city); }) &&
    inner.regionCodes.every((code) => outer.regionCodes.includes(code) || outer.countryCodes.includes(code.split('-')[0]!)) &&
    inner.countryCodes.every((code) => outer.countryCodes.includes(code))
  );
}

/** Share of the directory's people inside a place (the generator's own distribution). */
export function placeShare(place: PlaceSet): number {
  let share = 0;
  for (const city of CITIES) if (placeContainsCity(place, city)) share += city.share;
  return share;
}
