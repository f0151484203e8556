// The title taxonomy: every role of the directory, the titles people hold in it at each level,
// the phrases briefs use for it (synonyms, abbreviations, a few other languages), the skills
// people in it have (most typical first), and the roles next to it ("related titles").
import type { JobFunction } from './functions';
import type { Seniority } from './seniority';

export interface RoleDef {
  key: string;
  /** Name in criteria: "Role: Backend Engineer". */
  label: string;
  fn: JobFunction;
  /** Levels people in the role hold, with relative frequency. */
  levels: Partial<Record<Seniority, number>>;
  /**
   * IC roles: base titles, prefixed by level ("Senior " + base). Fixed-level roles: full titles.
   * The first is the most common.
   */
  titles: string[];
  /**
   * Those of `titles` that name a narrower job than the role ("Copywriter" of Content Marketing
   * Manager, "Tax Advisor" of Auditor): people hold them in the role, and a brief naming one means
   * that job, never the whole role. The other titles are the role's own names in other words.
   */
  kinds: string[];
  /** Skills a phrase of the role names as held ("a CPA" is an accountant who holds the CPA): a brief writing it means both. */
  credentials: string[];
  /** Word for the staff rung: "Staff Engineer" vs "Lead Designer". */
  staffWord: 'Staff' | 'Lead';
  /** Word for the junior rung: "Junior Engineer" vs "Associate Product Manager". */
  juniorWord: 'Junior' | 'Associate';
  /** More brief phrases (lower case) besides the label and titles. */
  phrases: string[];
  /** Relative frequency within the function. */
  weight: number;
  skills: string[];
  related: string[];
  /** Only companies of these industries employ the role (null = any). */
  industries: string[] | null;
}

type Opts = {
  titles?: string[];
  kinds?: string[];
  credentials?: string[];
  phrases?: string[];
  weight?: number;
  skills: string[];
  related?: string[];
  industries?: string[];
  staffWord?: 'Staff' | 'Lead';
  juniorWord?: 'Junior' | 'Associate';
  levels?: Partial<Record<Seniority, number>>;
};

const ENG_LEVELS = { intern: 3, junior: 15, mid: 33, senior: 32, staff: 11, principal: 6 };
const BIZ_LEVELS = { intern: 4, junior: 20, mid: 38, senior: 28, staff: 10 };
const PM_LEVELS = { junior: 12, mid: 38, senior: 35, staff: 8, principal: 7 };
const NO_INTERN = { junior: 18, mid: 40, senior: 30, staff: 12 };

const ROLES: RoleDef[] = [];

function ic(key: string, label: string, fn: JobFunction, o: Opts): void {
  ROLES.push({
    key, label, fn, levels: o.levels ?? (fn === 'engineering' || fn === 'data' ? ENG_LEVELS : BIZ_LEVELS),
    titles: o.titles ?? [label], kinds: o.kinds ?? [], credentials: o.credentials ?? [], staffWord: o.staffWord ?? (fn === 'engineering' || fn === 'data' ? 'Staff' : 'Lead'),
    juniorWord: o.juniorWord ?? 'Junior', phrases: o.phrases ?? [], weight: o.weight ?? 1, skills: o.skills,
    related: o.related ?? [], industries: o.industries ?? null,
  });
}

function fixed(key: string, label: string, fn: JobFunction, level: Seniority, o: Opts): void {
  ROLES.push({
    key, label, fn, levels: { [level]: 1 }, titles: o.titles ?? [label], kinds: o.kinds ?? [], credentials: o.credentials ?? [], staffWord: 'Lead', juniorWord: 'Junior',
    phrases: o.phrases ?? [], weight: o.weight ?? 1, skills: o.skills, related: o.related ?? [], industries: o.industries ?? null,
  });
}

const HARDWARE_INDUSTRIES = ['hardware', 'semiconductors', 'robotics', 'automotive', 'aerospace', 'telecommunications', 'climate_tech', 'energy', 'manufacturing', 'medical_devices'];
const CLINICAL_INDUSTRIES = ['healthcare', 'healthtech', 'pharmaceuticals', 'biotech', 'medical_devices'];
const LIFE_SCIENCE_INDUSTRIES = ['pharmaceuticals', 'biotech', 'medical_devices', 'healthtech'];

