// The quality benchmark's briefs, written the way clients write them, each with the constraints
// its author intended, stated twice and independently of the engine:
//   - `intent`: the criteria a correct interpretation has (compared with the engine's criteria);
//   - `truth`: a SQL predicate over directory_person (alias p) that selects exactly the people
//     the client wants, evaluated by the database, never by the engine.
// Briefs marked `clarify` cannot be acted on as written: the engine must ask a question.

import { q, inRoles, inCities, hasSkill, speaks, workedAt, SOFTWARE, DEVELOPERS, ENGINEERS, SALES_LEADERS, BAY_AREA, EUROPE, NORDICS, DACH, LATAM, FAANG, inCountries } from './sql-predicates';
export interface Intent {
  roles?: string[];
  titleTerm?: string;
  seniority?: string[];
  /** "CC:City" */
  cities?: string[];
  regions?: string[];
  countries?: string[];
  excludeCountries?: string[];
  /** Exclusions: "never worked at Google" (ever), "not at Meta" (current). */
  excludeCompanies?: Array<{ when: 'current' | 'past' | 'ever'; names: string[] }>;
  /** "no recruiters": people in these roles are ruled out. */
  excludeRoles?: string[];
  companies?: Array<{ when: 'current' | 'past' | 'ever'; names: string[] }>;
  industries?: string[];
  stages?: string[];
  size?: [number | null, number | null];
  /** Each inner list is one criterion satisfied by any of its skills. */
  skills?: string[][];
  experience?: [number | null, number | null];
  languages?: string[][];
  target?: number;
}

export interface BenchCase {
  id: string;
  brief: string;
  clarify?: true;
  intent?: Intent;
  truth?: string;
  /** The people a place or an exclusion of the brief rules out (none of them may be verified). */
  rulesOut?: string;
}



