// The directory's companies: the well-known ones (vocab/known-companies.ts) and a few thousand
// invented ones with industry-flavoured names, a long-tail size distribution tied to their
// funding stage, and headquarters in the directory's cities.
import { CITIES, type City } from '../vocab/cities';
import { STAGE_EMPLOYEES, STAGE_MIX, sizeBand, type Stage } from '../vocab/company-stages';
import { INDUSTRIES, type IndustryDef } from '../vocab/industries';
import { KNOWN_COMPANIES } from '../vocab/known-companies';
import { foldText, slugify } from '../text/normalise';
import { Rng, Weighted } from './rng';

export interface GeneratedCompany {
  id: number;
  name: string;
  nameKey: string;
  domain: string;
  industry: string;
  employeeCount: number;
  sizeBand: string;
  fundingStage: Stage | null;
  hqCityId: number;
  hqCity: string;
  hqCountryCode: string;
  foundedYear: number;
}

/** Invented companies besides the well-known ones (independent of the directory size). */
export const INVENTED_COMPANIES = 6000;

/** The year the directory describes (fixed, so output never depends on the clock). */
export const DIRECTORY_YEAR = 2025;

const LEGAL_SUFFIX = /\b(inc|incorporated|ltd|limited|llc|llp|gmbh|ag|sa|sas|bv|nv|plc|corp|corporation|co|company|group|holdings?|se|pte|pty|kk|ab|oy|as|spa|srl)\b\.?/g;

/**
 * What files write after a company's name with dots, once its dots are spaces: a legal form in
 * initials ("B.V.", "S.A.", "L.L.C.") and a web address's ending ("Booking.com"). The migration
 * 20261126120000_issue25_company_keys applies the same two patterns in SQL: keep them in step.
 */
const DOTTED_LEGAL_FORM = / (b v|n v|s a|s l|s p a|s r l|l l c|l l p|p l c|a g|g m b h|s a s|p t y|k k)$/;
const WEB_ENDING = / (com|io|ai|net|org|app|co uk|com br|com au)$/;

/** The key company names are compared by: folded, punctuation, legal forms and web endings removed ("Booking.com B.V." = "Booking"). */
export function companyNameKey(name: string): string {
  const key = baseNameKey(name);
  // Only a name written with dots has them: "Nordkala AI" keeps its "AI".
  return name.includes('.') ? key.replace(DOTTED_LEGAL_FORM, '').replace(WEB_ENDING, '') || key : key;
}

function baseNameKey(name: string): string {
  const key = foldText(name)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(LEGAL_SUFFIX, ' ')
    .replace(/^the /, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ and$/, '');
  return key || foldText(name);
}