// ---------------------------------------------------------------- engineering
ic('software_engineer', 'Software Engineer', 'engineering', {
  titles: ['Software Engineer', 'Software Developer', 'Software Development Engineer'], weight: 14,
  phrases: ['software development engineer', 'sde', 'generalist engineer', 'application developer', 'softwareentwickler', 'software entwickler', 'ingenieur logiciel', 'ingeniero de software', 'ingegnere del software'],
  skills: ['Python', 'Java', 'JavaScript', 'TypeScript', 'Go', 'SQL', 'AWS', 'Docker', 'Git', 'REST APIs', 'C++', 'PostgreSQL', 'Microservices', 'System Design', 'Kubernetes', 'Agile'],
  related: ['backend_engineer', 'fullstack_engineer', 'frontend_engineer', 'platform_engineer'],
});
ic('backend_engineer', 'Backend Engineer', 'engineering', {
  titles: ['Backend Engineer', 'Backend Developer', 'Back-End Software Engineer'], weight: 14,
  phrases: ['be dev', 'be developer', 'be engineer', 'back end engineer', 'back-end engineer', 'backend dev', 'back end developer', 'back-end developer', 'server side engineer', 'server-side developer', 'api engineer', 'backend', 'back-end', 'backend entwickler', 'backend-entwickler', 'developpeur backend', 'développeur back-end', 'desarrollador backend', 'ingeniero backend'],
  skills: ['Go', 'Python', 'Java', 'PostgreSQL', 'Kubernetes', 'Docker', 'Kafka', 'Node.js', 'AWS', 'Redis', 'Microservices', 'gRPC', 'REST APIs', 'Distributed Systems', 'Kotlin', 'Rust', 'Scala', 'TypeScript', 'Ruby on Rails', 'Django', 'Spring Boot', 'GraphQL', 'MySQL', 'Event-Driven Architecture', 'Elixir', 'C#', '.NET', 'PHP', 'Laravel', 'System Design'],
  related: ['fullstack_engineer', 'platform_engineer', 'software_engineer', 'data_engineer'],
});
ic('frontend_engineer', 'Frontend Engineer', 'engineering', {
  titles: ['Frontend Engineer', 'Frontend Developer', 'Front-End Software Engineer', 'UI Engineer'], weight: 10,
  phrases: ['fe dev', 'fe developer', 'fe engineer', 'front end engineer', 'front-end engineer', 'frontend dev', 'front end developer', 'front-end developer', 'web developer', 'ui developer', 'frontend', 'front-end', 'frontend entwickler', 'frontend-entwickler', 'developpeur frontend', 'développeur front-end', 'desarrollador frontend'],
  skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'HTML', 'Next.js', 'Vue.js', 'Redux', 'GraphQL', 'Webpack', 'Angular', 'Tailwind CSS', 'Jest', 'Web Accessibility', 'Web Performance', 'Svelte', 'Design Systems', 'Cypress', 'Figma', 'Node.js'],
  related: ['fullstack_engineer', 'mobile_engineer', 'software_engineer', 'product_designer'],
});
ic('fullstack_engineer', 'Full-Stack Engineer', 'engineering', {
  titles: ['Full-Stack Engineer', 'Full Stack Developer', 'Fullstack Software Engineer'], weight: 11,
  phrases: ['full stack engineer', 'fullstack engineer', 'full-stack developer', 'fullstack developer', 'full stack dev', 'fullstack dev', 'full stack', 'full-stack', 'fullstack', 'fullstack entwickler', 'developpeur full stack', 'desarrollador full stack'],
  skills: ['TypeScript', 'React', 'Node.js', 'JavaScript', 'PostgreSQL', 'Python', 'Next.js', 'GraphQL', 'AWS', 'Docker', 'Ruby on Rails', 'Django', 'Vue.js', 'MongoDB', 'REST APIs', 'CSS', 'HTML', 'PHP', 'Laravel', 'Redis', 'Tailwind CSS', 'Go'],
  related: ['backend_engineer', 'frontend_engineer', 'software_engineer'],
});
ic('mobile_engineer', 'Mobile Engineer', 'engineering', {
  titles: ['Mobile Engineer', 'Mobile Developer', 'Mobile Software Engineer'], weight: 3,
  phrases: ['mobile dev', 'app developer', 'mobile app developer', 'mobile app engineer', 'cross platform developer', 'mobile entwickler', 'app entwickler'],
  skills: ['React Native', 'Flutter', 'TypeScript', 'Kotlin', 'Swift', 'Dart', 'iOS', 'Android', 'JavaScript', 'GraphQL', 'Firebase', 'REST APIs', 'Jest'],
  related: ['ios_engineer', 'android_engineer', 'frontend_engineer'],
});
ic('ios_engineer', 'iOS Engineer', 'engineering', {
  titles: ['iOS Engineer', 'iOS Developer'], weight: 3,
  phrases: ['ios dev', 'iphone developer', 'ios entwickler'],
  skills: ['Swift', 'iOS', 'SwiftUI', 'Objective-C', 'Xcode', 'Core Data', 'REST APIs', 'CI/CD', 'GraphQL', 'Combine'],
  related: ['mobile_engineer', 'android_engineer'],
});
ic('android_engineer', 'Android Engineer', 'engineering', {
  titles: ['Android Engineer', 'Android Developer'], weight: 3,
  phrases: ['android dev', 'android entwickler'],
  skills: ['Kotlin', 'Android', 'Java', 'Jetpack Compose', 'Coroutines', 'REST APIs', 'Gradle', 'CI/CD', 'GraphQL', 'Firebase'],
  related: ['mobile_engineer', 'ios_engineer'],
});
ic('devops_engineer', 'DevOps Engineer', 'engineering', {
  titles: ['DevOps Engineer', 'DevOps Specialist'], weight: 5,
  phrases: ['devops', 'dev ops engineer', 'build engineer', 'release engineer', 'ci/cd engineer', 'devops ingenieur'],
  skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'CI/CD', 'Ansible', 'Linux', 'Jenkins', 'GitHub Actions', 'Helm', 'Bash', 'Python', 'Prometheus', 'Grafana', 'Azure', 'GCP', 'Infrastructure as Code', 'Go'],
  related: ['site_reliability_engineer', 'platform_engineer', 'cloud_engineer'],
});
ic('site_reliability_engineer', 'Site Reliability Engineer', 'engineering', {
  titles: ['Site Reliability Engineer', 'SRE', 'Reliability Engineer'], weight: 3,
  phrases: ['sre', 'site reliability', 'production engineer'],
  skills: ['Kubernetes', 'Go', 'Prometheus', 'Terraform', 'Linux', 'Observability', 'AWS', 'GCP', 'Python', 'Incident Response', 'Grafana', 'Distributed Systems', 'Docker', 'Bash'],
  related: ['devops_engineer', 'platform_engineer', 'cloud_engineer'],
});
ic('platform_engineer', 'Platform Engineer', 'engineering', {
  titles: ['Platform Engineer', 'Infrastructure Engineer'], weight: 4,
  phrases: ['infrastructure engineer', 'infra engineer', 'developer platform engineer', 'internal tools engineer'],
  skills: ['Kubernetes', 'Go', 'Terraform', 'AWS', 'Docker', 'Distributed Systems', 'Linux', 'GCP', 'Kafka', 'Python', 'Helm', 'Infrastructure as Code', 'Observability', 'Rust'],
  related: ['devops_engineer', 'site_reliability_engineer', 'backend_engineer', 'cloud_engineer'],
});
ic('cloud_engineer', 'Cloud Engineer', 'engineering', {
  titles: ['Cloud Engineer', 'Cloud Architect', 'Cloud Infrastructure Engineer'], weight: 3,
  phrases: ['cloud architect', 'aws engineer', 'azure engineer', 'cloud developer'],
  skills: ['AWS', 'Azure', 'GCP', 'Terraform', 'Kubernetes', 'Docker', 'Serverless', 'Cloud Security', 'Python', 'Linux', 'Networking', 'Infrastructure as Code', 'CI/CD'],
  related: ['devops_engineer', 'platform_engineer', 'site_reliability_engineer'],
});
ic('security_engineer', 'Security Engineer', 'engineering', {
  titles: ['Security Engineer', 'Application Security Engineer', 'Cybersecurity Engineer', 'Security Analyst'], weight: 3,
  phrases: ['cybersecurity engineer', 'cyber security engineer', 'infosec engineer', 'appsec engineer', 'security analyst', 'penetration tester', 'pentester', 'security researcher', 'cybersecurity specialist', 'cybersecurity analyst'],
  skills: ['Application Security', 'Penetration Testing', 'Cloud Security', 'Threat Modeling', 'SIEM', 'Incident Response', 'Python', 'Identity and Access Management', 'Cryptography', 'AWS', 'Linux', 'SOC 2', 'ISO 27001', 'Networking', 'Go'],
  related: ['cloud_engineer', 'devops_engineer', 'site_reliability_engineer'],
});
ic('qa_engineer', 'QA Engineer', 'engineering', {
  titles: ['QA Engineer', 'Test Automation Engineer', 'Software Engineer in Test', 'Quality Assurance Engineer'], weight: 4,
  phrases: ['quality assurance engineer', 'tester', 'software tester', 'test engineer', 'sdet', 'automation engineer', 'qa analyst', 'qa tester', 'qa', 'qa automation engineer', 'qa automation', 'test automation', 'qa automation tester', 'qa developer', 'qa manual tester'],
  skills: ['Test Automation', 'Selenium', 'Cypress', 'Playwright', 'Python', 'Java', 'JavaScript', 'Jest', 'Pytest', 'CI/CD', 'Manual Testing', 'SQL', 'Agile', 'Jira'],
  related: ['software_engineer', 'frontend_engineer'],
});
ic('embedded_engineer', 'Embedded Software Engineer', 'engineering', {
  titles: ['Embedded Software Engineer', 'Firmware Engineer', 'Embedded Systems Engineer'], weight: 3,
  phrases: ['embedded engineer', 'embedded developer', 'firmware developer', 'firmware engineer', 'embedded systems developer'],
  skills: ['Embedded C', 'C++', 'C', 'RTOS', 'Firmware', 'Microcontrollers', 'Embedded Linux', 'Rust', 'Python', 'Signal Processing', 'CAN Bus', 'AUTOSAR', 'FPGA'],
  related: ['hardware_engineer', 'software_engineer'],
  industries: HARDWARE_INDUSTRIES,
});
ic('hardware_engineer', 'Hardware Engineer', 'engineering', {
  titles: ['Hardware Engineer', 'Electrical Engineer', 'Electronics Engineer'], weight: 3,
  phrases: ['electrical engineer', 'electronics engineer', 'pcb designer', 'hardware designer', 'asic engineer', 'fpga engineer', 'chip designer'],
  skills: ['PCB Design', 'Circuit Design', 'FPGA', 'Verilog', 'VHDL', 'Signal Processing', 'MATLAB', 'Embedded C', 'Microcontrollers', 'Python', 'SolidWorks'],
  related: ['embedded_engineer', 'mechanical_engineer'],
  industries: HARDWARE_INDUSTRIES,
});
ic('mechanical_engineer', 'Mechanical Engineer', 'engineering', {
  titles: ['Mechanical Engineer', 'Mechanical Design Engineer'], weight: 3,
  phrases: ['mechanical design engineer', 'maschinenbauingenieur', 'ingenieur mecanique'],
  skills: ['SolidWorks', 'AutoCAD', 'MATLAB', 'Lean Six Sigma', 'ROS', 'Python', 'Process Improvement'],
  related: ['hardware_engineer', 'robotics_engineer'],
  industries: ['hardware', 'robotics', 'automotive', 'aerospace', 'manufacturing', 'energy', 'climate_tech', 'medical_devices', 'consumer_goods'],
});
ic('robotics_engineer', 'Robotics Engineer', 'engineering', {
  titles: ['Robotics Engineer', 'Robotics Software Engineer', 'Autonomy Engineer'], weight: 2,
  phrases: ['autonomy engineer', 'robotics software engineer', 'perception engineer'],
  skills: ['ROS', 'C++', 'Python', 'Computer Vision', 'Embedded Linux', 'Signal Processing', 'Machine Learning', 'Reinforcement Learning', 'MATLAB'],
  related: ['embedded_engineer', 'ml_engineer', 'mechanical_engineer'],
  industries: ['robotics', 'automotive', 'aerospace', 'manufacturing', 'hardware', 'logistics'],
});
ic('network_engineer', 'Network Engineer', 'engineering', {
  titles: ['Network Engineer', 'Network Administrator'], weight: 2,
  phrases: ['network administrator', 'netops engineer', 'network architect'],
  skills: ['Network Engineering', 'Networking', 'Linux', '5G', 'Python', 'Cloud Security', 'Ansible', 'AWS'],
  related: ['cloud_engineer', 'devops_engineer', 'it_support'],
  industries: ['telecommunications', 'it_services', 'cloud_infrastructure', 'cybersecurity', 'banking', 'government'],
});
ic('it_support', 'IT Support Specialist', 'engineering', {
  titles: ['IT Support Specialist', 'Systems Administrator', 'IT Administrator', 'IT Specialist'], weight: 3,
  phrases: ['it support', 'helpdesk', 'help desk', 'sysadmin', 'system administrator', 'systems administrator', 'it administrator', 'it technician', 'desktop support'],
  skills: ['Linux', 'Technical Support', 'Networking', 'Identity and Access Management', 'Azure', 'Bash', 'Jira'],
  related: ['network_engineer', 'devops_engineer'],
  levels: { intern: 4, junior: 30, mid: 40, senior: 22, staff: 4 },
});
ic('game_developer', 'Game Developer', 'engineering', {
  titles: ['Game Developer', 'Gameplay Engineer', 'Game Programmer', 'Graphics Engineer'], weight: 4,
  phrases: ['gameplay programmer', 'game programmer', 'game engineer', 'graphics programmer', 'game dev'],
  skills: ['C++', 'Unity', 'Unreal Engine', 'C#', 'Game Design', 'Computer Graphics', 'OpenGL', 'Python', 'Lua'],
  related: ['software_engineer', 'frontend_engineer'],
  industries: ['gaming', 'media_entertainment'],
});
ic('blockchain_engineer', 'Blockchain Engineer', 'engineering', {
  titles: ['Blockchain Engineer', 'Smart Contract Engineer', 'Protocol Engineer'], weight: 5,
  phrases: ['web3 developer', 'web3 engineer', 'blockchain developer', 'protocol engineer', 'crypto engineer'],
  skills: ['Solidity', 'Smart Contracts', 'Ethereum', 'Rust', 'Go', 'Blockchain', 'Web3', 'TypeScript', 'Cryptography', 'Distributed Systems'],
  related: ['backend_engineer', 'security_engineer'],
  industries: ['crypto'],
});
ic('solutions_architect', 'Solutions Architect', 'engineering', {
  titles: ['Solutions Architect', 'Software Architect', 'Enterprise Architect', 'Technical Architect'], weight: 3,
  phrases: ['software architect', 'enterprise architect', 'technical architect', 'system architect'],
  skills: ['System Design', 'AWS', 'Microservices', 'Azure', 'Java', 'Distributed Systems', 'Kubernetes', 'Event-Driven Architecture', 'Stakeholder Management', 'GCP'],
  related: ['cloud_engineer', 'backend_engineer', 'sales_engineer'],
  levels: { mid: 15, senior: 45, staff: 25, principal: 15 },
});
fixed('engineering_manager', 'Engineering Manager', 'engineering', 'manager', {
  titles: ['Engineering Manager', 'Software Engineering Manager', 'Development Manager'], weight: 6,
  phrases: ['em', 'eng manager', 'software development manager', 'dev manager', 'team lead', 'engineering team lead', 'tech lead manager', 'engineering lead', 'engineering team manager'],
  skills: ['People Management', 'Agile', 'System Design', 'Stakeholder Management', 'Hiring', 'Scrum', 'Python', 'Java', 'Go', 'AWS', 'Kubernetes', 'OKRs', 'Distributed Systems', 'Microservices'],
  related: ['director_of_engineering', 'head_of_engineering', 'backend_engineer'],
});
fixed('director_of_engineering', 'Director of Engineering', 'engineering', 'director', {
  titles: ['Director of Engineering', 'Engineering Director', 'Senior Engineering Manager'], weight: 2,
  phrases: ['engineering director', 'eng director', 'director engineering', 'director of software engineering', 'senior engineering manager'],
  skills: ['People Management', 'Engineering Strategy', 'Hiring', 'Stakeholder Management', 'Agile', 'OKRs', 'System Design', 'Budgeting', 'Distributed Systems'],
  related: ['head_of_engineering', 'vp_engineering', 'engineering_manager'],
});
fixed('head_of_engineering', 'Head of Engineering', 'engineering', 'director', {
  titles: ['Head of Engineering', 'Head of Software Engineering', 'Head of Platform'], weight: 1.5,
  phrases: ['head of eng', 'engineering head', 'head of development', 'head of software development', 'leiter softwareentwicklung'],
  skills: ['People Management', 'Engineering Strategy', 'Hiring', 'Stakeholder Management', 'Agile', 'OKRs', 'System Design', 'AWS', 'Budgeting'],
  related: ['director_of_engineering', 'vp_engineering', 'cto'],
});
fixed('vp_engineering', 'VP of Engineering', 'engineering', 'vp', {
  titles: ['VP of Engineering', 'VP Engineering', 'Vice President of Engineering', 'SVP Engineering'], weight: 1,
  phrases: ['vp eng', 'vp engineering', 'vpe', 'vp of eng', 'vice president engineering', 'svp engineering', 'evp engineering'],
  skills: ['Engineering Strategy', 'People Management', 'Hiring', 'Budgeting', 'Stakeholder Management', 'OKRs', 'Agile', 'System Design'],
  related: ['cto', 'head_of_engineering', 'director_of_engineering'],
});
fixed('cto', 'CTO', 'engineering', 'c_level', {
  titles: ['CTO', 'Chief Technology Officer', 'Co-founder & CTO'], weight: 1.2,
  phrases: ['chief technology officer', 'chief technical officer', 'technical co-founder', 'technical cofounder', 'cto'],
  skills: ['Engineering Strategy', 'System Design', 'People Management', 'Hiring', 'Fundraising', 'AWS', 'Distributed Systems', 'Budgeting', 'Python', 'Stakeholder Management'],
  related: ['vp_engineering', 'head_of_engineering'],
});

