// Words for several roles at once ("engineers", "software engineers", "sales leaders",
// "C-suite"), and the words that mean "people" without saying which. A phrase here wins over
// the same phrase in roles.ts ("software engineer" means the whole software family).
import { ROLES, fixedLevel, type RoleDef } from './roles';
import type { Seniority } from './seniority';

interface RoleGroup {
  phrases: string[];
  label: string;
  roleKeys: string[];
  /** So broad that, alone, it would match a large part of the directory. */
  generic: boolean;
  impliedLevels?: Seniority[];
  /** Titles people write for it that no role of the taxonomy reads ("Sales Representative"), matched on their words. */
  titleTerms?: string[];
}

const keys = (filter: (role: RoleDef) => boolean) => ROLES.filter(filter).map((role) => role.key);
const ic = (role: RoleDef) => fixedLevel(role) === null;

const SOFTWARE = ['software_engineer', 'backend_engineer', 'frontend_engineer', 'fullstack_engineer', 'mobile_engineer', 'ios_engineer', 'android_engineer', 'platform_engineer', 'embedded_engineer', 'game_developer', 'blockchain_engineer'];
const DEVELOPERS = [...SOFTWARE, 'devops_engineer', 'site_reliability_engineer', 'cloud_engineer', 'security_engineer', 'qa_engineer', 'data_engineer', 'ml_engineer', 'analytics_engineer', 'solutions_architect'];
const ENGINEERS = [...DEVELOPERS, 'hardware_engineer', 'mechanical_engineer', 'robotics_engineer', 'network_engineer'];

