// A third set, written last and run once before any change it might prompt (its first-run
// figures are in server/search/README.md). Run with: npx tsx bench/search-quality/run.ts --set fresh
import type { BenchCase } from './briefs';
import { q, inRoles, inCities, hasSkill, speaks, workedAtAny } from './sql-predicates';

const EAST_COAST = ['US-MA', 'US-RI', 'US-CT', 'US-NY', 'US-NJ', 'US-PA', 'US-MD', 'US-DC', 'US-VA', 'US-NC', 'US-GA', 'US-FL'];

export const FRESH_CASES: BenchCase[] = [
  {
    id: 'f-frontend-react-ts-austin',
    brief: 'Frontend engineers, React + TypeScript, Austin TX',
    intent: { roles: ['frontend_engineer'], skills: [['React'], ['TypeScript']], cities: ['US:Austin'] },
    truth: `${inRoles(['frontend_engineer'])} AND ${hasSkill('React')} AND ${hasSkill('TypeScript')} AND ${inCities(['US:Austin'])}`,
  },
  {
    id: 'f-gtm-leaders-east-coast',
    brief: 'Looking for experienced GTM leaders (VP Sales / CRO) on the US East Coast',
    intent: { roles: ['vp_sales', 'cro'], regions: EAST_COAST },
    truth: `${inRoles(['vp_sales', 'cro'])} AND p.region_code IN (${q(EAST_COAST)})`,
  },
  {
    id: 'f-backend-elixir',
    brief: 'Backend engineers who know Elixir',
    intent: { roles: ['backend_engineer'], skills: [['Elixir']] },
    truth: `${inRoles(['backend_engineer'])} AND ${hasSkill('Elixir')}`,
  },
  {
    id: 'f-principal-ds-recsys-amsterdam',
    brief: 'principal data scientists, recsys, Amsterdam',
    intent: { roles: ['data_scientist'], seniority: ['principal'], skills: [['Recommender Systems']], cities: ['NL:Amsterdam'] },
    truth: `${inRoles(['data_scientist'])} AND p.seniority = 'principal' AND ${hasSkill('Recommender Systems')} AND ${inCities(['NL:Amsterdam'])}`,
  },
  {
    id: 'f-bilingual-support-montreal',
    brief: 'Bilingual French-English customer support agents in Montreal',
    intent: { roles: ['support_specialist'], languages: [['French'], ['English']], cities: ['CA:Montreal'] },
    truth: `${inRoles(['support_specialist'])} AND ${speaks('French')} AND ${speaks('English')} AND ${inCities(['CA:Montreal'])}`,
  },
  {
    id: 'f-sales-engineers-aus',
    brief: 'Sales engineers in Sydney or Melbourne',
    intent: { roles: ['sales_engineer'], cities: ['AU:Sydney', 'AU:Melbourne'] },
    truth: `${inRoles(['sales_engineer'])} AND ${inCities(['AU:Sydney', 'AU:Melbourne'])}`,
  },
  {
    id: 'f-accountants-dublin-ifrs',
    brief: 'Find me 7 accountants in Dublin with IFRS',
    intent: { roles: ['accountant'], cities: ['IE:Dublin'], skills: [['IFRS']], target: 7 },
    truth: `${inRoles(['accountant'])} AND ${inCities(['IE:Dublin'])} AND ${hasSkill('IFRS')}`,
  },
  {
    id: 'f-cloud-architects-azure-nl',
    brief: 'Cloud architects with Azure, Netherlands',
    intent: { roles: ['cloud_engineer'], skills: [['Azure']], countries: ['NL'] },
    truth: `${inRoles(['cloud_engineer'])} AND ${hasSkill('Azure')} AND p.country_code = 'NL'`,
  },
  {
    id: 'f-designers-ex-spotify-klarna',
    brief: 'Senior product designers ex-Spotify or ex-Klarna in Stockholm',
    intent: { roles: ['product_designer'], seniority: ['senior'], companies: [{ when: 'past', names: ['Spotify', 'Klarna'] }], cities: ['SE:Stockholm'] },
    truth: `${inRoles(['product_designer'])} AND p.seniority = 'senior' AND ${workedAtAny(['Spotify', 'Klarna'])} AND ${inCities(['SE:Stockholm'])}`,
  },
  {
    id: 'f-junior-analysts-hyderabad',
    brief: 'junior data analysts in Hyderabad',
    intent: { roles: ['data_analyst'], seniority: ['junior'], cities: ['IN:Hyderabad'] },
    truth: `${inRoles(['data_analyst'])} AND p.seniority = 'junior' AND ${inCities(['IN:Hyderabad'])}`,
  },
  {
    id: 'f-blockchain-devs-solidity',
    brief: 'blockchain devs with Solidity',
    intent: { roles: ['blockchain_engineer'], skills: [['Solidity']] },
    truth: `${inRoles(['blockchain_engineer'])} AND ${hasSkill('Solidity')}`,
  },
  {
    id: 'f-doctors-paris',
    brief: 'Medical doctors in Paris',
    intent: { roles: ['physician'], cities: ['FR:Paris'] },
    truth: `${inRoles(['physician'])} AND ${inCities(['FR:Paris'])}`,
  },
  {
    id: 'f-coo-head-ops-fintech-sg',
    brief: 'COO or Head of Ops at fintechs in Singapore',
    intent: { roles: ['coo', 'head_of_operations'], industries: ['fintech'], cities: ['SG:Singapore'] },
    truth: `${inRoles(['coo', 'head_of_operations'])} AND p.company_industry = 'fintech' AND ${inCities(['SG:Singapore'])}`,
  },
  {
    id: 'f-cmos-consumer-goods-nyc',
    brief: 'Need 3 Chief Marketing Officers at consumer goods brands, based in NYC',
    intent: { roles: ['cmo'], industries: ['consumer_goods'], cities: ['US:New York City'], target: 3 },
    truth: `${inRoles(['cmo'])} AND p.company_industry = 'consumer_goods' AND ${inCities(['US:New York City'])}`,
  },
  {
    id: 'f-testers-romania',
    brief: 'software testers in Bucharest or Cluj',
    intent: { roles: ['qa_engineer'], cities: ['RO:Bucharest', 'RO:Cluj-Napoca'] },
    truth: `${inRoles(['qa_engineer'])} AND ${inCities(['RO:Bucharest', 'RO:Cluj-Napoca'])}`,
  },
  {
    id: 'f-finance-fpa-public-toronto',
    brief: 'FP&A analysts at public companies in Toronto',
    intent: { roles: ['financial_analyst'], stages: ['public'], cities: ['CA:Toronto'] },
    truth: `${inRoles(['financial_analyst'])} AND p.company_stage = 'public' AND ${inCities(['CA:Toronto'])}`,
  },
  {
    id: 'f-ex-mckinsey-ops',
    brief: 'operations managers who previously worked at McKinsey',
    intent: { roles: ['operations_manager'], companies: [{ when: 'past', names: ['McKinsey & Company'] }] },
    truth: `${inRoles(['operations_manager'])} AND ${workedAtAny(['McKinsey & Company'])}`,
  },
  {
    id: 'f-pms-seattle-10y',
    brief: 'Product managers in Seattle with over 10 years of experience',
    intent: { roles: ['product_manager'], cities: ['US:Seattle'], experience: [10, null] },
    truth: `${inRoles(['product_manager'])} AND ${inCities(['US:Seattle'])} AND p.years_experience >= 10`,
  },
  {
    id: 'f-mobile-flutter-lagos',
    brief: 'Flutter mobile developers in Lagos',
    intent: { roles: ['mobile_engineer'], skills: [['Flutter']], cities: ['NG:Lagos'] },
    truth: `${inRoles(['mobile_engineer'])} AND ${hasSkill('Flutter')} AND ${inCities(['NG:Lagos'])}`,
  },
  {
    id: 'f-recruiters-japanese-tokyo',
    brief: 'Japanese-speaking recruiters in Tokyo',
    intent: { roles: ['recruiter', 'technical_recruiter'], languages: [['Japanese']], cities: ['JP:Tokyo'] },
    truth: `${inRoles(['recruiter', 'technical_recruiter'])} AND ${speaks('Japanese')} AND ${inCities(['JP:Tokyo'])}`,
  },
  { id: 'f-someone-great', brief: 'need someone great', clarify: true },
  { id: 'f-million', brief: 'find 1000000 people in fintech', clarify: true },
  { id: 'f-london', brief: 'London', clarify: true },
  { id: 'f-intern-director', brief: 'intern directors of engineering', clarify: true },
];