const ROOTS = [
  'Nord', 'Blue', 'Bright', 'Clear', 'Core', 'True', 'North', 'Silver', 'Iron', 'Atlas', 'Apex', 'Vertex', 'Lumen', 'Nova', 'Orbit',
  'Pulse', 'Quant', 'Sol', 'Terra', 'Vela', 'Zephyr', 'Arbor', 'Beacon', 'Cedar', 'Delta', 'Echo', 'Flux', 'Granite', 'Harbor',
  'Indigo', 'Juniper', 'Kestrel', 'Lattice', 'Meridian', 'Nimbus', 'Onyx', 'Pioneer', 'Quartz', 'Ridge', 'Summit', 'Tidal',
  'Vantage', 'Willow', 'Zenith', 'Aster', 'Borealis', 'Cobalt', 'Drift', 'Ember', 'Fjord', 'Glacier', 'Helix', 'Jade', 'Kinetic',
  'Lark', 'Mosaic', 'Opal', 'Prism', 'Quill', 'Rune', 'Sable', 'Talon', 'Verde', 'Wren', 'Axiom', 'Cinder', 'Dune', 'Elm', 'Fern',
  'Grove', 'Haven', 'Kite', 'Maple', 'Nectar', 'Oak', 'Pine', 'Quest', 'River', 'Stone', 'Thistle', 'Vale', 'Wave', 'Alder', 'Birch',
  'Canyon', 'Dawn', 'Falcon', 'Gale', 'Heron', 'Inlet', 'Lantern', 'Mesa', 'Northstar', 'Oasis', 'Peak', 'Redwood', 'Sierra',
  'Tundra', 'Upland', 'Vista', 'Aurora', 'Basalt', 'Coral', 'Dynamo', 'Everly', 'Firefly', 'Gemini', 'Horizon', 'Ivory', 'Jasper',
  'Keystone', 'Lumina', 'Monarch', 'Nordic', 'Olive', 'Paragon', 'Radiant', 'Sapphire', 'Trident', 'Vector', 'Wildflower', 'Anchor',
  'Bluebird', 'Compass', 'Driftwood', 'Evergreen', 'Foundry', 'Goldfinch', 'Highland', 'Ironwood', 'Kingfisher', 'Lighthouse',
  'Moonstone', 'Nightingale', 'Orchard', 'Pinnacle', 'Riverbend', 'Seabird', 'Timber', 'Westwind', 'Amber', 'Brook', 'Crest',
];
const SYLLABLES = ['ka', 'lo', 'ra', 'vi', 'ze', 'mo', 'ta', 'ni', 'sy', 'vo', 'ly', 'ne', 'xa', 'ri', 'zo', 'be', 'fa', 'lu', 'ma', 'no', 'pe', 'qui', 'sa', 'te', 'va', 'do', 'mi', 'ko', 'na', 'ti'];
const ENDINGS = ['ly', 'io', 'ify', 'ora', 'ex', 'iq', 'os', 'um', 'ara', 'ent', 'an', 'is', 'on', 'ia', 'eo', 'al', 'yx', 'ari'];
const SURNAMES = [
  'Hartmann', 'Cole', 'Whitfield', 'Brandt', 'Morrow', 'Ashby', 'Lindqvist', 'Moreau', 'Castell', 'Okafor', 'Reyes', 'Sutherland',
  'Vance', 'Keller', 'Dubois', 'Fischer', 'Harlow', 'Ingram', 'Jensen', 'Kowalski', 'Laurent', 'Mercer', 'Novak', 'Oakley',
  'Pritchard', 'Quinlan', 'Rasmussen', 'Sterling', 'Thornton', 'Underwood', 'Varga', 'Whitaker', 'Yates', 'Zimmer', 'Abbott',
  'Bellamy', 'Carver', 'Devereaux', 'Ellison', 'Fairbanks', 'Garrison', 'Holloway', 'Iverson', 'Kingsley', 'Langley', 'Marlowe',
];