// ---------------------------------------------------------------- data
ic('data_scientist', 'Data Scientist', 'data', {
  titles: ['Data Scientist', 'Applied Scientist', 'Decision Scientist'], weight: 8,
  phrases: ['applied scientist', 'decision scientist', 'ds', 'datenwissenschaftler', 'scientifique des donnees', 'cientifico de datos', 'data science'],
  skills: ['Python', 'Machine Learning', 'SQL', 'Statistics', 'Pandas', 'scikit-learn', 'A/B Testing', 'PyTorch', 'TensorFlow', 'R', 'Deep Learning', 'NLP', 'Spark', 'Causal Inference', 'Time Series', 'Recommender Systems', 'Data Visualization', 'NumPy', 'Feature Engineering'],
  related: ['ml_engineer', 'data_analyst', 'research_scientist'],
});
ic('ml_engineer', 'Machine Learning Engineer', 'data', {
  titles: ['Machine Learning Engineer', 'ML Engineer', 'AI Engineer', 'MLOps Engineer'], weight: 7,
  phrases: ['ml engineer', 'mle', 'ai engineer', 'machine learning developer', 'ml developer', 'mlops engineer', 'deep learning engineer', 'nlp engineer', 'computer vision engineer', 'llm engineer', 'genai engineer', 'ki ingenieur', 'ingenieur machine learning'],
  skills: ['Python', 'PyTorch', 'Machine Learning', 'TensorFlow', 'LLMs', 'MLOps', 'Deep Learning', 'Kubernetes', 'NLP', 'Computer Vision', 'Docker', 'AWS', 'Spark', 'scikit-learn', 'Feature Engineering', 'Recommender Systems', 'C++', 'Go'],
  related: ['data_scientist', 'research_scientist', 'data_engineer', 'backend_engineer'],
});
ic('research_scientist', 'Research Scientist', 'data', {
  titles: ['Research Scientist', 'AI Researcher', 'Machine Learning Researcher'], weight: 3,
  phrases: ['ai researcher', 'ml researcher', 'machine learning researcher', 'ai research scientist', 'research engineer'],
  skills: ['Deep Learning', 'PyTorch', 'Machine Learning', 'NLP', 'LLMs', 'Computer Vision', 'Reinforcement Learning', 'Python', 'Statistics', 'TensorFlow', 'C++'],
  related: ['ml_engineer', 'data_scientist'],
  industries: ['ai_ml', 'consumer_internet', 'robotics', 'automotive', 'semiconductors', 'healthtech', 'biotech', 'gaming', 'fintech', 'enterprise_software', 'data_analytics'],
  levels: { junior: 10, mid: 35, senior: 35, staff: 12, principal: 8 },
});
ic('data_engineer', 'Data Engineer', 'data', {
  titles: ['Data Engineer', 'Big Data Engineer', 'Data Platform Engineer'], weight: 8,
  phrases: ['big data engineer', 'data platform engineer', 'etl developer', 'etl engineer', 'data pipeline engineer', 'data ingenieur', 'ingeniero de datos', 'ingenieros de datos', 'ingenieur data', 'dateningenieur'],
  skills: ['Python', 'SQL', 'Spark', 'Airflow', 'dbt', 'Kafka', 'Snowflake', 'AWS', 'BigQuery', 'Data Modeling', 'ETL', 'Scala', 'Databricks', 'Data Warehousing', 'Redshift', 'PostgreSQL', 'Docker', 'Kubernetes', 'Java', 'Go', 'Terraform'],
  related: ['analytics_engineer', 'backend_engineer', 'ml_engineer', 'platform_engineer'],
});
ic('analytics_engineer', 'Analytics Engineer', 'data', {
  titles: ['Analytics Engineer'], weight: 3,
  phrases: ['bi engineer'],
  skills: ['dbt', 'SQL', 'Snowflake', 'BigQuery', 'Looker', 'Data Modeling', 'Python', 'Airflow', 'Tableau', 'Data Warehousing'],
  related: ['data_engineer', 'data_analyst', 'bi_analyst'],
});
ic('data_analyst', 'Data Analyst', 'data', {
  titles: ['Data Analyst', 'Analyst', 'Insights Analyst'], weight: 9,
  phrases: ['insights analyst', 'analytics specialist', 'datenanalyst', 'analyste de donnees', 'analista de datos'],
  skills: ['SQL', 'Excel', 'Tableau', 'Python', 'Power BI', 'Looker', 'Statistics', 'Data Visualization', 'A/B Testing', 'R', 'Google Analytics', 'Product Analytics', 'Pandas', 'Data Analysis'],
  related: ['bi_analyst', 'analytics_engineer', 'data_scientist', 'product_analyst'],
});
ic('bi_analyst', 'Business Intelligence Analyst', 'data', {
  titles: ['Business Intelligence Analyst', 'BI Analyst', 'BI Developer'], weight: 3,
  phrases: ['bi analyst', 'bi developer', 'business intelligence developer', 'reporting analyst'],
  skills: ['Power BI', 'SQL', 'Tableau', 'Excel', 'Data Warehousing', 'Looker', 'ETL', 'Data Visualization', 'Data Modeling'],
  related: ['data_analyst', 'analytics_engineer'],
});
ic('product_analyst', 'Product Analyst', 'data', {
  titles: ['Product Analyst', 'Growth Analyst'], weight: 3,
  phrases: ['growth analyst'],
  skills: ['SQL', 'Product Analytics', 'A/B Testing', 'Python', 'Looker', 'Statistics', 'Tableau', 'Excel', 'Google Analytics', 'Data Visualization'],
  related: ['data_analyst', 'product_manager', 'data_scientist'],
});
fixed('data_science_manager', 'Data Science Manager', 'data', 'manager', {
  titles: ['Data Science Manager', 'Analytics Manager', 'Machine Learning Manager', 'Data Engineering Manager'], weight: 2,
  phrases: ['analytics manager', 'ml manager', 'machine learning manager', 'data engineering manager', 'data manager'],
  skills: ['People Management', 'Machine Learning', 'Python', 'SQL', 'Statistics', 'Stakeholder Management', 'A/B Testing', 'Hiring', 'Data Strategy'],
  related: ['head_of_data', 'data_scientist'],
});
fixed('head_of_data', 'Head of Data', 'data', 'director', {
  titles: ['Head of Data', 'Director of Data Science', 'Head of Analytics', 'Director of Analytics', 'Head of AI', 'Head of Machine Learning'], weight: 1.5,
  phrases: ['director of data science', 'head of data science', 'head of analytics', 'director of analytics', 'head of ai', 'head of machine learning', 'head of ml', 'data director', 'director of data'],
  skills: ['Data Strategy', 'People Management', 'Machine Learning', 'Stakeholder Management', 'SQL', 'Python', 'Hiring', 'Data Warehousing', 'LLMs'],
  related: ['chief_data_officer', 'data_science_manager'],
});
fixed('chief_data_officer', 'Chief Data Officer', 'data', 'c_level', {
  titles: ['Chief Data Officer', 'Chief AI Officer', 'VP of Data'], weight: 0.4,
  phrases: ['cdo', 'chief data officer', 'chief ai officer', 'caio', 'vp data', 'vp of data', 'vp analytics'],
  skills: ['Data Strategy', 'Data Governance', 'People Management', 'Machine Learning', 'Stakeholder Management', 'Budgeting', 'GDPR'],
  related: ['head_of_data', 'cto'],
});

