// SQL predicates over directory_person (alias p) and the role and place families the briefs'
// ground truth uses: written here, independently of the engine's vocabularies.

export const q = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
/** Roles that are another at a level, as issue 25 defines them: a "Group Product Manager" is a product manager. */
const AT_A_LEVEL: Readonly<Record<string, string[]>> = { product_manager: ['group_product_manager'] };
export const inRoles = (roles: string[]) => `p.role_key IN (${q([...new Set(roles.flatMap((role) => [role, ...(AT_A_LEVEL[role] ?? [])]))])})`;
export const inCities = (cities: string[]) =>
  `(${cities.map((c) => { const [cc, name] = c.split(':'); return `(p.country_code = '${cc}' AND p.city = '${name!.replace(/'/g, "''")}')`; }).join(' OR ')})`;
export const hasSkill = (...anyOf: string[]) => `p.skills && ARRAY[${q(anyOf)}]::text[]`;
export const speaks = (...anyOf: string[]) => `p.languages && ARRAY[${q(anyOf)}]::text[]`;
export const workedAt = (name: string) =>
  `EXISTS (SELECT 1 FROM directory_past_role r WHERE r.person_id = p.id AND r.company_name = '${name}') AND p.company_name <> '${name}'`;

// Role families, spelled out here rather than taken from the engine.
export const SOFTWARE = ['software_engineer', 'backend_engineer', 'frontend_engineer', 'fullstack_engineer', 'mobile_engineer', 'ios_engineer', 'android_engineer', 'platform_engineer', 'embedded_engineer', 'game_developer', 'blockchain_engineer'];
export const DEVELOPERS = [...SOFTWARE, 'devops_engineer', 'site_reliability_engineer', 'cloud_engineer', 'security_engineer', 'qa_engineer', 'data_engineer', 'ml_engineer', 'analytics_engineer', 'solutions_architect'];
export const ENGINEERS = [...DEVELOPERS, 'hardware_engineer', 'mechanical_engineer', 'robotics_engineer', 'network_engineer'];
export const SALES_LEADERS = ['sales_manager', 'head_of_sales', 'vp_sales', 'cro'];
// The Bay Area's nine counties: the directory's cities there, and the towns a workspace's own people live in.
export const BAY_AREA = [
  'San Francisco', 'San Jose', 'Oakland', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Menlo Park', 'Berkeley', 'Santa Clara', 'Redwood City', 'Cupertino', 'Fremont',
  'Milpitas', 'Campbell', 'Los Gatos', 'Saratoga', 'Los Altos', 'East Palo Alto', 'Morgan Hill', 'Gilroy', 'Dublin', 'Pleasanton', 'Livermore', 'Hayward',
  'San Leandro', 'Alameda', 'Union City', 'Walnut Creek', 'Concord', 'San Ramon', 'Danville', 'Lafayette', 'Orinda', 'Pleasant Hill', 'Martinez', 'Antioch',
  'Pittsburg', 'Richmond', 'Daly City', 'South San Francisco', 'San Mateo', 'Burlingame', 'San Bruno', 'Millbrae', 'Foster City', 'Belmont', 'San Carlos',
  'San Rafael', 'Novato', 'Vallejo', 'Napa', 'Santa Rosa', 'Petaluma',
].map((c) => `US:${c}`);
// Areas mean every country in them (issue 10), not only those the directory has people in.
const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
export const EUROPE = [...EU, 'GB', 'CH', 'NO', 'IS', 'LI', 'UA', 'RS', 'BA', 'ME', 'MK', 'AL', 'MD', 'BY', 'XK', 'AD', 'MC', 'SM', 'VA', 'FO', 'GI', 'IM', 'JE', 'GG', 'AX'];
const MIDDLE_EAST = ['IL', 'AE', 'SA', 'EG', 'TR', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'SY', 'IQ', 'IR', 'YE', 'PS'];
const AFRICA = [
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CD', 'CG', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN',
  'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD',
  'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
];
export const EMEA = [...new Set([...EUROPE, ...MIDDLE_EAST, ...AFRICA, 'RU'])];
export const NORDICS = ['SE', 'NO', 'DK', 'FI', 'IS'];
export const DACH = ['DE', 'AT', 'CH'];
export const LATAM = ['MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA', 'CU', 'DO', 'HT', 'PR', 'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE'];
export const FAANG = ['Meta', 'Apple', 'Amazon', 'Netflix', 'Google'];
export const inCountries = (codes: string[]) => `p.country_code IN (${q(codes)})`;
export const workedAtAny = (names: string[]) =>
  `EXISTS (SELECT 1 FROM directory_past_role r WHERE r.person_id = p.id AND r.company_name IN (${q(names)})) AND p.company_name NOT IN (${q(names)})`;

/** Never at the companies, neither now nor before ("never worked at Google"). */
export const neverAt = (names: string[]) =>
  `(p.company_name NOT IN (${q(names)}) AND NOT EXISTS (SELECT 1 FROM directory_past_role r WHERE r.person_id = p.id AND r.company_name IN (${q(names)})))`;
/** Not working at the companies now ("not at Meta"). */
export const notNowAt = (names: string[]) => `p.company_name NOT IN (${q(names)})`;