const SUFFIXES: Record<string, string[]> = {
  fintech: ['Pay', 'Bank', 'Capital', 'Finance', 'Money', 'Ledger', 'Wallet', 'Credit', 'Payments'],
  healthtech: ['Health', 'Care', 'Med', 'Vita', 'Clinic', 'Diagnostics'],
  edtech: ['Learn', 'Academy', 'Edu', 'Classroom', 'Tutor', 'Learning'],
  insurtech: ['Insure', 'Cover', 'Assurance', 'Insurance'],
  proptech: ['Homes', 'Estate', 'Spaces', 'Property'],
  legaltech: ['Legal', 'Law', 'Counsel', 'Contracts'],
  hrtech: ['HR', 'People', 'Talent', 'Workforce', 'Payroll'],
  martech: ['Ads', 'Media', 'Reach', 'Signal', 'Audience'],
  ecommerce: ['Shop', 'Store', 'Cart', 'Goods', 'Commerce'],
  marketplaces: ['Market', 'Exchange', 'Hub', 'Bazaar'],
  saas: ['Labs', 'Software', 'Cloud', 'Works', 'HQ', 'io', 'App'],
  enterprise_software: ['Systems', 'Software', 'Technologies', 'Solutions'],
  devtools: ['Labs', 'Dev', 'Stack', 'Code', 'Build'],
  cybersecurity: ['Security', 'Shield', 'Guard', 'Secure', 'Defense', 'Sentinel'],
  ai_ml: ['AI', 'Intelligence', 'Labs', 'Mind', 'Neural'],
  data_analytics: ['Data', 'Analytics', 'Insights', 'Metrics'],
  cloud_infrastructure: ['Cloud', 'Compute', 'Hosting', 'Networks'],
  consumer_internet: ['Social', 'App', 'Connect', 'Loop'],
  gaming: ['Games', 'Studios', 'Interactive', 'Play'],
  media_entertainment: ['Media', 'Studios', 'Pictures', 'Press', 'Records'],
  travel: ['Travel', 'Trips', 'Stays', 'Journeys', 'Hotels'],
  mobility: ['Mobility', 'Rides', 'Motion', 'Transit'],
  logistics: ['Logistics', 'Freight', 'Shipping', 'Cargo'],
  foodtech: ['Eats', 'Kitchen', 'Food', 'Fresh', 'Grocer'],
  agritech: ['Agro', 'Farms', 'Harvest', 'Crop'],
  climate_tech: ['Energy', 'Solar', 'Carbon', 'Climate', 'Renewables'],
  crypto: ['Chain', 'Protocol', 'Labs', 'Coin', 'Network'],
  hardware: ['Devices', 'Electronics', 'Hardware', 'Instruments'],
  semiconductors: ['Semiconductor', 'Silicon', 'Micro', 'Chips'],
  robotics: ['Robotics', 'Automation', 'Machines', 'Dynamics'],
  telecommunications: ['Telecom', 'Networks', 'Mobile', 'Communications'],
  biotech: ['Bio', 'Therapeutics', 'Biosciences', 'Genomics'],
  pharmaceuticals: ['Pharma', 'Pharmaceuticals', 'Therapeutics', 'Laboratories'],
  medical_devices: ['Medical', 'Medtech', 'Diagnostics', 'Surgical'],
  healthcare: ['Hospital', 'Medical Center', 'Clinics', 'Health System', 'Health'],
  banking: ['Bank', 'Financial', 'Trust', 'Bancorp'],
  insurance: ['Insurance', 'Assurance', 'Mutual', 'Re'],
  asset_management: ['Capital', 'Partners', 'Investments', 'Asset Management', 'Advisors'],
  consulting: ['Consulting', 'Partners', 'Advisory', 'Strategy'],
  it_services: ['Technologies', 'Solutions', 'Digital', 'Infotech', 'IT Services'],
  accounting: ['Accountants', 'Audit', 'Advisory', 'Tax Partners'],
  retail: ['Stores', 'Retail', 'Outfitters', 'Supply'],
  consumer_goods: ['Foods', 'Brands', 'Beverages', 'Cosmetics', 'Home'],
  automotive: ['Motors', 'Automotive', 'Auto', 'Vehicles'],
  aerospace: ['Aerospace', 'Aviation', 'Space', 'Defense'],
  energy: ['Energy', 'Power', 'Utilities', 'Gas & Electric'],
  manufacturing: ['Industries', 'Manufacturing', 'Engineering', 'Materials'],
  real_estate: ['Properties', 'Realty', 'Developments', 'Builders'],
  education: ['University', 'College', 'Institute of Technology', 'Academy'],
  government: ['Digital Service', 'Transport Authority', 'City Council', 'Statistics Office'],
  non_profit: ['Foundation', 'Trust', 'Alliance', 'Initiative'],
  legal_services: ['LLP', 'Legal', 'Law'],
};

const FOUNDED: Record<Stage, [number, number]> = {
  pre_seed: [2022, 2025], seed: [2019, 2025], series_a: [2016, 2024], series_b: [2013, 2022], series_c: [2010, 2021],
  series_d_plus: [2005, 2019], public: [1950, 2015], private: [1900, 2020], acquired: [2000, 2020], bootstrapped: [1995, 2024],
  non_profit: [1900, 2020], public_sector: [1850, 2010],
};