// ---------------------------------------------------------------- product
ic('product_manager', 'Product Manager', 'product', {
  titles: ['Product Manager'], weight: 12, juniorWord: 'Associate', levels: PM_LEVELS,
  phrases: ['pm', 'product mgr', 'product management', 'produktmanager', 'chef de produit', 'gerente de producto', 'gerentes de producto', 'product lead', 'apm', 'associate product manager'],
  skills: ['Product Strategy', 'Roadmapping', 'User Research', 'Agile', 'A/B Testing', 'SQL', 'Jira', 'Stakeholder Management', 'Product Analytics', 'Product Discovery', 'Go-to-Market', 'OKRs', 'Scrum', 'Figma', 'Pricing', 'Payments', 'API Products', 'Platform Products'],
  related: ['product_owner', 'technical_product_manager', 'product_analyst', 'group_product_manager'],
});
ic('technical_product_manager', 'Technical Product Manager', 'product', {
  titles: ['Technical Product Manager', 'Product Manager, Platform', 'Product Manager, API'], weight: 3, levels: PM_LEVELS,
  phrases: ['tpm', 'technical pm', 'platform product manager', 'api product manager'],
  skills: ['API Products', 'Platform Products', 'Roadmapping', 'System Design', 'Agile', 'SQL', 'Stakeholder Management', 'Jira', 'Product Strategy', 'REST APIs', 'AWS'],
  related: ['product_manager', 'product_owner'],
});
ic('product_owner', 'Product Owner', 'product', {
  titles: ['Product Owner'], weight: 4, levels: { junior: 15, mid: 45, senior: 32, staff: 8 },
  phrases: ['po', 'proxy product owner'],
  skills: ['Scrum', 'Agile', 'Jira', 'User Stories', 'Roadmapping', 'Stakeholder Management', 'Product Discovery', 'Business Analysis'],
  related: ['product_manager', 'business_analyst'],
});
fixed('group_product_manager', 'Group Product Manager', 'product', 'manager', {
  titles: ['Group Product Manager', 'Product Management Lead', 'Senior Manager, Product'], weight: 1.5,
  phrases: ['gpm', 'product management lead', 'manager of product management'],
  skills: ['Product Strategy', 'People Management', 'Roadmapping', 'Stakeholder Management', 'OKRs', 'Go-to-Market', 'Product Discovery', 'Hiring'],
  related: ['director_of_product', 'product_manager'],
});
fixed('director_of_product', 'Director of Product', 'product', 'director', {
  titles: ['Director of Product', 'Product Director', 'Director of Product Management'], weight: 1.2,
  phrases: ['product director', 'director of product management', 'director product'],
  skills: ['Product Strategy', 'People Management', 'Roadmapping', 'Stakeholder Management', 'OKRs', 'Go-to-Market', 'Pricing', 'Hiring'],
  related: ['head_of_product', 'vp_product', 'group_product_manager'],
});
fixed('head_of_product', 'Head of Product', 'product', 'director', {
  titles: ['Head of Product', 'Head of Product Management'], weight: 1.2,
  phrases: ['head of product management', 'product head', 'leiter produktmanagement'],
  skills: ['Product Strategy', 'People Management', 'Roadmapping', 'Stakeholder Management', 'OKRs', 'Go-to-Market', 'Product Discovery', 'Hiring'],
  related: ['director_of_product', 'vp_product', 'cpo'],
});
fixed('vp_product', 'VP of Product', 'product', 'vp', {
  titles: ['VP of Product', 'VP Product', 'Vice President of Product', 'SVP Product'], weight: 0.8,
  phrases: ['vp product', 'vpp', 'vp of product management', 'vice president product', 'svp product'],
  skills: ['Product Strategy', 'People Management', 'Go-to-Market', 'Stakeholder Management', 'OKRs', 'Pricing', 'Budgeting', 'Hiring'],
  related: ['cpo', 'head_of_product', 'director_of_product'],
});
fixed('cpo', 'Chief Product Officer', 'product', 'c_level', {
  titles: ['Chief Product Officer', 'CPO'], weight: 0.5,
  phrases: ['cpo', 'chief product officer'],
  skills: ['Product Strategy', 'People Management', 'Go-to-Market', 'Stakeholder Management', 'Pricing', 'Fundraising', 'OKRs'],
  related: ['vp_product', 'head_of_product'],
});

// ---------------------------------------------------------------- design
ic('product_designer', 'Product Designer', 'design', {
  titles: ['Product Designer', 'UX/UI Designer'], weight: 8,
  phrases: ['ux/ui designer', 'ui/ux designer', 'ux ui designer', 'ui ux designer', 'digital designer', 'produktdesigner'],
  skills: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'Interaction Design', 'Wireframing', 'Usability Testing', 'Visual Design', 'Sketch', 'Adobe XD', 'Information Architecture', 'UX Writing'],
  related: ['ux_designer', 'ui_designer', 'ux_researcher'],
});
ic('ux_designer', 'UX Designer', 'design', {
  titles: ['UX Designer', 'User Experience Designer', 'Interaction Designer'], weight: 5,
  kinds: ['Interaction Designer'],
  phrases: ['user experience designer', 'interaction designer', 'ux', 'ux architect', 'service designer'],
  skills: ['User Research', 'Wireframing', 'Prototyping', 'Figma', 'Usability Testing', 'Information Architecture', 'Interaction Design', 'Adobe XD', 'Sketch', 'UX Writing'],
  related: ['product_designer', 'ux_researcher', 'ui_designer'],
});
ic('ui_designer', 'UI Designer', 'design', {
  titles: ['UI Designer', 'Visual Designer', 'Interface Designer'], weight: 3,
  phrases: ['user interface designer', 'visual designer', 'interface designer', 'web designer'],
  skills: ['Figma', 'Visual Design', 'Design Systems', 'Typography', 'Sketch', 'Prototyping', 'Illustrator', 'Photoshop', 'Motion Design'],
  related: ['product_designer', 'graphic_designer', 'ux_designer'],
});
ic('ux_researcher', 'UX Researcher', 'design', {
  titles: ['UX Researcher', 'User Researcher', 'Design Researcher'], weight: 2,
  phrases: ['user researcher', 'design researcher', 'ux research', 'research ops'],
  skills: ['User Research', 'Usability Testing', 'Market Research', 'Statistics', 'Information Architecture', 'Figma', 'Product Discovery'],
  related: ['ux_designer', 'product_designer'],
});
ic('graphic_designer', 'Graphic Designer', 'design', {
  titles: ['Graphic Designer', 'Brand Designer', 'Communication Designer', 'Motion Designer'], weight: 4,
  kinds: ['Brand Designer', 'Motion Designer'],
  phrases: ['brand designer', 'communication designer', 'motion designer', 'creative designer', 'grafikdesigner', 'graphiste', 'disenador grafico'],
  skills: ['Illustrator', 'Photoshop', 'Typography', 'Branding', 'Figma', 'Motion Design', 'Visual Design', 'InDesign'],
  related: ['ui_designer', 'creative_director'],
});
fixed('design_manager', 'Design Manager', 'design', 'manager', {
  titles: ['Design Manager', 'Product Design Manager', 'UX Manager', 'Design Lead'], weight: 1.5,
  phrases: ['product design manager', 'ux manager', 'design lead', 'design team lead'],
  skills: ['People Management', 'Design Systems', 'Figma', 'User Research', 'Stakeholder Management', 'Prototyping', 'Hiring'],
  related: ['head_of_design', 'product_designer'],
});
fixed('head_of_design', 'Head of Design', 'design', 'director', {
  titles: ['Head of Design', 'Director of Design', 'Head of UX', 'VP of Design'], weight: 1,
  phrases: ['director of design', 'design director', 'head of ux', 'director of ux', 'vp design', 'vp of design', 'chief design officer'],
  skills: ['Design Strategy', 'People Management', 'Design Systems', 'Stakeholder Management', 'User Research', 'Branding', 'Hiring'],
  related: ['design_manager', 'creative_director'],
});
fixed('creative_director', 'Creative Director', 'design', 'director', {
  titles: ['Creative Director', 'Art Director'], weight: 1,
  kinds: ['Art Director'],
  phrases: ['art director', 'ecd', 'executive creative director'],
  skills: ['Branding', 'Brand Strategy', 'Typography', 'Motion Design', 'People Management', 'Copywriting', 'Visual Design'],
  related: ['head_of_design', 'graphic_designer', 'brand_manager'],
});