export const ROLE_GROUPS: RoleGroup[] = [
  { phrases: ['software engineer', 'software developer', 'software engineering', 'software development', 'swe', 'software dev', 'software development engineer', 'sde', 'softwareentwickler', 'software entwickler', 'ingenieur logiciel', 'ingeniero de software', 'desarrollador de software'], label: 'Software Engineer', roleKeys: SOFTWARE, generic: false },
  { phrases: ['developer', 'dev', 'programmer', 'coder', 'entwickler', 'developpeur', 'desarrollador', 'desarrolladore', 'sviluppatore', 'programador', 'programmeur', 'hacker'], label: 'Developer', roleKeys: DEVELOPERS, generic: true },
  { phrases: ['engineer', 'ingenieur', 'ingeniero', 'ingegnere', 'engenheiro', 'techie', 'technologist'], label: 'Engineer', roleKeys: ENGINEERS, generic: true },
  { phrases: ['tech lead', 'technical lead', 'lead developer', 'lead engineer', 'lead dev'], label: 'Tech Lead', roleKeys: SOFTWARE, generic: false, impliedLevels: ['staff'] },
  // A software title at its level: "staff engineer" is no civil engineer.
  { phrases: ['staff engineer', 'staff software engineer', 'staff swe'], label: 'Staff Engineer', roleKeys: SOFTWARE, generic: false, impliedLevels: ['staff'] },
  { phrases: ['engineering', 'engineering team', 'engineering people', 'engineering folk', 'tech people', 'people in tech', 'tech talent', 'technical people', 'technical profile', 'technical talent'], label: 'Engineering', roleKeys: keys((r) => r.fn === 'engineering'), generic: true },
  { phrases: ['engineering leader', 'engineering leadership', 'eng leader', 'eng leadership', 'tech leader', 'technology leader', 'technical leader', 'engineering executive', 'tech executive', 'technology executive'], label: 'Engineering leader', roleKeys: ['engineering_manager', 'director_of_engineering', 'head_of_engineering', 'vp_engineering', 'cto'], generic: false },
  { phrases: ['engineering management'], label: 'Engineering management', roleKeys: ['engineering_manager', 'director_of_engineering'], generic: false },
  { phrases: ['data people', 'data professional', 'data folk', 'data team', 'data talent', 'data and ai', 'data & ai'], label: 'Data & AI', roleKeys: keys((r) => r.fn === 'data'), generic: false },
  { phrases: ['designer', 'design', 'design people', 'disenador', 'designerin', 'concepteur'], label: 'Designer', roleKeys: keys((r) => r.fn === 'design' && ic(r)), generic: false },
  { phrases: ['marketer', 'marketing people', 'marketing professional', 'marketing', 'marketing team', 'marketing talent'], label: 'Marketing', roleKeys: keys((r) => r.fn === 'marketing'), generic: false },
  // A sales representative carries a quota: the reps of the taxonomy, and the title itself (never a sales engineer or partnerships manager).
  {
    // A rep alone is a sales rep, as recruiters write it ("young, hungry reps"); other reps name their kind ("customer service reps").
    phrases: ['salespeople', 'salesperson', 'sales rep', 'sales representative', 'seller', 'vertriebler', 'vendedor', 'rep'],
    label: 'Sales Representative', roleKeys: ['sdr', 'account_executive', 'account_manager'], generic: false,
    titleTerms: ['sales representative', 'sales rep', 'salesperson', 'sales associate', 'sales executive'],
  },
  { phrases: ['sales people', 'sales professional', 'sales', 'sales team', 'sales talent', 'quota carrier', 'quota carrying'], label: 'Sales', roleKeys: ['sdr', 'account_executive', 'account_manager', 'sales_engineer', 'partnerships_manager'], generic: false },
  { phrases: ['sales leader', 'sales leadership', 'revenue leader', 'sales executive leader', 'go to market leader', 'gtm leader'], label: 'Sales leader', roleKeys: ['sales_manager', 'head_of_sales', 'vp_sales', 'cro'], generic: false },
  { phrases: ['marketing leader', 'marketing leadership', 'marketing executive leader', 'growth leader'], label: 'Marketing leader', roleKeys: ['head_of_marketing', 'head_of_growth', 'vp_growth', 'vp_marketing', 'cmo'], generic: false },
  { phrases: ['product leader', 'product leadership', 'product executive'], label: 'Product leader', roleKeys: ['group_product_manager', 'director_of_product', 'head_of_product', 'vp_product', 'cpo'], generic: false },
  { phrases: ['product people', 'product folk', 'product team', 'product talent', 'product'], label: 'Product', roleKeys: keys((r) => r.fn === 'product'), generic: false },
  { phrases: ['design leader', 'design leadership'], label: 'Design leader', roleKeys: ['design_manager', 'head_of_design', 'creative_director'], generic: false },
  { phrases: ['finance leader', 'finance leadership', 'finance executive'], label: 'Finance leader', roleKeys: ['finance_manager', 'controller', 'head_of_finance', 'cfo'], generic: false },
  { phrases: ['finance people', 'finance professional', 'finance team', 'finance talent'], label: 'Finance', roleKeys: keys((r) => r.fn === 'finance'), generic: false },
  { phrases: ['hr', 'human resources', 'people team', 'hr people', 'hr professional', 'people function', 'hr team', 'personalwesen', 'ressources humaines', 'recursos humanos'], label: 'HR', roleKeys: keys((r) => r.fn === 'people'), generic: false },
  { phrases: ['pr', 'pr people', 'pr professional', 'pr team', 'pr folk', 'comms people', 'communications people', 'comms team'], label: 'PR', roleKeys: ['pr_manager'], generic: false },
  { phrases: ['legal', 'legal team', 'legal professional', 'legal people'], label: 'Legal', roleKeys: keys((r) => r.fn === 'legal'), generic: false },
  { phrases: ['operations people', 'ops people', 'operations professional', 'operations team', 'ops'], label: 'Operations', roleKeys: keys((r) => r.fn === 'operations'), generic: false },
  { phrases: ['clinician', 'healthcare professional', 'healthcare worker', 'medical professional', 'medical staff', 'clinical staff'], label: 'Clinician', roleKeys: ['nurse', 'physician', 'pharmacist', 'medical_director'], generic: false },
  { phrases: ['recruiter', 'recruiting people', 'recruitment people', 'talent acquisition people', 'recruiting team'], label: 'Recruiter', roleKeys: ['recruiter', 'technical_recruiter'], generic: false },
  { phrases: ['analyst'], label: 'Analyst', roleKeys: ['data_analyst', 'bi_analyst', 'product_analyst', 'business_analyst', 'financial_analyst', 'risk_analyst'], generic: false },
  { phrases: ['researcher', 'research people'], label: 'Researcher', roleKeys: ['research_scientist', 'ux_researcher', 'scientist'], generic: false },
  { phrases: ['c-suite', 'c suite', 'c-level', 'c level', 'cxo', 'c-level executive', 'chief officer', 'chief', 'top management', 'board level'], label: 'C-level executive', roleKeys: keys((r) => fixedLevel(r) === 'c_level'), generic: false },
  { phrases: ['executive', 'exec', 'senior executive', 'senior leadership', 'leadership team', 'senior leader', 'top executive', 'vp+', 'vp and above', 'vp or above', 'fuhrungskraft', 'dirigeant', 'directivo'], label: 'Executive (VP and C-level)', roleKeys: keys((r) => fixedLevel(r) === 'c_level' || fixedLevel(r) === 'vp'), generic: false },
  { phrases: ['vp', 'vice president', 'svp', 'evp'], label: 'VP', roleKeys: keys((r) => fixedLevel(r) === 'vp'), generic: false },
  { phrases: ['director', 'department head', 'head of department', 'directeur', 'direktor'], label: 'Director / Head of', roleKeys: keys((r) => fixedLevel(r) === 'director'), generic: false },
  { phrases: ['manager', 'people manager', 'line manager', 'team manager', 'middle manager', 'middle management', 'management'], label: 'Manager', roleKeys: keys((r) => fixedLevel(r) === 'manager'), generic: true },
  { phrases: ['leader', 'leadership', 'decision maker', 'decision-maker', 'senior decision maker'], label: 'Leader', roleKeys: keys((r) => ['director', 'vp', 'c_level', 'founder'].includes(fixedLevel(r) ?? '')), generic: true },
];

/** Words for people that say nothing about who they are ("10 people", "candidates"). */
export const PEOPLE_WORDS = [
  'people', 'person', 'persons', 'professional', 'employee', 'candidate', 'profile', 'folk', 'folks', 'contact', 'prospect', 'individual',
  'talent', 'hire', 'expert', 'specialist', 'someone', 'somebody', 'anyone', 'anybody', 'guy', 'lead', 'name', 'result', 'match',
  'member', 'staff', 'worker', 'personne', 'profil', 'kandidat', 'leute', 'personen', 'persona', 'personas', 'candidato', 'perfiles',
  'perfil', 'profile', 'leuten', 'team member', 'human', 'men', 'women', 'woman', 'man', 'resume', 'cv',
];
