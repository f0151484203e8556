// Industries of the directory's companies: what briefs call them, how many companies are in each,
// which functions those companies employ (a hospital hires nurses, a fintech engineers), and the
// domain skills their people pick up (fintech engineers know payments, not nursing).
import type { JobFunction } from './functions';
import { otherLanguagePhrases } from './industries-i18n';

type FunctionMix = Partial<Record<JobFunction, number>>;

const TECH_MIX: FunctionMix = {
  engineering: 33, data: 8, product: 7, design: 4, marketing: 9, sales: 13, customer_success: 7, operations: 7,
  finance: 3.5, people: 4, legal: 1.5, executive: 2,
};
const HEALTHTECH_MIX: FunctionMix = { ...TECH_MIX, healthcare: 7, engineering: 28 };
const CLINICAL_MIX: FunctionMix = {
  healthcare: 55, operations: 12, finance: 5, people: 6, engineering: 5, data: 4, marketing: 3, customer_success: 3, legal: 2, product: 1, executive: 1, sales: 1,
};
const LIFESCI_MIX: FunctionMix = {
  science: 22, healthcare: 8, data: 8, engineering: 8, sales: 13, marketing: 8, operations: 12, finance: 5, people: 5, legal: 5, product: 2, executive: 1.5,
};
const FINANCE_MIX: FunctionMix = {
  finance: 18, engineering: 20, data: 10, operations: 13, sales: 10, marketing: 6, product: 5, design: 2, people: 5, legal: 6, customer_success: 5, executive: 0.8,
};
const CONSULTING_MIX: FunctionMix = {
  operations: 30, finance: 12, engineering: 15, data: 10, sales: 8, marketing: 6, people: 8, legal: 4, design: 3, product: 2, executive: 1,
};
const INDUSTRIAL_MIX: FunctionMix = {
  operations: 22, engineering: 24, sales: 14, marketing: 8, finance: 8, people: 6, data: 6, product: 4, design: 2, customer_success: 4, legal: 2, science: 2, executive: 0.8,
};
const RETAIL_MIX: FunctionMix = {
  operations: 24, sales: 14, marketing: 14, engineering: 14, data: 7, design: 5, product: 5, finance: 7, people: 6, customer_success: 5, legal: 2, executive: 0.8,
};
const PUBLIC_MIX: FunctionMix = {
  operations: 30, people: 10, finance: 10, engineering: 12, data: 8, marketing: 7, legal: 7, design: 3, product: 3, customer_success: 8, science: 3, executive: 0.8,
};
const MEDIA_MIX: FunctionMix = {
  engineering: 22, design: 12, marketing: 14, product: 7, data: 6, sales: 12, operations: 10, finance: 5, people: 5, legal: 3, customer_success: 3, executive: 1,
};
const LEGAL_MIX: FunctionMix = { legal: 50, operations: 15, finance: 10, people: 8, engineering: 6, marketing: 6, sales: 3, executive: 1 };

export type StageProfile = 'startup' | 'mature' | 'public_sector' | 'non_profit' | 'mixed';

export interface IndustryDef {
  key: string;
  label: string;
  /** Phrases briefs use (lower case), in the six languages; the label is implied. */
  phrases: string[];
  /** Relative number of companies. */
  weight: number;
  tech: boolean;
  mix: FunctionMix;
  stages: StageProfile;
  /** Domain skills by function, added to some people of the industry. */
  domainSkills: Partial<Record<JobFunction, string[]>>;
}

const I = (
  key: string, label: string, phrases: string[], weight: number, tech: boolean, mix: FunctionMix, stages: StageProfile,
  domainSkills: IndustryDef['domainSkills'] = {},
): IndustryDef => ({ key, label, phrases: [...phrases, ...otherLanguagePhrases(key)], weight, tech, mix, stages, domainSkills });