// ---------------------------------------------------------------- marketing
ic('marketing_manager', 'Marketing Manager', 'marketing', {
  titles: ['Marketing Manager', 'Marketing Specialist', 'Marketing Executive'], weight: 8, levels: NO_INTERN,
  phrases: ['marketing specialist', 'marketing executive', 'marketing generalist', 'marketing lead', 'marketingmanager', 'responsable marketing', 'gerente de marketing'],
  skills: ['Content Marketing', 'SEO', 'Email Marketing', 'HubSpot', 'Google Analytics', 'Social Media Marketing', 'Marketing Automation', 'Copywriting', 'Event Marketing', 'Brand Strategy', 'Paid Acquisition', 'Market Research'],
  related: ['growth_marketer', 'product_marketing_manager', 'content_marketer', 'brand_manager'],
});
ic('growth_marketer', 'Growth Marketer', 'marketing', {
  titles: ['Growth Marketing Manager', 'Growth Marketer', 'Growth Manager'], weight: 4, levels: NO_INTERN,
  phrases: ['growth marketing manager', 'growth manager', 'growth hacker', 'growth lead'],
  skills: ['Growth Marketing', 'Paid Acquisition', 'A/B Testing', 'SQL', 'Lifecycle Marketing', 'Google Ads', 'Meta Ads', 'Conversion Rate Optimization', 'Product Analytics', 'SEO', 'Marketing Automation', 'Email Marketing'],
  related: ['performance_marketer', 'marketing_manager', 'head_of_growth', 'lifecycle_marketer'],
});
ic('performance_marketer', 'Performance Marketing Manager', 'marketing', {
  titles: ['Performance Marketing Manager', 'Paid Media Manager', 'User Acquisition Manager', 'PPC Specialist'], weight: 3, levels: NO_INTERN,
  kinds: ['PPC Specialist'],
  phrases: ['performance marketer', 'paid media manager', 'paid social manager', 'user acquisition manager', 'ua manager', 'ppc manager', 'ppc specialist', 'sem specialist', 'paid search manager'],
  skills: ['Paid Acquisition', 'Google Ads', 'Meta Ads', 'SEM', 'Performance Marketing', 'Google Analytics', 'Conversion Rate Optimization', 'A/B Testing', 'Excel', 'SQL'],
  related: ['growth_marketer', 'marketing_manager'],
});
ic('content_marketer', 'Content Marketing Manager', 'marketing', {
  titles: ['Content Marketing Manager', 'Content Strategist', 'Content Writer', 'Copywriter'], weight: 4,
  kinds: ['Content Strategist', 'Content Writer', 'Copywriter'],
  phrases: ['content marketer', 'content strategist', 'content writer', 'copywriter', 'content manager', 'content lead', 'technical writer'],
  skills: ['Content Marketing', 'Copywriting', 'SEO', 'Email Marketing', 'Social Media Marketing', 'HubSpot', 'Positioning', 'Google Analytics', 'UX Writing'],
  related: ['marketing_manager', 'seo_specialist', 'social_media_manager'],
});
ic('seo_specialist', 'SEO Specialist', 'marketing', {
  titles: ['SEO Specialist', 'SEO Manager', 'SEO Analyst'], weight: 2,
  phrases: ['seo manager', 'seo analyst', 'seo expert', 'seo consultant', 'search marketing manager'],
  skills: ['SEO', 'Google Analytics', 'Content Marketing', 'SEM', 'HTML', 'Copywriting', 'Conversion Rate Optimization', 'Excel'],
  related: ['content_marketer', 'performance_marketer'],
});
ic('product_marketing_manager', 'Product Marketing Manager', 'marketing', {
  titles: ['Product Marketing Manager'], weight: 3, levels: NO_INTERN,
  phrases: ['pmm', 'product marketer', 'product marketing lead'],
  skills: ['Product Marketing', 'Positioning', 'Go-to-Market', 'Market Research', 'Copywriting', 'Competitive Analysis', 'Pricing', 'Content Marketing', 'Account-Based Marketing'],
  related: ['marketing_manager', 'product_manager', 'growth_marketer'],
});
ic('brand_manager', 'Brand Manager', 'marketing', {
  titles: ['Brand Manager', 'Brand Marketing Manager'], weight: 2, levels: NO_INTERN,
  phrases: ['brand marketing manager', 'brand marketer', 'brand lead'],
  skills: ['Brand Strategy', 'Branding', 'Market Research', 'Positioning', 'Influencer Marketing', 'Social Media Marketing', 'Event Marketing', 'Copywriting'],
  related: ['marketing_manager', 'creative_director'],
});
ic('social_media_manager', 'Social Media Manager', 'marketing', {
  titles: ['Social Media Manager', 'Community Manager', 'Social Media Specialist'], weight: 2,
  kinds: ['Community Manager'],
  phrases: ['community manager', 'social media specialist', 'social media marketer'],
  skills: ['Social Media Marketing', 'Content Marketing', 'Copywriting', 'Influencer Marketing', 'Meta Ads', 'Photoshop', 'Motion Design'],
  related: ['content_marketer', 'marketing_manager'],
});
ic('lifecycle_marketer', 'Lifecycle Marketing Manager', 'marketing', {
  titles: ['Lifecycle Marketing Manager', 'CRM Manager', 'Email Marketing Manager'], weight: 2, levels: NO_INTERN,
  phrases: ['lifecycle marketer', 'crm manager', 'email marketing manager', 'retention marketing manager', 'crm marketing manager'],
  skills: ['Lifecycle Marketing', 'Email Marketing', 'Marketing Automation', 'CRM', 'Braze', 'A/B Testing', 'SQL', 'HubSpot', 'Customer Retention'],
  related: ['growth_marketer', 'marketing_manager'],
});
ic('demand_gen_manager', 'Demand Generation Manager', 'marketing', {
  titles: ['Demand Generation Manager', 'Field Marketing Manager', 'Marketing Operations Manager'], weight: 2, levels: NO_INTERN,
  kinds: ['Field Marketing Manager', 'Marketing Operations Manager'],
  phrases: ['demand gen manager', 'demand generation', 'field marketing manager', 'field marketer', 'marketing operations manager', 'marketing ops', 'mops'],
  skills: ['Demand Generation', 'Account-Based Marketing', 'Marketing Automation', 'HubSpot', 'Marketo', 'Salesforce', 'Event Marketing', 'Lead Generation', 'Paid Acquisition'],
  related: ['marketing_manager', 'growth_marketer', 'sdr'],
});
ic('pr_manager', 'Communications Manager', 'marketing', {
  titles: ['Communications Manager', 'PR Manager', 'Public Relations Manager'], weight: 1.5, levels: NO_INTERN,
  phrases: ['pr manager', 'public relations manager', 'comms manager', 'communications specialist', 'press officer'],
  skills: ['Public Relations', 'Copywriting', 'Content Marketing', 'Brand Strategy', 'Social Media Marketing', 'Event Marketing'],
  related: ['marketing_manager', 'brand_manager'],
});
fixed('head_of_marketing', 'Head of Marketing', 'marketing', 'director', {
  titles: ['Head of Marketing', 'Director of Marketing', 'Marketing Director'], weight: 1.5,
  phrases: ['director of marketing', 'marketing director', 'marketing head', 'head of brand', 'marketingleiter'],
  skills: ['Marketing Strategy', 'Brand Strategy', 'People Management', 'Demand Generation', 'Budgeting', 'Go-to-Market', 'Content Marketing', 'Performance Marketing', 'Hiring'],
  related: ['vp_marketing', 'cmo', 'head_of_growth'],
});
fixed('head_of_growth', 'Head of Growth', 'marketing', 'director', {
  titles: ['Head of Growth', 'Director of Growth', 'Growth Director'], weight: 1,
  phrases: ['director of growth', 'growth director', 'growth head', 'head of user acquisition', 'head of performance marketing'],
  skills: ['Growth Marketing', 'Paid Acquisition', 'A/B Testing', 'Product Analytics', 'Lifecycle Marketing', 'People Management', 'SQL', 'Conversion Rate Optimization', 'Budgeting'],
  related: ['vp_growth', 'head_of_marketing', 'growth_marketer'],
});
fixed('vp_growth', 'VP of Growth', 'marketing', 'vp', {
  titles: ['VP of Growth', 'VP Growth'], weight: 0.4,
  phrases: ['vp growth', 'vice president of growth', 'vice president growth', 'chief growth officer', 'cgo'],
  skills: ['Growth Marketing', 'Paid Acquisition', 'Product Analytics', 'People Management', 'Budgeting', 'Lifecycle Marketing', 'OKRs'],
  related: ['head_of_growth', 'vp_marketing', 'cmo'],
});
fixed('vp_marketing', 'VP of Marketing', 'marketing', 'vp', {
  titles: ['VP of Marketing', 'VP Marketing', 'Vice President of Marketing'], weight: 0.7,
  phrases: ['vp marketing', 'vice president marketing', 'svp marketing'],
  skills: ['Marketing Strategy', 'Brand Strategy', 'People Management', 'Demand Generation', 'Budgeting', 'Go-to-Market', 'Product Marketing'],
  related: ['cmo', 'head_of_marketing', 'vp_growth'],
});
fixed('cmo', 'CMO', 'marketing', 'c_level', {
  titles: ['Chief Marketing Officer', 'CMO'], weight: 0.5,
  phrases: ['cmo', 'chief marketing officer'],
  skills: ['Marketing Strategy', 'Brand Strategy', 'People Management', 'Budgeting', 'Go-to-Market', 'Public Relations', 'Demand Generation'],
  related: ['vp_marketing', 'head_of_marketing'],
});

// ---------------------------------------------------------------- sales
ic('sdr', 'Sales Development Representative', 'sales', {
  titles: ['Sales Development Representative', 'Business Development Representative'], weight: 7,
  levels: { intern: 3, junior: 45, mid: 40, senior: 10, staff: 2 },
  phrases: ['sdr', 'bdr', 'business development representative', 'sales development rep', 'inside sales representative', 'inside sales rep', 'lead generation specialist'],
  skills: ['Cold Calling', 'Prospecting', 'Lead Generation', 'Salesforce', 'HubSpot', 'LinkedIn Sales Navigator', 'B2B Sales', 'Outreach', 'CRM'],
  related: ['account_executive', 'demand_gen_manager'],
});
ic('account_executive', 'Account Executive', 'sales', {
  titles: ['Account Executive', 'Mid-Market Account Executive'], weight: 10, levels: { junior: 15, mid: 45, senior: 32, staff: 8 },
  phrases: ['ae', 'sales executive', 'saas sales executive', 'account exec'],
  skills: ['B2B Sales', 'SaaS Sales', 'Salesforce', 'Negotiation', 'MEDDIC', 'Enterprise Sales', 'Pipeline Management', 'Solution Selling', 'Sales Forecasting', 'Prospecting', 'HubSpot', 'Cold Calling', 'Gong'],
  related: ['account_manager', 'sdr', 'sales_manager', 'sales_engineer'],
});
ic('account_manager', 'Account Manager', 'sales', {
  titles: ['Account Manager', 'Key Account Manager', 'Client Manager'], weight: 7, levels: NO_INTERN,
  kinds: ['Key Account Manager'],
  phrases: ['key account manager', 'kam', 'client manager', 'client partner', 'relationship manager', 'account management'],
  skills: ['Account Management', 'Upselling', 'Renewals', 'Negotiation', 'Salesforce', 'Customer Retention', 'B2B Sales', 'CRM', 'Stakeholder Management'],
  related: ['customer_success_manager', 'account_executive'],
});
ic('sales_engineer', 'Sales Engineer', 'sales', {
  titles: ['Sales Engineer', 'Solutions Engineer', 'Solutions Consultant', 'Pre-Sales Engineer'], weight: 3, levels: { junior: 10, mid: 40, senior: 35, staff: 10, principal: 5 },
  phrases: ['solutions engineer', 'solutions consultant', 'presales engineer', 'pre-sales engineer', 'pre sales', 'presales', 'technical sales', 'sales consultant'],
  skills: ['Solution Selling', 'REST APIs', 'AWS', 'SQL', 'Python', 'Enterprise Sales', 'Salesforce', 'System Design', 'Negotiation'],
  related: ['solutions_architect', 'account_executive'],
});
ic('partnerships_manager', 'Partnerships Manager', 'sales', {
  titles: ['Partnerships Manager', 'Business Development Manager', 'Alliances Manager', 'Channel Manager'], weight: 4, levels: NO_INTERN,
  kinds: ['Business Development Manager', 'Channel Manager'],
  phrases: ['partnership manager', 'business development manager', 'bizdev manager', 'biz dev', 'business development', 'bd manager', 'alliances manager', 'channel manager', 'partner manager'],
  skills: ['Partnerships', 'Channel Sales', 'Negotiation', 'B2B Sales', 'Salesforce', 'Go-to-Market', 'Stakeholder Management', 'Lead Generation'],
  related: ['account_executive', 'account_manager'],
});
fixed('sales_manager', 'Sales Manager', 'sales', 'manager', {
  titles: ['Sales Manager', 'Regional Sales Manager', 'Sales Team Lead', 'Area Sales Manager'], weight: 3,
  kinds: ['Regional Sales Manager', 'Area Sales Manager'],
  phrases: ['regional sales manager', 'area sales manager', 'sales team lead', 'sales lead', 'vertriebsleiter', 'responsable commercial', 'gerente de ventas', 'sdr manager', 'ae manager'],
  skills: ['People Management', 'Sales Forecasting', 'Pipeline Management', 'Salesforce', 'B2B Sales', 'Negotiation', 'Hiring', 'MEDDIC', 'Enterprise Sales'],
  related: ['head_of_sales', 'account_executive'],
});
fixed('head_of_sales', 'Head of Sales', 'sales', 'director', {
  titles: ['Head of Sales', 'Director of Sales', 'Sales Director'], weight: 1.5,
  phrases: ['director of sales', 'sales director', 'head of business development', 'sales head', 'director of business development'],
  skills: ['Sales Strategy', 'People Management', 'Sales Forecasting', 'Enterprise Sales', 'Negotiation', 'Go-to-Market', 'Hiring', 'Salesforce', 'Budgeting'],
  related: ['vp_sales', 'cro', 'sales_manager'],
});
fixed('vp_sales', 'VP of Sales', 'sales', 'vp', {
  titles: ['VP of Sales', 'VP Sales', 'Vice President of Sales', 'SVP Sales'], weight: 0.8,
  phrases: ['vp sales', 'vice president sales', 'svp sales', 'vp of business development', 'vp business development'],
  skills: ['Sales Strategy', 'People Management', 'Sales Forecasting', 'Enterprise Sales', 'Go-to-Market', 'Budgeting', 'Negotiation'],
  related: ['cro', 'head_of_sales'],
});
fixed('cro', 'Chief Revenue Officer', 'sales', 'c_level', {
  titles: ['Chief Revenue Officer', 'CRO', 'Chief Commercial Officer'], weight: 0.5,
  phrases: ['cro', 'chief revenue officer', 'chief commercial officer', 'cco'],
  skills: ['Sales Strategy', 'Go-to-Market', 'People Management', 'Revenue Operations', 'Budgeting', 'Enterprise Sales', 'Pricing'],
  related: ['vp_sales', 'head_of_sales'],
});