export const CASES: BenchCase[] = [
  {
    id: 'senior-backend-berlin-go',
    brief: 'Find 25 senior backend engineers in Berlin with Go experience',
    intent: { roles: ['backend_engineer'], seniority: ['senior'], cities: ['DE:Berlin'], skills: [['Go']], target: 25 },
    truth: `${inRoles(['backend_engineer'])} AND p.seniority = 'senior' AND ${inCities(['DE:Berlin'])} AND ${hasSkill('Go')}`,
  },
  {
    id: 'ex-google-pms-bay-area',
    brief: 'ex-Google product managers in the SF Bay Area',
    intent: { roles: ['product_manager'], cities: BAY_AREA, companies: [{ when: 'past', names: ['Google'] }] },
    truth: `${inRoles(['product_manager'])} AND ${inCities(BAY_AREA)} AND ${workedAt('Google')}`,
  },
  {
    id: 'head-of-growth-series-b-fintech-london',
    brief: 'Head of Growth at Series B fintechs in London',
    intent: { roles: ['head_of_growth'], stages: ['series_b'], industries: ['fintech'], cities: ['GB:London'] },
    truth: `${inRoles(['head_of_growth'])} AND p.company_stage = 'series_b' AND p.company_industry = 'fintech' AND ${inCities(['GB:London'])}`,
  },
  {
    id: 'german-speaking-ds-dach',
    brief: 'data scientists in DACH who speak German, 5+ years experience',
    intent: { roles: ['data_scientist'], countries: DACH, languages: [['German']], experience: [5, null] },
    truth: `${inRoles(['data_scientist'])} AND ${inCountries(DACH)} AND ${speaks('German')} AND p.years_experience >= 5`,
  },
  {
    id: 'cto-seed-europe',
    brief: 'CTOs at seed-stage startups in Europe',
    intent: { roles: ['cto'], stages: ['seed'], countries: EUROPE },
    truth: `${inRoles(['cto'])} AND p.company_stage = 'seed' AND ${inCountries(EUROPE)}`,
  },
  {
    id: 'dozen-react-devs-amsterdam',
    brief: 'Looking for a dozen React devs in Amsterdam',
    intent: { roles: DEVELOPERS, skills: [['React']], cities: ['NL:Amsterdam'], target: 12 },
    truth: `${inRoles(DEVELOPERS)} AND ${hasSkill('React')} AND ${inCities(['NL:Amsterdam'])}`,
  },
  {
    id: 'vp-eng-or-cto-series-ab-nyc',
    brief: 'VP Eng or CTO at Series A/B startups in NYC, 10+ yrs',
    intent: { roles: ['vp_engineering', 'cto'], stages: ['series_a', 'series_b'], cities: ['US:New York City'], experience: [10, null] },
    truth: `${inRoles(['vp_engineering', 'cto'])} AND p.company_stage IN ('series_a', 'series_b') AND ${inCities(['US:New York City'])} AND p.years_experience >= 10`,
  },
  {
    id: 'sr-swe-k8s-terraform-us',
    brief: "need sr. SWE's w/ kubernetes + terraform in the US",
    intent: { roles: SOFTWARE, seniority: ['senior'], skills: [['Kubernetes'], ['Terraform']], countries: ['US'] },
    truth: `${inRoles(SOFTWARE)} AND p.seniority = 'senior' AND ${hasSkill('Kubernetes')} AND ${hasSkill('Terraform')} AND p.country_code = 'US'`,
  },
  {
    id: 'nurses-toronto',
    brief: 'nurses in Toronto',
    intent: { roles: ['nurse'], cities: ['CA:Toronto'] },
    truth: `${inRoles(['nurse'])} AND ${inCities(['CA:Toronto'])}`,
  },
  {
    id: 'de-backend-munich-go',
    brief: 'Suche 10 Senior Backend-Entwickler in München mit Go-Erfahrung',
    intent: { roles: ['backend_engineer'], seniority: ['senior'], cities: ['DE:Munich'], skills: [['Go']], target: 10 },
    truth: `${inRoles(['backend_engineer'])} AND p.seniority = 'senior' AND ${inCities(['DE:Munich'])} AND ${hasSkill('Go')}`,
  },
  {
    id: 'fr-python-devs-paris',
    brief: "Je cherche 5 développeurs Python à Paris avec plus de 5 ans d'expérience",
    intent: { roles: DEVELOPERS, skills: [['Python']], cities: ['FR:Paris'], experience: [5, null], target: 5 },
    truth: `${inRoles(DEVELOPERS)} AND ${hasSkill('Python')} AND ${inCities(['FR:Paris'])} AND p.years_experience >= 5`,
  },
  {
    id: 'es-data-engineers-madrid',
    brief: 'Busco 20 ingenieros de datos en Madrid',
    intent: { roles: ['data_engineer'], cities: ['ES:Madrid'], target: 20 },
    truth: `${inRoles(['data_engineer'])} AND ${inCities(['ES:Madrid'])}`,
  },
  {
    id: 'mle-pytorch-bay-seattle',
    brief: 'machine learning engineers with PyTorch, Bay Area or Seattle',
    intent: { roles: ['ml_engineer'], skills: [['PyTorch']], cities: [...BAY_AREA, 'US:Seattle'] },
    truth: `${inRoles(['ml_engineer'])} AND ${hasSkill('PyTorch')} AND ${inCities([...BAY_AREA, 'US:Seattle'])}`,
  },
  {
    id: 'ux-lisbon-porto-portuguese',
    brief: 'UX designers in Lisbon or Porto, Portuguese speakers',
    intent: { roles: ['ux_designer'], cities: ['PT:Lisbon', 'PT:Porto'], languages: [['Portuguese']] },
    truth: `${inRoles(['ux_designer'])} AND ${inCities(['PT:Lisbon', 'PT:Porto'])} AND ${speaks('Portuguese')}`,
  },
  {
    id: 'aes-saas-nordics',
    brief: 'Account executives at SaaS companies in the Nordics',
    intent: { roles: ['account_executive'], industries: ['saas'], countries: NORDICS },
    truth: `${inRoles(['account_executive'])} AND p.company_industry = 'saas' AND ${inCountries(NORDICS)}`,
  },
  {
    id: 'recruiters-faang',
    brief: 'recruiters at FAANG',
    intent: { roles: ['recruiter', 'technical_recruiter'], companies: [{ when: 'current', names: FAANG }] },
    truth: `${inRoles(['recruiter', 'technical_recruiter'])} AND p.company_name IN (${q(FAANG)})`,
  },
  {
    id: 'em-ex-amazon-london',
    brief: 'engineering managers who used to work at Amazon, based in London',
    intent: { roles: ['engineering_manager'], companies: [{ when: 'past', names: ['Amazon'] }], cities: ['GB:London'] },
    truth: `${inRoles(['engineering_manager'])} AND ${workedAt('Amazon')} AND ${inCities(['GB:London'])}`,
  },
  {
    id: 'top10-cfo-public-germany',
    brief: 'top 10 CFOs at public companies in Germany',
    intent: { roles: ['cfo'], stages: ['public'], countries: ['DE'], target: 10 },
    truth: `${inRoles(['cfo'])} AND p.company_stage = 'public' AND p.country_code = 'DE'`,
  },
  {
    id: 'staff-principal-rust',
    brief: 'Staff or principal engineers with Rust experience',
    intent: { roles: ENGINEERS, seniority: ['staff', 'principal'], skills: [['Rust']] },
    truth: `${inRoles(ENGINEERS)} AND p.seniority IN ('staff', 'principal') AND ${hasSkill('Rust')}`,
  },
  {
    id: 'product-designers-fintech-berlin',
    brief: 'product designers working in fintech, Berlin',
    intent: { roles: ['product_designer'], industries: ['fintech'], cities: ['DE:Berlin'] },
    truth: `${inRoles(['product_designer'])} AND p.company_industry = 'fintech' AND ${inCities(['DE:Berlin'])}`,
  },
  {
    id: 'devops-aws-terraform-india',
    brief: 'DevOps engineers with AWS and Terraform in India',
    intent: { roles: ['devops_engineer'], skills: [['AWS'], ['Terraform']], countries: ['IN'] },
    truth: `${inRoles(['devops_engineer'])} AND ${hasSkill('AWS')} AND ${hasSkill('Terraform')} AND p.country_code = 'IN'`,
  },
  {
    id: 'healthtech-pms-ny',
    brief: 'healthtech PMs in New York',
    intent: { roles: ['product_manager'], industries: ['healthtech'], cities: ['US:New York City'] },
    truth: `${inRoles(['product_manager'])} AND p.company_industry = 'healthtech' AND ${inCities(['US:New York City'])}`,
  },
  {
    id: 'senior-data-eng-spark-airflow-blr',
    brief: 'Senior data engineers (Spark, Airflow) in Bangalore',
    intent: { roles: ['data_engineer'], seniority: ['senior'], skills: [['Spark'], ['Airflow']], cities: ['IN:Bengaluru'] },
    truth: `${inRoles(['data_engineer'])} AND p.seniority = 'senior' AND ${hasSkill('Spark')} AND ${hasSkill('Airflow')} AND ${inCities(['IN:Bengaluru'])}`,
  },
  {
    id: 'sales-leaders-500plus-france',
    brief: 'sales leaders at companies with 500+ employees in France',
    intent: { roles: SALES_LEADERS, size: [500, null], countries: ['FR'] },
    truth: `${inRoles(SALES_LEADERS)} AND p.company_size >= 500 AND p.country_code = 'FR'`,
  },
  {
    id: 'head-of-partnerships-uk-fintech',
    brief: 'Heads of Partnerships at fintechs in the UK',
    intent: { titleTerm: 'head of partnership', industries: ['fintech'], countries: ['GB'] },
    truth: `p.title ILIKE '%head of partnership%' AND p.company_industry = 'fintech' AND p.country_code = 'GB'`,
  },
  {
    id: 'ios-stockholm-swiftui',
    brief: 'iOS developers in Stockholm with SwiftUI',
    intent: { roles: ['ios_engineer'], cities: ['SE:Stockholm'], skills: [['SwiftUI']] },
    truth: `${inRoles(['ios_engineer'])} AND ${inCities(['SE:Stockholm'])} AND ${hasSkill('SwiftUI')}`,
  },
  {
    id: 'mandarin-am-singapore',
    brief: 'Mandarin-speaking account managers in Singapore',
    intent: { roles: ['account_manager'], languages: [['Mandarin']], cities: ['SG:Singapore'] },
    truth: `${inRoles(['account_manager'])} AND ${speaks('Mandarin')} AND ${inCities(['SG:Singapore'])}`,
  },
  {
    id: 'junior-frontend-poland',
    brief: 'junior frontend devs, under 2 years of experience, Poland',
    intent: { roles: ['frontend_engineer'], seniority: ['junior'], experience: [null, 1], countries: ['PL'] },
    truth: `${inRoles(['frontend_engineer'])} AND p.seniority = 'junior' AND p.years_experience <= 1 AND p.country_code = 'PL'`,
  },
  {
    id: 'security-cyber-startups-tlv',
    brief: 'security engineers at cybersecurity startups in Tel Aviv',
    intent: { roles: ['security_engineer'], industries: ['cybersecurity'], stages: ['pre_seed', 'seed', 'series_a', 'series_b'], cities: ['IL:Tel Aviv'] },
    truth: `${inRoles(['security_engineer'])} AND p.company_industry = 'cybersecurity' AND p.company_stage IN ('pre_seed', 'seed', 'series_a', 'series_b') AND ${inCities(['IL:Tel Aviv'])}`,
  },
  {
    id: 'tech-recruiters-austin-denver',
    brief: 'Find me 15 technical recruiters in Austin or Denver',
    intent: { roles: ['technical_recruiter'], cities: ['US:Austin', 'US:Denver'], target: 15 },
    truth: `${inRoles(['technical_recruiter'])} AND ${inCities(['US:Austin', 'US:Denver'])}`,
  },
  {
    id: 'paralegals-chicago',
    brief: 'Paralegals in Chicago',
    intent: { roles: ['paralegal'], cities: ['US:Chicago'] },
    truth: `${inRoles(['paralegal'])} AND ${inCities(['US:Chicago'])}`,
  },
  {
    id: 'chief-of-staff-series-c-plus-sf',
    brief: 'chief of staff at series C+ companies in SF',
    intent: { roles: ['chief_of_staff'], stages: ['series_c', 'series_d_plus'], cities: ['US:San Francisco'] },
    truth: `${inRoles(['chief_of_staff'])} AND p.company_stage IN ('series_c', 'series_d_plus') AND ${inCities(['US:San Francisco'])}`,
  },
  {
    id: 'python-or-go-backend-europe-8y',
    brief: 'Python or Go backend engineers in Europe with 8+ years',
    intent: { roles: ['backend_engineer'], skills: [['Python', 'Go']], countries: EUROPE, experience: [8, null] },
    truth: `${inRoles(['backend_engineer'])} AND ${hasSkill('Python', 'Go')} AND ${inCountries(EUROPE)} AND p.years_experience >= 8`,
  },
  {
    id: 'qa-cypress-spain',
    brief: 'Experienced QA automation engineers with Cypress, Spain',
    intent: { roles: ['qa_engineer'], skills: [['Cypress']], countries: ['ES'] },
    truth: `${inRoles(['qa_engineer'])} AND ${hasSkill('Cypress')} AND p.country_code = 'ES'`,
  },
  {
    id: 'bilingual-csm-miami',
    brief: 'bilingual English/Spanish customer success managers in Miami',
    intent: { roles: ['customer_success_manager'], languages: [['English'], ['Spanish']], cities: ['US:Miami'] },
    truth: `${inRoles(['customer_success_manager'])} AND ${speaks('English')} AND ${speaks('Spanish')} AND ${inCities(['US:Miami'])}`,
  },
  {
    id: 'growth-marketers-consumer-latam',
    brief: 'growth marketers at consumer internet companies in LATAM',
    intent: { roles: ['growth_marketer'], industries: ['consumer_internet'], countries: LATAM },
    truth: `${inRoles(['growth_marketer'])} AND p.company_industry = 'consumer_internet' AND ${inCountries(LATAM)}`,
  },
  {
    id: 'gerentes-producto-cdmx',
    brief: 'Busco gerentes de producto en Ciudad de México',
    intent: { roles: ['product_manager'], cities: ['MX:Mexico City'] },
    truth: `${inRoles(['product_manager'])} AND ${inCities(['MX:Mexico City'])}`,
  },
  {
    id: 'fr-data-analysts-lyon-english',
    brief: 'Trouve-moi des data analysts à Lyon parlant anglais',
    intent: { roles: ['data_analyst'], cities: ['FR:Lyon'], languages: [['English']] },
    truth: `${inRoles(['data_analyst'])} AND ${inCities(['FR:Lyon'])} AND ${speaks('English')}`,
  },
  {
    id: 'typos-fullstack-london',
    brief: 'Looking for senoir full stak developers in Londn',
    intent: { roles: ['fullstack_engineer'], seniority: ['senior'], cities: ['GB:London'] },
    truth: `${inRoles(['fullstack_engineer'])} AND p.seniority = 'senior' AND ${inCities(['GB:London'])}`,
  },
  {
    id: 'nurses-physicians-sydney',
    brief: 'Find 30 nurses or physicians in Sydney',
    intent: { roles: ['nurse', 'physician'], cities: ['AU:Sydney'], target: 30 },
    truth: `${inRoles(['nurse', 'physician'])} AND ${inCities(['AU:Sydney'])}`,
  },
  {
    id: 'go-developers',
    brief: 'Go developers',
    intent: { roles: DEVELOPERS, skills: [['Go']] },
    truth: `${inRoles(DEVELOPERS)} AND ${hasSkill('Go')}`,
  },
  {
    id: 'senior-plus-android-outside-us',
    brief: 'Senior+ Android engineers outside the US',
    intent: { roles: ['android_engineer'], seniority: ['senior', 'staff', 'principal'], excludeCountries: ['US'] },
    truth: `${inRoles(['android_engineer'])} AND p.seniority IN ('senior', 'staff', 'principal') AND p.country_code <> 'US'`,
  },
  {
    id: 'couple-coos-sg-hk',
    brief: 'A couple of COOs in Singapore or Hong Kong',
    intent: { roles: ['coo'], cities: ['SG:Singapore', 'HK:Hong Kong'], target: 2 },
    truth: `${inRoles(['coo'])} AND ${inCities(['SG:Singapore', 'HK:Hong Kong'])}`,
  },
  {
    id: 'fintech-founders-berlin',
    brief: 'fintech founders in Berlin',
    intent: { roles: ['founder'], industries: ['fintech'], cities: ['DE:Berlin'] },
    truth: `${inRoles(['founder'])} AND p.company_industry = 'fintech' AND ${inCities(['DE:Berlin'])}`,
  },
  {
    id: 'python-devs-small-companies-germany',
    brief: 'Python developers at companies with fewer than 50 employees in Germany',
    intent: { roles: DEVELOPERS, skills: [['Python']], size: [null, 49], countries: ['DE'] },
    truth: `${inRoles(DEVELOPERS)} AND ${hasSkill('Python')} AND p.company_size <= 49 AND p.country_code = 'DE'`,
  },
  {
    id: 'mid-analysts-chicago-sql-tableau',
    brief: 'hiring 8 mid-level data analysts in Chicago with SQL and Tableau',
    intent: { roles: ['data_analyst'], seniority: ['mid'], cities: ['US:Chicago'], skills: [['SQL'], ['Tableau']], target: 8 },
    truth: `${inRoles(['data_analyst'])} AND p.seniority = 'mid' AND ${inCities(['US:Chicago'])} AND ${hasSkill('SQL')} AND ${hasSkill('Tableau')}`,
  },
  {
    id: 'sdrs-nyc-terse',
    brief: 'sdrs nyc',
    intent: { roles: ['sdr'], cities: ['US:New York City'] },
    truth: `${inRoles(['sdr'])} AND ${inCities(['US:New York City'])}`,
  },
  {
    id: 'stripe-engineers',
    brief: 'Engineers currently at Stripe',
    intent: { roles: ENGINEERS, companies: [{ when: 'current', names: ['Stripe'] }] },
    truth: `${inRoles(ENGINEERS)} AND p.company_name = 'Stripe'`,
  },
  {
    id: 'long-brief-platform-eng',
    brief:
      'Hi team — we are hiring for our infrastructure group. Could you pull together around 20 platform engineers based in Amsterdam or Berlin? ' +
      'They should know Kubernetes, have 6+ years in the industry, and be comfortable in English.',
    intent: { roles: ['platform_engineer'], cities: ['NL:Amsterdam', 'DE:Berlin'], skills: [['Kubernetes']], experience: [6, null], languages: [['English']], target: 20 },
    truth: `${inRoles(['platform_engineer'])} AND ${inCities(['NL:Amsterdam', 'DE:Berlin'])} AND ${hasSkill('Kubernetes')} AND p.years_experience >= 6 AND ${speaks('English')}`,
  },
  // ------------------------------------------------------------ briefs that need a question
  { id: 'too-many', brief: 'Find 5000 engineers in London', clarify: true },
  { id: 'some-people', brief: 'find me some people', clarify: true },
  { id: 'gibberish', brief: 'asdf', clarify: true },
  { id: 'weather', brief: "what's the weather in Paris tomorrow?", clarify: true },
  { id: 'just-engineers', brief: 'engineers', clarify: true },
  { id: 'everyone-us', brief: 'people in the US', clarify: true },
  { id: 'junior-cto-20y', brief: 'junior CTOs with 20+ years of experience', clarify: true },
  { id: 'seed-10k-employees', brief: 'founders of seed-stage startups with 10,000+ employees', clarify: true },
  { id: 'ten-people', brief: '10 people please', clarify: true },
  { id: 'hello', brief: 'hello, can you help me?', clarify: true },
];
