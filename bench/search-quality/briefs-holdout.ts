// A second set of briefs, written after the engine was tuned on briefs.ts and kept out of that
// tuning: its figures show how the interpreter does on phrasing it was not fitted to.
// Run with: npx tsx bench/search-quality/run.ts --set holdout
import type { BenchCase } from './briefs';
import { q, inRoles, inCities, hasSkill, speaks, workedAt, DEVELOPERS, EMEA } from './sql-predicates';

const UK_IE = ['GB', 'IE'];

export const HOLDOUT_CASES: BenchCase[] = [
  {
    id: 'h-sre-dublin',
    brief: 'SREs in Dublin please, at least 4 years',
    intent: { roles: ['site_reliability_engineer'], cities: ['IE:Dublin'], experience: [4, null] },
    truth: `${inRoles(['site_reliability_engineer'])} AND ${inCities(['IE:Dublin'])} AND p.years_experience >= 4`,
  },
  {
    id: 'h-frontend-vue-barcelona',
    brief: 'We need 6 front-end developers who know Vue for our Barcelona office',
    intent: { roles: ['frontend_engineer'], skills: [['Vue.js']], cities: ['ES:Barcelona'], target: 6 },
    truth: `${inRoles(['frontend_engineer'])} AND ${hasSkill('Vue.js')} AND ${inCities(['ES:Barcelona'])}`,
  },
  {
    id: 'h-cfo-ex-goldman',
    brief: 'CFOs, former Goldman Sachs',
    intent: { roles: ['cfo'], companies: [{ when: 'past', names: ['Goldman Sachs'] }] },
    truth: `${inRoles(['cfo'])} AND ${workedAt('Goldman Sachs')}`,
  },
  {
    id: 'h-data-analysts-sao-paulo',
    brief: 'analistas de dados em São Paulo',
    intent: { roles: ['data_analyst'], cities: ['BR:São Paulo'] },
    truth: `${inRoles(['data_analyst'])} AND ${inCities(['BR:São Paulo'])}`,
  },
  {
    id: 'h-pmm-b2b-saas-uk-ireland',
    brief: 'Product marketing managers, B2B SaaS, UK & Ireland',
    intent: { roles: ['product_marketing_manager'], industries: ['saas'], countries: UK_IE },
    truth: `${inRoles(['product_marketing_manager'])} AND p.company_industry = 'saas' AND p.country_code IN (${q(UK_IE)})`,
  },
  {
    id: 'h-lead-designers-figma',
    brief: 'lead product designers, strong Figma and design systems skills',
    intent: { roles: ['product_designer'], seniority: ['staff'], skills: [['Figma'], ['Design Systems']] },
    truth: `${inRoles(['product_designer'])} AND p.seniority = 'staff' AND ${hasSkill('Figma')} AND ${hasSkill('Design Systems')}`,
  },
  {
    id: 'h-ml-engineers-llm-remote-canada',
    brief: 'ML engineers with LLM experience anywhere in Canada',
    intent: { roles: ['ml_engineer'], skills: [['LLMs']], countries: ['CA'] },
    truth: `${inRoles(['ml_engineer'])} AND ${hasSkill('LLMs')} AND p.country_code = 'CA'`,
  },
  {
    id: 'h-controllers-zurich-german',
    brief: 'Financial controllers in Zurich, fluent German',
    intent: { roles: ['controller'], cities: ['CH:Zurich'], languages: [['German']] },
    truth: `${inRoles(['controller'])} AND ${inCities(['CH:Zurich'])} AND ${speaks('German')}`,
  },
  {
    id: 'h-solutions-engineers-emea',
    brief: 'Give me 40 solutions engineers across EMEA',
    intent: {
      roles: ['sales_engineer'], target: 40,
      countries: EMEA,
    },
    truth: `${inRoles(['sales_engineer'])} AND p.country_code IN ('DE','FR','NL','ES','PL','IT','SE','IE','PT','AT','BE','DK','FI','CZ','RO','GR','HU','EE','LT','GB','CH','NO','UA','IL','AE','SA','EG','TR','ZA','NG','KE')`,
  },
  {
    id: 'h-android-kotlin-compose-warsaw',
    brief: 'Android devs (Kotlin, Jetpack Compose) - Warsaw or Kraków',
    intent: { roles: ['android_engineer'], skills: [['Kotlin'], ['Jetpack Compose']], cities: ['PL:Warsaw', 'PL:Kraków'] },
    truth: `${inRoles(['android_engineer'])} AND ${hasSkill('Kotlin')} AND ${hasSkill('Jetpack Compose')} AND ${inCities(['PL:Warsaw', 'PL:Kraków'])}`,
  },
  {
    id: 'h-vp-sales-series-c',
    brief: 'VPs of Sales at Series C companies',
    intent: { roles: ['vp_sales'], stages: ['series_c'] },
    truth: `${inRoles(['vp_sales'])} AND p.company_stage = 'series_c'`,
  },
  {
    id: 'h-hrbp-munich',
    brief: 'HR business partners in Munich with employment law knowledge',
    intent: { roles: ['hr_business_partner'], cities: ['DE:Munich'], skills: [['Employment Law']] },
    truth: `${inRoles(['hr_business_partner'])} AND ${inCities(['DE:Munich'])} AND ${hasSkill('Employment Law')}`,
  },
  {
    id: 'h-data-engineers-snowflake-dbt-us',
    brief: 'data engineers - snowflake + dbt - US only, 5-10 yrs',
    intent: { roles: ['data_engineer'], skills: [['Snowflake'], ['dbt']], countries: ['US'], experience: [5, 10] },
    truth: `${inRoles(['data_engineer'])} AND ${hasSkill('Snowflake')} AND ${hasSkill('dbt')} AND p.country_code = 'US' AND p.years_experience BETWEEN 5 AND 10`,
  },
  {
    id: 'h-ex-meta-engineers-london',
    brief: 'ex-Meta software engineers in London',
    intent: { roles: ['software_engineer', 'backend_engineer', 'frontend_engineer', 'fullstack_engineer', 'mobile_engineer', 'ios_engineer', 'android_engineer', 'platform_engineer', 'embedded_engineer', 'game_developer', 'blockchain_engineer'], companies: [{ when: 'past', names: ['Meta'] }], cities: ['GB:London'] },
    truth: `${inRoles(['software_engineer', 'backend_engineer', 'frontend_engineer', 'fullstack_engineer', 'mobile_engineer', 'ios_engineer', 'android_engineer', 'platform_engineer', 'embedded_engineer', 'game_developer', 'blockchain_engineer'])} AND ${workedAt('Meta')} AND ${inCities(['GB:London'])}`,
  },
  {
    id: 'h-customer-support-manila',
    brief: 'customer support reps in Manila',
    intent: { roles: ['support_specialist'], cities: ['PH:Manila'] },
    truth: `${inRoles(['support_specialist'])} AND ${inCities(['PH:Manila'])}`,
  },
  {
    id: 'h-embedded-automotive-germany',
    brief: 'embedded software engineers in the automotive industry in Germany',
    intent: { roles: ['embedded_engineer'], industries: ['automotive'], countries: ['DE'] },
    truth: `${inRoles(['embedded_engineer'])} AND p.company_industry = 'automotive' AND p.country_code = 'DE'`,
  },
  {
    id: 'h-typescript-node-devs-toronto',
    brief: 'Typescript/Node developers, Toronto, senior',
    intent: { roles: DEVELOPERS, skills: [['TypeScript'], ['Node.js']], cities: ['CA:Toronto'], seniority: ['senior'] },
    truth: `${inRoles(DEVELOPERS)} AND ${hasSkill('TypeScript')} AND ${hasSkill('Node.js')} AND ${inCities(['CA:Toronto'])} AND p.seniority = 'senior'`,
  },
  {
    id: 'h-pharmacists-bavaria',
    brief: 'Apotheker in Bayern',
    intent: { roles: ['pharmacist'], regions: ['DE-BY'] },
    truth: `${inRoles(['pharmacist'])} AND p.region_code = 'DE-BY'`,
  },
  {
    id: 'h-scrum-masters-texas',
    brief: 'Scrum masters in Texas',
    intent: { roles: ['project_manager'], regions: ['US-TX'] },
    truth: `${inRoles(['project_manager'])} AND p.region_code = 'US-TX'`,
  },
  {
    id: 'h-heads-of-data-startups',
    brief: 'Heads of Data at early-stage startups',
    intent: { roles: ['head_of_data'], stages: ['pre_seed', 'seed', 'series_a'] },
    truth: `${inRoles(['head_of_data'])} AND p.company_stage IN ('pre_seed', 'seed', 'series_a')`,
  },
  { id: 'h-vague-talent', brief: 'I need talent', clarify: true },
  { id: 'h-contradiction-intern-vp', brief: 'intern VPs of Engineering', clarify: true },
  { id: 'h-too-many-words', brief: 'ten thousand salespeople in Europe', clarify: true },
  { id: 'h-only-place', brief: 'Berlin', clarify: true },
  { id: 'h-managers', brief: 'managers', clarify: true },
];