// ---------------------------------------------------------------- customer success
ic('customer_success_manager', 'Customer Success Manager', 'customer_success', {
  titles: ['Customer Success Manager', 'Client Success Manager'], weight: 7, levels: NO_INTERN,
  phrases: ['csm', 'client success manager', 'customer success', 'customer success specialist', 'onboarding manager', 'implementation manager'],
  skills: ['Customer Onboarding', 'Customer Retention', 'Renewals', 'Upselling', 'Gainsight', 'Salesforce', 'Zendesk', 'Stakeholder Management', 'Account Management', 'CRM'],
  related: ['account_manager', 'support_specialist'],
});
ic('support_specialist', 'Customer Support Specialist', 'customer_success', {
  titles: ['Customer Support Specialist', 'Customer Support Representative', 'Support Engineer', 'Technical Support Engineer'], weight: 7,
  kinds: ['Support Engineer', 'Technical Support Engineer'],
  levels: { intern: 4, junior: 40, mid: 38, senior: 15, staff: 3 },
  phrases: ['customer support representative', 'customer support agent', 'customer service representative', 'support agent', 'support engineer', 'technical support engineer', 'helpdesk agent', 'customer care'],
  skills: ['Customer Support', 'Zendesk', 'Intercom', 'Technical Support', 'SQL', 'Jira', 'CRM', 'Customer Onboarding'],
  related: ['customer_success_manager', 'it_support'],
});
fixed('head_of_customer_success', 'Head of Customer Success', 'customer_success', 'director', {
  titles: ['Head of Customer Success', 'Director of Customer Success', 'Head of Customer Support', 'VP of Customer Success'], weight: 1,
  phrases: ['director of customer success', 'head of support', 'head of customer support', 'vp customer success', 'vp of customer success', 'head of customer experience', 'chief customer officer'],
  skills: ['Customer Retention', 'People Management', 'Customer Onboarding', 'Renewals', 'Gainsight', 'Budgeting', 'Stakeholder Management', 'Hiring'],
  related: ['customer_success_manager', 'head_of_sales'],
});

// ---------------------------------------------------------------- operations
ic('operations_manager', 'Operations Manager', 'operations', {
  titles: ['Operations Manager', 'Operations Specialist', 'Operations Associate'], weight: 7, levels: NO_INTERN,
  phrases: ['ops manager', 'operations specialist', 'operations associate', 'operations lead', 'business operations manager', 'bizops', 'business operations', 'strategy and operations'],
  skills: ['Process Improvement', 'Project Management', 'Excel', 'Vendor Management', 'Stakeholder Management', 'SQL', 'Lean Six Sigma', 'Budgeting', 'Change Management', 'Business Analysis'],
  related: ['project_manager', 'chief_of_staff', 'supply_chain_manager'],
});
ic('project_manager', 'Project Manager', 'operations', {
  titles: ['Project Manager', 'Program Manager', 'Delivery Manager', 'Scrum Master'], weight: 7, levels: NO_INTERN,
  phrases: ['program manager', 'programme manager', 'technical program manager', 'delivery manager', 'scrum master', 'agile coach', 'projektmanager', 'chef de projet', 'jefe de proyecto', 'pmo'],
  skills: ['Project Management', 'Program Management', 'Agile', 'Scrum', 'Jira', 'Stakeholder Management', 'PMP', 'Change Management', 'Budgeting'],
  related: ['operations_manager', 'product_owner'],
});
ic('business_analyst', 'Business Analyst', 'operations', {
  titles: ['Business Analyst', 'Strategy Analyst', 'Operations Analyst'], weight: 5,
  phrases: ['strategy analyst', 'operations analyst', 'ba', 'business systems analyst'],
  skills: ['Business Analysis', 'SQL', 'Excel', 'Stakeholder Management', 'Process Improvement', 'Jira', 'Data Analysis', 'PowerPoint', 'Tableau'],
  related: ['data_analyst', 'product_owner', 'consultant'],
});
ic('consultant', 'Consultant', 'operations', {
  titles: ['Consultant', 'Management Consultant', 'Strategy Consultant', 'Technology Consultant'], weight: 5,
  kinds: ['Management Consultant', 'Strategy Consultant', 'Technology Consultant'],
  levels: { intern: 5, junior: 25, mid: 35, senior: 25, staff: 10 },
  phrases: ['management consultant', 'strategy consultant', 'technology consultant', 'it consultant', 'unternehmensberater', 'berater', 'consultor'],
  skills: ['Management Consulting', 'Business Strategy', 'PowerPoint', 'Excel', 'Stakeholder Management', 'Financial Modeling', 'Change Management', 'Project Management', 'Market Research'],
  related: ['business_analyst', 'operations_manager'],
});
ic('supply_chain_manager', 'Supply Chain Manager', 'operations', {
  titles: ['Supply Chain Manager', 'Logistics Manager', 'Procurement Manager', 'Buyer'], weight: 4, levels: NO_INTERN,
  kinds: ['Logistics Manager', 'Procurement Manager', 'Buyer'],
  phrases: ['logistics manager', 'procurement manager', 'buyer', 'purchasing manager', 'supply chain analyst', 'logistics coordinator', 'supply planner', 'category manager'],
  skills: ['Supply Chain Management', 'Logistics', 'Procurement', 'Inventory Management', 'SAP', 'Vendor Management', 'Lean Six Sigma', 'Excel', 'Negotiation'],
  related: ['operations_manager'],
  industries: ['retail', 'consumer_goods', 'manufacturing', 'automotive', 'ecommerce', 'logistics', 'foodtech', 'hardware', 'pharmaceuticals', 'energy', 'aerospace', 'marketplaces', 'agritech', 'medical_devices', 'semiconductors'],
});
ic('revops_manager', 'Revenue Operations Manager', 'operations', {
  titles: ['Revenue Operations Manager', 'Sales Operations Manager', 'RevOps Analyst'], weight: 2, levels: NO_INTERN,
  kinds: ['Sales Operations Manager'],
  phrases: ['revops manager', 'sales operations manager', 'sales ops'],
  skills: ['Revenue Operations', 'Salesforce', 'HubSpot', 'Sales Forecasting', 'SQL', 'Excel', 'Pipeline Management', 'CRM'],
  related: ['operations_manager', 'sales_manager'],
});
fixed('chief_of_staff', 'Chief of Staff', 'operations', 'director', {
  titles: ['Chief of Staff', 'Founder Associate'], weight: 1,
  kinds: ['Founder Associate'],
  phrases: ['cos', 'founders associate', "founder's associate", 'founder associate'],
  skills: ['Business Strategy', 'Stakeholder Management', 'Project Management', 'OKRs', 'Financial Modeling', 'Hiring'],
  related: ['operations_manager', 'head_of_operations'],
});
fixed('head_of_operations', 'Head of Operations', 'operations', 'director', {
  titles: ['Head of Operations', 'Director of Operations', 'VP of Operations'], weight: 1.2,
  phrases: ['director of operations', 'operations director', 'vp operations', 'vp of operations', 'head of ops', 'head of business operations'],
  skills: ['Operations Management', 'People Management', 'Process Improvement', 'Budgeting', 'Vendor Management', 'OKRs', 'Change Management'],
  related: ['coo', 'chief_of_staff'],
});
fixed('coo', 'COO', 'operations', 'c_level', {
  titles: ['Chief Operating Officer', 'COO'], weight: 0.5,
  phrases: ['coo', 'chief operating officer', 'chief operations officer'],
  skills: ['Operations Management', 'People Management', 'Business Strategy', 'Budgeting', 'Fundraising', 'Change Management', 'OKRs'],
  related: ['head_of_operations', 'ceo'],
});