function inventedWord(rng: Rng): string {
  const word = rng.pick(SYLLABLES) + (rng.chance(0.5) ? rng.pick(SYLLABLES) : '') + rng.pick(ENDINGS);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function companyName(rng: Rng, industry: IndustryDef, city: City): string {
  const suffix = rng.pick(SUFFIXES[industry.key] ?? ['Group']);
  const startupish = industry.tech && industry.stages !== 'mature';
  const x = rng.next();
  if (industry.key === 'legal_services' || industry.key === 'accounting') {
    const a = rng.pick(SURNAMES);
    let b = rng.pick(SURNAMES);
    if (b === a) b = rng.pick(SURNAMES);
    return industry.key === 'legal_services' ? `${a} & ${b}${suffix === 'LLP' ? ' LLP' : ''}` : `${a} ${b} ${suffix}`;
  }
  if (industry.key === 'education') return x < 0.5 ? `${rng.pick(ROOTS)} ${suffix}` : `${city.name} ${suffix}`;
  if (industry.key === 'government') return `${x < 0.5 ? city.name : city.country} ${suffix}`;
  if (industry.key === 'healthcare' && x < 0.4) return `${city.name} ${rng.pick(['General Hospital', 'Medical Center', 'Clinic', "Children's Hospital"])}`;
  if (startupish) {
    if (x < 0.35) return inventedWord(rng);
    if (x < 0.6 && suffix.length <= 5 && !suffix.includes(' ')) return `${rng.pick(ROOTS)}${suffix.toLowerCase()}`;
    return `${x < 0.85 ? rng.pick(ROOTS) : inventedWord(rng)} ${suffix}`;
  }
  if (x < 0.5) return `${rng.pick(ROOTS)} ${suffix}`;
  if (x < 0.8) return `${rng.pick(SURNAMES)} ${suffix}`;
  return `${city.name} ${suffix}`;
}

/** Invented companies stay below the giants: the largest employers are the well-known ones. */
const INVENTED_MAX: Partial<Record<Stage, number>> = { public: 60_000, private: 25_000, public_sector: 30_000, acquired: 5000, bootstrapped: 300, non_profit: 5000 };
const INDUSTRY_MAX: Record<string, number> = { legal_services: 4000, accounting: 8000, consulting: 20_000, non_profit: 5000 };

function employeesFor(rng: Rng, stage: Stage, industry: string): number {
  const [lo, max] = STAGE_EMPLOYEES[stage];
  const hi = Math.max(lo + 1, Math.min(max, INVENTED_MAX[stage] ?? max, INDUSTRY_MAX[industry] ?? max));
  // Long tail: most companies sit near the bottom of their stage's range.
  const u = Math.pow(rng.next(), 1.8);
  return Math.max(lo, Math.round(lo * Math.pow(hi / lo, u)));
}

/** All companies of a directory seed: well-known first (ids 1..), then invented ones. */
export function generateCompanies(seed: number): GeneratedCompany[] {
  const rng = new Rng(seed, 0xc0ffee);
  const companies: GeneratedCompany[] = [];
  const keys = new Set<string>();
  const domains = new Set<string>();
  const domainFor = (name: string) => {
    const base = slugify(name).replace(/-/g, '') || 'company';
    let domain = `${base}.example.com`;
    for (let n = 2; domains.has(domain); n++) domain = `${base}${n}.example.com`;
    domains.add(domain);
    return domain;
  };
  for (const known of KNOWN_COMPANIES) {
    const city = CITIES.find((c) => c.countryCode === known.country && c.name === known.city);
    if (!city) throw new Error(`known company ${known.name}: no city ${known.country}:${known.city}`);
    const nameKey = companyNameKey(known.name);
    keys.add(nameKey);
    companies.push({
      id: companies.length + 1, name: known.name, nameKey, domain: domainFor(known.name), industry: known.industry,
      employeeCount: known.employees, sizeBand: sizeBand(known.employees), fundingStage: known.stage, hqCityId: city.id,
      hqCity: city.name, hqCountryCode: city.countryCode, foundedYear: known.founded,
    });
  }
  const industries = new Weighted(INDUSTRIES, INDUSTRIES.map((i) => i.weight));
  // Headquarters follow where people are, with extra weight on tech hubs for tech companies.
  const hq = new Weighted(CITIES, CITIES.map((c) => c.share));
  for (let n = 0; n < INVENTED_COMPANIES; n++) {
    const industry = industries.pick(rng);
    const mix = STAGE_MIX[industry.stages];
    const stage = Weighted.of(Object.entries(mix) as Array<[Stage, number]>).pick(rng);
    const city = hq.pick(rng);
    let name = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      name = companyName(rng, industry, city);
      if (!keys.has(companyNameKey(name))) break;
      if (attempt === 19) name = `${name} ${rng.pick(ROOTS)}`;
    }
    const nameKey = companyNameKey(name);
    keys.add(nameKey);
    const employees = employeesFor(rng, stage, industry.key);
    const [from, to] = FOUNDED[stage];
    companies.push({
      id: companies.length + 1, name, nameKey, domain: domainFor(name), industry: industry.key, employeeCount: employees,
      sizeBand: sizeBand(employees), fundingStage: rng.chance(0.04) ? null : stage, hqCityId: city.id, hqCity: city.name,
      hqCountryCode: city.countryCode, foundedYear: rng.int(from, to),
    });
  }
  return companies;
}