export const INDUSTRIES: IndustryDef[] = [
  I('fintech', 'Fintech', ['fintech', 'fin tech', 'fin-tech', 'financial technology', 'payments company', 'payment company', 'neobank', 'challenger bank', 'digital bank', 'payments industry', 'payments space', 'paytech'], 8, true, TECH_MIX, 'startup',
    { engineering: ['Payments', 'Fraud Detection', 'PostgreSQL'], data: ['Fraud Detection', 'Credit Risk'], product: ['Payments'], legal: ['AML', 'KYC'], finance: ['Credit Risk'] }),
  I('healthtech', 'Healthtech', ['healthtech', 'health tech', 'health-tech', 'digital health', 'healthcare technology', 'health technology', 'healthcare tech', 'healthcare startup'], 5, true, HEALTHTECH_MIX, 'startup',
    { engineering: ['HIPAA', 'Electronic Health Records'], product: ['HIPAA', 'Telemedicine'], legal: ['HIPAA', 'Data Privacy'], data: ['Statistics'] }),
  I('edtech', 'Edtech', ['edtech', 'ed tech', 'ed-tech', 'education technology', 'e-learning', 'elearning', 'learning platform', 'online learning'], 3, true, TECH_MIX, 'startup', { product: ['User Research'] }),
  I('insurtech', 'Insurtech', ['insurtech', 'insure tech', 'insurance technology', 'insurance tech'], 2, true, TECH_MIX, 'startup', { data: ['Risk Management'], finance: ['Risk Management'] }),
  I('proptech', 'Proptech', ['proptech', 'prop tech', 'real estate tech', 'real estate technology', 'property technology'], 2, true, TECH_MIX, 'startup'),
  I('legaltech', 'Legaltech', ['legaltech', 'legal tech', 'legal technology'], 1, true, TECH_MIX, 'startup', { legal: ['Contract Law'] }),
  I('hrtech', 'HR Tech', ['hr tech', 'hrtech', 'hr technology', 'people tech', 'recruiting tech', 'work tech', 'worktech', 'payroll software', 'hr software', 'recruiting software'], 2, true, TECH_MIX, 'startup', { people: ['HRIS'] }),
  I('martech', 'Marketing & Ad Tech', ['martech', 'mar tech', 'adtech', 'ad tech', 'advertising technology', 'marketing technology', 'ad-tech'], 3, true, TECH_MIX, 'startup', { engineering: ['Kafka'], data: ['A/B Testing'] }),
  I('ecommerce', 'E-commerce', ['e-commerce', 'ecommerce', 'e commerce', 'online retail', 'd2c', 'dtc', 'direct to consumer', 'direct-to-consumer', 'online shop', 'online shopping'], 6, true, RETAIL_MIX, 'startup',
    { marketing: ['E-commerce', 'Conversion Rate Optimization'], product: ['E-commerce'], engineering: ['Shopify'] }),
  I('marketplaces', 'Marketplaces', ['marketplace', 'online marketplace', 'two-sided marketplace', 'two sided marketplace'], 3, true, TECH_MIX, 'startup', { product: ['Pricing'], data: ['Recommender Systems'] }),
  I('saas', 'B2B SaaS', ['saas', 'b2b saas', 'software as a service', 'b2b software', 'saas company', 'cloud software'], 10, true, TECH_MIX, 'startup', { sales: ['SaaS Sales'], marketing: ['Product Marketing'] }),
  I('enterprise_software', 'Enterprise Software', ['enterprise software', 'enterprise saas', 'erp software', 'business software', 'enterprise tech'], 6, true, TECH_MIX, 'mixed', { sales: ['Enterprise Sales'] }),
  I('devtools', 'Developer Tools', ['developer tools', 'devtools', 'dev tools', 'developer tooling', 'developer platform', 'dev tooling', 'devops tools'], 3, true, TECH_MIX, 'startup', { marketing: ['Content Marketing'] }),
  I('cybersecurity', 'Cybersecurity', ['cybersecurity', 'cyber security', 'cyber', 'security companies', 'security company', 'infosec', 'information security', 'security vendor', 'security startup'], 4, true, TECH_MIX, 'startup',
    { engineering: ['Application Security', 'Cloud Security', 'Threat Modeling'], sales: ['Enterprise Sales'] }),
  I('ai_ml', 'AI & Machine Learning', ['ai', 'a.i.', 'artificial intelligence', 'ai company', 'ai lab', 'machine learning company', 'ai-first', 'ai native', 'ai industry', 'ki'], 6, true, TECH_MIX, 'startup',
    { engineering: ['LLMs', 'Machine Learning', 'PyTorch'], product: ['LLMs'] }),
  I('data_analytics', 'Data & Analytics', ['data analytics', 'analytics software', 'data infrastructure', 'big data', 'data platform', 'analytics company'], 3, true, TECH_MIX, 'startup', { engineering: ['Spark', 'Kafka'] }),
  I('cloud_infrastructure', 'Cloud Infrastructure', ['cloud infrastructure', 'cloud computing', 'cloud provider', 'infrastructure software', 'web hosting', 'hosting provider', 'hosting company', 'cdn', 'data centers', 'data centres'], 2, true, TECH_MIX, 'mixed', { engineering: ['Kubernetes', 'Distributed Systems'] }),
  I('consumer_internet', 'Consumer Internet', ['consumer internet', 'internet company', 'consumer tech', 'social media company', 'social network', 'search engine', 'consumer apps', 'consumer app'], 3, true, TECH_MIX, 'mixed', { data: ['Recommender Systems', 'A/B Testing'] }),
  I('gaming', 'Gaming', ['gaming', 'game', 'video game', 'game studio', 'game development', 'gamedev', 'esports', 'games industry', 'gaming industry', 'mobile games'], 3, true, MEDIA_MIX, 'startup',
    { engineering: ['Unity', 'Unreal Engine', 'C++'], design: ['Game Design'], product: ['Game Design'] }),
  I('media_entertainment', 'Media & Entertainment', ['media', 'entertainment', 'media and entertainment', 'streaming', 'publishing', 'music streaming', 'film', 'broadcasting', 'news media', 'publisher'], 3, false, MEDIA_MIX, 'mixed', { data: ['Recommender Systems'] }),
  I('travel', 'Travel & Hospitality', ['travel', 'traveltech', 'travel tech', 'hospitality', 'tourism', 'hotel', 'online travel'], 2, true, TECH_MIX, 'mixed', { product: ['Pricing'] }),
  I('mobility', 'Mobility & Transportation', ['mobility', 'transportation', 'ride hailing', 'ride-hailing', 'micromobility', 'micro-mobility', 'transport'], 2, true, TECH_MIX, 'startup', { data: ['Time Series'] }),
  I('logistics', 'Logistics & Supply Chain', ['logistics', 'freight', 'shipping', 'last mile', 'last-mile', 'supply chain tech', 'freight tech', 'logistics tech'], 3, true, INDUSTRIAL_MIX, 'mixed', { operations: ['Logistics', 'Supply Chain Management'] }),
  I('foodtech', 'Food & Delivery', ['foodtech', 'food tech', 'food delivery', 'quick commerce', 'q-commerce', 'restaurant tech', 'grocery delivery', 'delivery app'], 2, true, TECH_MIX, 'startup', { operations: ['Logistics'] }),
  I('agritech', 'Agritech', ['agritech', 'agtech', 'ag tech', 'agriculture', 'farming', 'agrifood', 'agri-tech'], 1, true, INDUSTRIAL_MIX, 'startup'),
  I('climate_tech', 'Climate Tech & Clean Energy', ['climate tech', 'climatetech', 'cleantech', 'clean tech', 'renewables', 'renewable energy', 'green tech', 'greentech', 'solar', 'climate', 'clean energy', 'carbon', 'sustainability'], 3, true, INDUSTRIAL_MIX, 'startup'),
  I('crypto', 'Crypto & Web3', ['crypto', 'web3', 'web 3', 'blockchain', 'defi', 'cryptocurrency', 'crypto exchange', 'nft', 'digital assets'], 2, true, TECH_MIX, 'startup',
    { engineering: ['Blockchain', 'Smart Contracts', 'Solidity', 'Ethereum', 'Web3'], product: ['Web3'], legal: ['AML', 'KYC'] }),
  I('hardware', 'Consumer Electronics & Hardware', ['hardware', 'consumer electronics', 'electronics', 'iot', 'internet of things', 'wearables', 'devices'], 2, true, INDUSTRIAL_MIX, 'mixed', { engineering: ['Embedded C', 'Firmware'] }),
  I('semiconductors', 'Semiconductors', ['semiconductor', 'semiconductors', 'chip', 'chipmaker', 'chip design', 'silicon'], 1.5, true, INDUSTRIAL_MIX, 'mixed', { engineering: ['Verilog', 'FPGA'] }),
  I('robotics', 'Robotics', ['robotics', 'robot', 'drone', 'industrial automation'], 1.5, true, INDUSTRIAL_MIX, 'startup', { engineering: ['ROS', 'C++'] }),
  I('telecommunications', 'Telecommunications', ['telecom', 'telecoms', 'telecommunications', 'telco', 'mobile operator', 'isp'], 1.5, false, INDUSTRIAL_MIX, 'mature', { engineering: ['5G', 'Network Engineering'] }),
  I('biotech', 'Biotech', ['biotech', 'biotechnology', 'life sciences', 'life science', 'biopharma', 'synthetic biology', 'biotech company'], 3, false, LIFESCI_MIX, 'startup', { data: ['Bioinformatics', 'Genomics'], legal: ['Regulatory Affairs', 'Intellectual Property'] }),
  I('pharmaceuticals', 'Pharmaceuticals', ['pharma', 'pharmaceutical', 'pharmaceuticals', 'drug development', 'big pharma', 'pharma company'], 1.5, false, LIFESCI_MIX, 'mature', { legal: ['Regulatory Affairs'], data: ['Clinical Trials'] }),
  I('medical_devices', 'Medical Devices', ['medical devices', 'medical device', 'medtech', 'med tech', 'medical technology', 'diagnostics'], 1.5, false, LIFESCI_MIX, 'mixed', { legal: ['Medical Devices', 'Regulatory Affairs'], engineering: ['Medical Devices'] }),
  I('healthcare', 'Healthcare Providers', ['healthcare', 'health care', 'hospital', 'health system', 'health systems', 'hospital system', 'hospital systems', 'clinic', 'healthcare provider', 'care provider', 'nursing home', 'care home', 'assisted living', 'assisted living facility', 'skilled nursing facility', 'long-term care'], 3, false, CLINICAL_MIX, 'mixed', { engineering: ['Electronic Health Records', 'HIPAA'] }),
  I('banking', 'Banking & Financial Services', ['banking', 'bank', 'retail banking', 'financial services', 'finserv', 'fsi'], 3, false, FINANCE_MIX, 'mature',
    { engineering: ['Trading Systems', 'Java'], legal: ['AML', 'KYC'], finance: ['Risk Management', 'Valuation'] }),
  I('insurance', 'Insurance', ['insurance', 'insurer', 'reinsurance', 'insurance company'], 2, false, FINANCE_MIX, 'mature', { data: ['Risk Management'], finance: ['Risk Management'] }),
  I('asset_management', 'Investment & Asset Management', ['asset management', 'investment management', 'hedge fund', 'wealth management', 'investment firm', 'trading firm', 'prop trading', 'quant fund'], 2, false, FINANCE_MIX, 'mature',
    { engineering: ['Trading Systems', 'C++'], finance: ['Valuation', 'M&A'], data: ['Time Series'] }),
  I('consulting', 'Management Consulting', ['consulting', 'management consulting', 'consultancy', 'strategy consulting', 'consulting firm', 'strategy firm'], 3, false, CONSULTING_MIX, 'mature'),
  I('it_services', 'IT Services & Outsourcing', ['it services', 'it consulting', 'outsourcing', 'system integrator', 'systems integrator', 'software house', 'software agency', 'digital agency', 'dev shop', 'nearshore', 'offshore development'], 4, true, CONSULTING_MIX, 'mature'),
  I('accounting', 'Accounting & Professional Services', ['accounting firm', 'audit firm', 'professional services', 'accountancy'], 1, false, CONSULTING_MIX, 'mature', { finance: ['Auditing', 'Tax'] }),
  I('retail', 'Retail', ['retail', 'retailer', 'fashion', 'grocery', 'supermarket', 'brick and mortar', 'apparel', 'fashion retail'], 3, false, RETAIL_MIX, 'mature', { operations: ['Inventory Management'] }),
  I('consumer_goods', 'Consumer Goods', ['consumer goods', 'cpg', 'fmcg', 'consumer packaged goods', 'beauty', 'cosmetics', 'food and beverage', 'f&b', 'beverages'], 2, false, RETAIL_MIX, 'mature', { marketing: ['Brand Strategy'] }),
  I('automotive', 'Automotive', ['automotive', 'car maker', 'carmaker', 'auto industry', 'electric vehicle', 'ev', 'autonomous driving', 'self-driving', 'automaker', 'car manufacturer'], 1.5, false, INDUSTRIAL_MIX, 'mature', { engineering: ['CAN Bus', 'AUTOSAR', 'Embedded C'] }),
  I('aerospace', 'Aerospace & Defense', ['aerospace', 'aviation', 'defense', 'defence', 'space industry', 'space companies', 'space company', 'spacetech', 'space tech', 'airline', 'aerospace and defense', 'defense tech', 'defence tech'], 1, false, INDUSTRIAL_MIX, 'mixed', { engineering: ['C++', 'MATLAB'] }),
  I('energy', 'Energy & Utilities', ['energy', 'utilities', 'oil and gas', 'oil & gas', 'power', 'utility', 'energy company'], 1.5, false, INDUSTRIAL_MIX, 'mature'),
  I('manufacturing', 'Manufacturing', ['manufacturing', 'industrial', 'industrials', 'factory', 'industry 4.0', 'manufacturer'], 2, false, INDUSTRIAL_MIX, 'mature', { operations: ['Lean Six Sigma', 'Supply Chain Management'] }),
  I('real_estate', 'Real Estate & Construction', ['real estate', 'property', 'construction', 'real-estate', 'property management', 'homebuilder'], 1.5, false, RETAIL_MIX, 'mature'),
  I('education', 'Education', ['education', 'university', 'higher education', 'school', 'academia', 'academic', 'research institute'], 1.5, false, PUBLIC_MIX, 'public_sector'),
  I('government', 'Government & Public Sector', ['government', 'public sector', 'civil service', 'govtech', 'gov tech', 'public administration', 'federal government', 'local government'], 1, false, PUBLIC_MIX, 'public_sector'),
  I('non_profit', 'Non-profit', ['non-profit', 'nonprofit', 'non profit', 'ngo', 'charity', 'social impact', 'not-for-profit', 'not for profit', 'foundation'], 1, false, PUBLIC_MIX, 'non_profit'),
  I('legal_services', 'Legal Services', ['law firm', 'legal services', 'big law', 'biglaw', 'law practice'], 1, false, LEGAL_MIX, 'mature', { legal: ['Litigation', 'Corporate Law'] }),
];

export const INDUSTRY_BY_KEY: ReadonlyMap<string, IndustryDef> = new Map(INDUSTRIES.map((i) => [i.key, i]));

/** "tech", "tech companies", "software companies": every industry flagged tech. */
export const TECH_PHRASES = ['tech', 'technology', 'tech company', 'tech industry', 'software', 'software company', 'internet', 'tech sector', 'tech space', 'high tech', 'hightech'];
export const TECH_INDUSTRIES: readonly string[] = INDUSTRIES.filter((i) => i.tech).map((i) => i.key);

export function industryLabel(key: string): string {
  return INDUSTRY_BY_KEY.get(key)?.label ?? key;
}