// ---------------------------------------------------------------- finance
ic('accountant', 'Accountant', 'finance', {
  titles: ['Accountant', 'Staff Accountant', 'Accounting Specialist'], weight: 7, levels: { intern: 4, junior: 28, mid: 38, senior: 25, staff: 5 },
  kinds: ['Staff Accountant'], credentials: ['CPA'],
  phrases: ['staff accountant', 'chartered accountant', 'cpa', 'accounts payable', 'accounts receivable', 'buchhalter', 'comptable', 'contador', 'contable'],
  skills: ['Accounting', 'Bookkeeping', 'IFRS', 'US GAAP', 'Excel', 'Tax', 'NetSuite', 'Xero', 'QuickBooks', 'SAP', 'Financial Reporting'],
  related: ['financial_analyst', 'auditor', 'controller'],
});
ic('financial_analyst', 'Financial Analyst', 'finance', {
  titles: ['Financial Analyst', 'FP&A Analyst', 'Finance Analyst', 'Investment Analyst'], weight: 7,
  kinds: ['Investment Analyst'],
  phrases: ['fp&a analyst', 'finance analyst', 'investment analyst', 'equity analyst', 'credit analyst', 'finanzanalyst', 'analyste financier'],
  skills: ['Financial Modeling', 'FP&A', 'Excel', 'Valuation', 'Forecasting', 'Budgeting', 'Corporate Finance', 'SQL', 'PowerPoint', 'M&A', 'Credit Risk', 'Power BI'],
  related: ['accountant', 'finance_manager', 'business_analyst'],
});
ic('auditor', 'Auditor', 'finance', {
  titles: ['Auditor', 'Internal Auditor', 'Audit Associate', 'Tax Advisor'], weight: 3,
  kinds: ['Internal Auditor', 'Tax Advisor'],
  phrases: ['internal auditor', 'external auditor', 'audit associate', 'tax advisor', 'tax consultant', 'wirtschaftsprufer', 'steuerberater'],
  skills: ['Auditing', 'IFRS', 'US GAAP', 'Risk Management', 'Tax', 'Excel', 'Compliance', 'Financial Reporting', 'SOC 2'],
  related: ['accountant', 'compliance_manager'],
  industries: ['accounting', 'banking', 'insurance', 'consulting', 'asset_management', 'government', 'retail', 'manufacturing', 'energy', 'pharmaceuticals', 'telecommunications'],
});
ic('risk_analyst', 'Risk Analyst', 'finance', {
  titles: ['Risk Analyst', 'Risk Manager', 'Quantitative Analyst'], weight: 3,
  kinds: ['Risk Manager', 'Quantitative Analyst'],
  phrases: ['risk manager', 'quant', 'quantitative analyst', 'quant researcher', 'credit risk analyst', 'fraud analyst'],
  skills: ['Risk Management', 'Credit Risk', 'Fraud Detection', 'Python', 'SQL', 'Statistics', 'Excel', 'Financial Modeling', 'R', 'Trading Systems', 'AML'],
  related: ['financial_analyst', 'data_scientist', 'compliance_manager'],
  industries: ['banking', 'insurance', 'asset_management', 'fintech', 'insurtech', 'crypto', 'consulting'],
});
fixed('finance_manager', 'Finance Manager', 'finance', 'manager', {
  titles: ['Finance Manager', 'FP&A Manager', 'Accounting Manager', 'Treasury Manager'], weight: 2.5,
  kinds: ['FP&A Manager', 'Accounting Manager', 'Treasury Manager'],
  phrases: ['fp&a manager', 'accounting manager', 'treasury manager', 'finance lead', 'head of fp&a'],
  skills: ['FP&A', 'Financial Modeling', 'Budgeting', 'Financial Reporting', 'People Management', 'Excel', 'IFRS', 'Treasury', 'NetSuite'],
  related: ['controller', 'head_of_finance', 'financial_analyst'],
});
fixed('controller', 'Financial Controller', 'finance', 'director', {
  titles: ['Financial Controller', 'Controller', 'Head of Accounting'], weight: 1.2,
  phrases: ['controller', 'comptroller', 'head of accounting', 'chief accountant', 'finance controller', 'controlling'],
  skills: ['Financial Reporting', 'IFRS', 'US GAAP', 'Auditing', 'Tax', 'People Management', 'Budgeting', 'NetSuite', 'SAP'],
  related: ['head_of_finance', 'finance_manager', 'accountant'],
});
fixed('head_of_finance', 'Head of Finance', 'finance', 'director', {
  titles: ['Head of Finance', 'Finance Director', 'VP of Finance', 'Director of Finance'], weight: 1,
  phrases: ['finance director', 'director of finance', 'vp finance', 'vp of finance', 'head of finance and operations'],
  skills: ['Corporate Finance', 'FP&A', 'Fundraising', 'Budgeting', 'People Management', 'Financial Reporting', 'M&A', 'Treasury'],
  related: ['cfo', 'controller'],
});
fixed('cfo', 'CFO', 'finance', 'c_level', {
  titles: ['Chief Financial Officer', 'CFO'], weight: 0.5,
  phrases: ['cfo', 'chief financial officer', 'finance chief'],
  skills: ['Corporate Finance', 'Fundraising', 'M&A', 'FP&A', 'People Management', 'Financial Reporting', 'Treasury', 'Investor Relations'],
  related: ['head_of_finance', 'controller'],
});

// ---------------------------------------------------------------- people
ic('recruiter', 'Recruiter', 'people', {
  titles: ['Recruiter', 'Talent Acquisition Partner', 'Talent Sourcer', 'Recruitment Consultant'], weight: 5,
  kinds: ['Talent Sourcer', 'Recruitment Consultant'],
  levels: { intern: 3, junior: 25, mid: 40, senior: 27, staff: 5 },
  phrases: ['talent acquisition partner', 'talent acquisition specialist', 'talent partner', 'sourcer', 'talent sourcer', 'headhunter', 'recruitment consultant', 'personalvermittler', 'recruteur', 'reclutador'],
  skills: ['Recruiting', 'Sourcing', 'Talent Acquisition', 'Greenhouse', 'LinkedIn Recruiter', 'Employer Branding', 'Stakeholder Management', 'Negotiation'],
  related: ['technical_recruiter', 'talent_acquisition_manager', 'hr_business_partner'],
});
ic('technical_recruiter', 'Technical Recruiter', 'people', {
  titles: ['Technical Recruiter', 'Engineering Recruiter', 'Tech Recruiter'], weight: 2.5,
  levels: { junior: 20, mid: 42, senior: 30, staff: 8 },
  phrases: ['tech recruiter', 'it recruiter', 'engineering recruiter', 'technical sourcer', 'tech sourcer'],
  skills: ['Technical Recruiting', 'Sourcing', 'Greenhouse', 'LinkedIn Recruiter', 'Talent Acquisition', 'Employer Branding', 'Stakeholder Management', 'System Design'],
  related: ['recruiter', 'talent_acquisition_manager'],
});
ic('hr_business_partner', 'HR Business Partner', 'people', {
  titles: ['HR Business Partner', 'People Partner', 'HR Generalist', 'People Operations Specialist', 'HR Manager'], weight: 6, levels: NO_INTERN,
  kinds: ['HR Generalist', 'HR Manager', 'People Operations Specialist'],
  phrases: ['hrbp', 'people partner', 'hr generalist', 'people operations', 'people ops', 'hr manager', 'human resources manager', 'hr specialist', 'personalreferent', 'responsable rh'],
  skills: ['Employee Relations', 'Performance Management', 'Employment Law', 'HRIS', 'Workday', 'Compensation & Benefits', 'Change Management', 'Learning & Development', 'DEI'],
  related: ['recruiter', 'head_of_people'],
});
fixed('talent_acquisition_manager', 'Talent Acquisition Manager', 'people', 'manager', {
  titles: ['Talent Acquisition Manager', 'Recruiting Manager', 'Head of Talent Acquisition'], weight: 1.5,
  phrases: ['recruiting manager', 'head of recruiting', 'head of talent acquisition', 'recruitment manager', 'ta manager', 'talent lead'],
  skills: ['Talent Acquisition', 'People Management', 'Employer Branding', 'Technical Recruiting', 'Greenhouse', 'Stakeholder Management', 'Hiring'],
  related: ['recruiter', 'head_of_people'],
});
fixed('head_of_people', 'Head of People', 'people', 'director', {
  titles: ['Head of People', 'HR Director', 'Director of People', 'VP of People', 'Head of Talent'], weight: 1.2,
  phrases: ['hr director', 'director of people', 'head of hr', 'head of human resources', 'head of personnel', 'personnel director', 'vp people', 'vp of people', 'vp hr', 'head of talent', 'people director'],
  skills: ['People Strategy', 'Employee Relations', 'Compensation & Benefits', 'Performance Management', 'Employment Law', 'People Management', 'DEI', 'Change Management'],
  related: ['chief_people_officer', 'hr_business_partner'],
});
fixed('chief_people_officer', 'Chief People Officer', 'people', 'c_level', {
  titles: ['Chief People Officer', 'Chief Human Resources Officer', 'CHRO'], weight: 0.4,
  phrases: ['cpo people', 'chro', 'chief human resources officer', 'chief people officer', 'chief talent officer'],
  skills: ['People Strategy', 'Compensation & Benefits', 'Employment Law', 'People Management', 'Change Management', 'DEI'],
  related: ['head_of_people'],
});

// ---------------------------------------------------------------- legal
ic('legal_counsel', 'Legal Counsel', 'legal', {
  titles: ['Legal Counsel', 'Corporate Counsel', 'Commercial Counsel', 'Lawyer', 'Associate Attorney'], weight: 5,
  levels: { junior: 20, mid: 40, senior: 32, staff: 8 },
  phrases: ['corporate counsel', 'commercial counsel', 'in-house counsel', 'in house lawyer', 'lawyer', 'attorney', 'solicitor', 'counsel', 'rechtsanwalt', 'avocat', 'abogado', 'jurist', 'syndikusanwalt', 'privacy counsel', 'product counsel'],
  skills: ['Contract Law', 'Commercial Law', 'Corporate Law', 'GDPR', 'Data Privacy', 'Contract Negotiation', 'Intellectual Property', 'Employment Law', 'Litigation', 'Compliance'],
  related: ['compliance_manager', 'general_counsel', 'paralegal'],
});
ic('paralegal', 'Paralegal', 'legal', {
  titles: ['Paralegal', 'Legal Assistant', 'Legal Operations Specialist'], weight: 2, levels: { junior: 35, mid: 45, senior: 20 },
  kinds: ['Legal Assistant', 'Legal Operations Specialist'],
  phrases: ['legal assistant', 'legal ops', 'legal operations'],
  skills: ['Contract Law', 'Legal Research', 'Compliance', 'Litigation', 'Corporate Law'],
  related: ['legal_counsel'],
});
ic('compliance_manager', 'Compliance Manager', 'legal', {
  titles: ['Compliance Manager', 'Compliance Officer', 'Compliance Analyst', 'Regulatory Affairs Manager'], weight: 3, levels: NO_INTERN,
  kinds: ['Regulatory Affairs Manager'],
  phrases: ['compliance officer', 'compliance analyst', 'aml analyst', 'kyc analyst', 'mlro', 'regulatory affairs manager', 'regulatory affairs specialist', 'risk and compliance manager'],
  skills: ['Compliance', 'AML', 'KYC', 'Risk Management', 'GDPR', 'Regulatory Affairs', 'Auditing', 'SOC 2', 'ISO 27001', 'Data Privacy'],
  related: ['legal_counsel', 'risk_analyst', 'auditor'],
});
fixed('general_counsel', 'General Counsel', 'legal', 'c_level', {
  titles: ['General Counsel', 'Head of Legal', 'Chief Legal Officer', 'Legal Director'], weight: 0.8,
  phrases: ['gc', 'head of legal', 'chief legal officer', 'clo', 'legal director', 'director of legal'],
  skills: ['Corporate Law', 'Commercial Law', 'M&A', 'Litigation', 'People Management', 'Compliance', 'Intellectual Property', 'Fundraising'],
  related: ['legal_counsel', 'compliance_manager'],
});

// ---------------------------------------------------------------- healthcare and science
ic('nurse', 'Registered Nurse', 'healthcare', {
  titles: ['Registered Nurse', 'Nurse', 'Clinical Nurse', 'Nurse Practitioner'], weight: 10, industries: ['healthcare', 'healthtech'],
  kinds: ['Nurse Practitioner'],
  levels: { junior: 30, mid: 40, senior: 25, staff: 5 },
  phrases: ['nurse', 'rn', 'registered general nurse', 'rgn', 'nurse practitioner', 'clinical nurse', 'nursing', 'krankenschwester', 'pflegefachkraft', 'infirmier', 'infirmiere', 'enfermera', 'enfermero'],
  skills: ['Patient Care', 'Electronic Health Records', 'Intensive Care', 'Emergency Medicine', 'Pediatrics', 'Medication Management', 'Oncology', 'Cardiology', 'Telemedicine', 'HIPAA'],
  related: ['physician', 'clinical_research_associate'],
});
ic('physician', 'Physician', 'healthcare', {
  titles: ['Physician', 'Medical Doctor', 'General Practitioner', 'Medical Advisor'], weight: 5, industries: ['healthcare', 'healthtech', 'pharmaceuticals', 'medical_devices'],
  kinds: ['General Practitioner', 'Medical Advisor'],
  levels: { junior: 20, mid: 35, senior: 35, staff: 10 },
  phrases: ['doctor', 'medical doctor', 'md', 'general practitioner', 'gp', 'clinician', 'medical advisor', 'arzt', 'arztin', 'medecin', 'medico'],
  skills: ['Patient Care', 'Cardiology', 'Oncology', 'Pediatrics', 'Emergency Medicine', 'Intensive Care', 'Telemedicine', 'Clinical Research', 'Electronic Health Records', 'Clinical Trials'],
  related: ['nurse', 'medical_director'],
});
fixed('medical_director', 'Medical Director', 'healthcare', 'director', {
  titles: ['Medical Director', 'Chief Medical Officer', 'Clinical Director'], weight: 0.8, industries: CLINICAL_INDUSTRIES,
  phrases: ['chief medical officer', 'cmo medical', 'clinical director', 'head of clinical'],
  skills: ['Clinical Research', 'Clinical Trials', 'People Management', 'Patient Care', 'Regulatory Affairs', 'Pharmacology'],
  related: ['physician'],
});
ic('pharmacist', 'Pharmacist', 'healthcare', {
  titles: ['Pharmacist', 'Clinical Pharmacist'], weight: 2, industries: ['healthcare', 'pharmaceuticals', 'healthtech', 'retail'],
  kinds: ['Clinical Pharmacist'],
  levels: { junior: 25, mid: 45, senior: 30 },
  phrases: ['clinical pharmacist', 'apotheker', 'pharmacien', 'farmaceutico'],
  skills: ['Pharmacology', 'Medication Management', 'Patient Care', 'Pharmacovigilance', 'Electronic Health Records', 'HIPAA'],
  related: ['physician', 'nurse'],
});
ic('clinical_research_associate', 'Clinical Research Associate', 'healthcare', {
  titles: ['Clinical Research Associate', 'Clinical Trial Manager', 'Clinical Research Coordinator'], weight: 3, industries: LIFE_SCIENCE_INDUSTRIES,
  kinds: ['Clinical Trial Manager', 'Clinical Research Coordinator'],
  levels: { junior: 25, mid: 40, senior: 28, staff: 7 },
  phrases: ['cra', 'clinical trial manager', 'clinical research coordinator', 'clinical operations', 'clinical project manager'],
  skills: ['Clinical Trials', 'Good Clinical Practice', 'Clinical Research', 'Regulatory Affairs', 'Pharmacovigilance', 'Project Management', 'Electronic Health Records'],
  related: ['scientist', 'physician'],
});
ic('scientist', 'Scientist', 'science', {
  titles: ['Scientist', 'Research Associate', 'Biologist', 'Bioinformatician', 'Chemist'], weight: 8, industries: ['biotech', 'pharmaceuticals', 'medical_devices', 'healthtech', 'agritech', 'climate_tech', 'consumer_goods', 'energy', 'education'],
  kinds: ['Research Associate', 'Biologist', 'Bioinformatician', 'Chemist'],
  levels: { intern: 3, junior: 22, mid: 35, senior: 27, staff: 8, principal: 5 },
  phrases: ['research associate', 'biologist', 'bioinformatician', 'chemist', 'lab scientist', 'laboratory scientist', 'molecular biologist', 'computational biologist', 'biochemist', 'wissenschaftler', 'chercheur', 'investigador'],
  skills: ['Molecular Biology', 'Cell Culture', 'PCR', 'CRISPR', 'Assay Development', 'Bioinformatics', 'Genomics', 'Immunology', 'Python', 'R', 'Statistics'],
  related: ['research_scientist', 'clinical_research_associate'],
});

// ---------------------------------------------------------------- executive
fixed('ceo', 'CEO', 'executive', 'c_level', {
  titles: ['CEO', 'Chief Executive Officer', 'Managing Director', 'Co-founder & CEO'], weight: 3,
  phrases: ['ceo', 'chief executive officer', 'chief executive', 'managing director', 'geschaftsfuhrer', 'president and ceo', 'directeur general', 'director general'],
  skills: ['Business Strategy', 'Fundraising', 'People Management', 'Go-to-Market', 'Stakeholder Management', 'Sales Strategy', 'M&A', 'Budgeting'],
  related: ['founder', 'coo'],
});
fixed('founder', 'Founder', 'executive', 'founder', {
  titles: ['Founder', 'Co-Founder', 'Founder & CEO'], weight: 3,
  phrases: ['co-founder', 'cofounder', 'co founder', 'founding team', 'entrepreneur', 'grunder', 'fondateur', 'fundador'],
  skills: ['Fundraising', 'Business Strategy', 'Go-to-Market', 'Product Strategy', 'People Management', 'Sales Strategy', 'Hiring'],
  related: ['ceo', 'cto'],
});

export { ROLES };
export const ROLE_BY_KEY: ReadonlyMap<string, RoleDef> = new Map(ROLES.map((role) => [role.key, role]));

/** Words before a role's title that only say its level ("Group Product Manager"). */
const LEVEL_PREFIXES = new Set(['group', 'senior', 'lead', 'principal', 'staff', 'junior', 'associate']);

/**
 * Roles that are another role at a level, by their titles: a "Group Product Manager" is a product
 * manager at a manager's level, so a brief for product managers verifies one.
 */
export const LEVEL_OF: ReadonlyMap<string, string> = (() => {
  const byLabel = new Map(ROLES.map((r) => [r.label.toLowerCase(), r.key]));
  const pairs: Array<[string, string]> = [];
  for (const role of ROLES) {
    const [first, ...rest] = role.label.toLowerCase().split(' ');
    const of = byLabel.get(rest.join(' '));
    if (first && LEVEL_PREFIXES.has(first) && of) pairs.push([role.key, of]);
  }
  return new Map(pairs);
})();

function isFixedLevel(role: RoleDef): boolean {
  return Object.keys(role.levels).length === 1 && !('mid' in role.levels) && !('senior' in role.levels);
}

/** The credential a role's phrase names as held ("cpa" of Accountant: CPA), or null. `phrase` is lower case, as the lexicon keys it. */
export function credentialNamed(phrase: string, roleKeys: readonly string[]): string | null {
  const role = roleKeys.length === 1 ? ROLE_BY_KEY.get(roleKeys[0]!) : undefined;
  return role?.credentials.find((credential) => credential.toLowerCase() === phrase) ?? null;
}

/** The single level of a fixed-level role (CTO -> c_level), or null for IC roles. */
export function fixedLevel(role: RoleDef): Seniority | null {
  return isFixedLevel(role) ? (Object.keys(role.levels)[0] as Seniority) : null;
}

/**
 * The levels a family of roles names when it is a level and not a job ("leaders", "managers"):
 * a generic group whose every role is fixed at a level. A title the taxonomy cannot place but
 * whose level reads as one of them ("Head of Revenue Operations") belongs to it. Empty otherwise.
 */
export function levelsOfFamily(criterion: { roleKeys: readonly string[]; generic: boolean }): Seniority[] {
  if (!criterion.generic || criterion.roleKeys.length === 0) return [];
  const levels = criterion.roleKeys.map((key) => {
    const role = ROLE_BY_KEY.get(key);
    return role ? fixedLevel(role) : null;
  });
  return levels.every((level) => level !== null) ? [...new Set(levels)] : [];
}

/** The title a person of `level` in `role` holds, using the base title `base` (IC roles). */
export function levelTitle(role: RoleDef, base: string, level: Seniority): string {
  if (isFixedLevel(role)) return base;
  switch (level) {
    case 'intern':
      return `${base} Intern`;
    case 'junior':
      return `${role.juniorWord} ${base}`;
    case 'senior':
      return `Senior ${base}`;
    case 'staff':
      return `${role.staffWord} ${base}`;
    case 'principal':
      return `Principal ${base}`;
    default:
      return base;
  }
}
