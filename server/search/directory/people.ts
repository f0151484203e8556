// People of the directory, generated one after another from (seed, id): where they live, where
// they work, their role, level, title, skills, languages, contact details, earlier jobs, schools
// and headline, all consistent with each other (a senior backend engineer at a Berlin fintech has
// backend skills, 5-15 years of experience, earlier engineering jobs and a degree from before them).
import { CITIES, type City } from '../vocab/cities';
import { COUNTRY_BY_CODE, type CountryDef, type NameCulture } from '../vocab/countries';
import { INDUSTRY_BY_KEY, industryLabel, type IndustryDef } from '../vocab/industries';
import type { JobFunction } from '../vocab/functions';
import { ROLES, fixedLevel, levelTitle, type RoleDef } from '../vocab/roles';
import { IC_LEVELS, SENIORITY_YEARS, type Seniority } from '../vocab/seniority';
import type { DirectoryPastRole, DirectoryPerson } from '../people-store/directory-people';
import { slugify } from '../text/normalise';
import { DIRECTORY_YEAR, type GeneratedCompany } from './companies';
import { educationOf } from './education';
import { headlineOf } from './headlines';
import { CULTURE_LANGUAGE, namePool } from './name-pools';
import { fictionalPhone } from './phones';
import { Rng, Weighted, hash32, pickDistinct } from './rng';

/** A generated person: a row of the directory, every fact known. */
export interface GeneratedPerson extends DirectoryPerson {
  roleKey: string;
  function: JobFunction;
  seniority: Seniority;
  companyId: number;
  companyIndustry: string;
  companySize: number;
  cityId: number;
  regionCode: string;
  region: string;
  countryCode: string;
  education: string[];
  headline: string;
}

type SizeClass = 0 | 1 | 2;
const sizeClass = (employees: number): SizeClass => (employees < 100 ? 0 : employees <= 2000 ? 1 : 2);

/** How much likelier a level is at small / mid / large companies (founders and C-level are few). */
const LEVEL_FACTOR: Partial<Record<Seniority, [number, number, number]>> = {
  c_level: [3, 0.5, 0.06], founder: [4, 0.3, 0.02], vp: [1.2, 0.8, 0.25], director: [1.2, 1, 0.7],
};

function roleWeight(role: RoleDef, size: SizeClass): number {
  const level = fixedLevel(role);
  const factor = level ? (LEVEL_FACTOR[level]?.[size] ?? 1) : 1;
  return role.weight * factor;
}

/**
 * The stream of a person's schools and headline: drawn apart from the rest of the person, so that
 * adding them left every earlier fact of every generated person as it was.
 */
const PROFILE_STREAM = 0x70f11e;

const LOWER_IC: Record<string, Seniority> = { principal: 'staff', staff: 'senior', senior: 'mid', mid: 'junior', junior: 'intern' };

export class PeopleGenerator {
  private readonly cities: Weighted<City>;
  private readonly localCompanies = new Map<string, Weighted<GeneratedCompany>>();
  private readonly globalCompanies: Weighted<GeneratedCompany>;
  private readonly byIndustry = new Map<string, Weighted<GeneratedCompany>>();
  private readonly functionMix = new Map<string, Weighted<JobFunction>>();
  private readonly roleMix = new Map<string, Weighted<RoleDef> | null>();
  private readonly cultures = new Map<string, Weighted<NameCulture>>();
  private readonly usedEmails = new Set<string>();
  private readonly byIndustryList = new Map<string, GeneratedCompany[]>();
  private nextId = 1;

  constructor(
    private readonly seed: number,
    private readonly companies: readonly GeneratedCompany[],
  ) {
    this.cities = new Weighted(CITIES, CITIES.map((c) => c.share));
    const weight = (c: GeneratedCompany) => Math.pow(c.employeeCount, 0.7);
    const byCountry = new Map<string, GeneratedCompany[]>();
    for (const company of companies) {
      byCountry.set(company.hqCountryCode, [...(byCountry.get(company.hqCountryCode) ?? []), company]);
      const list = this.byIndustryList.get(company.industry) ?? [];
      list.push(company);
      this.byIndustryList.set(company.industry, list);
    }
    for (const [code, list] of byCountry) this.localCompanies.set(code, new Weighted(list, list.map(weight)));
    const global = companies.filter((c) => c.employeeCount >= 200);
    this.globalCompanies = new Weighted(global, global.map(weight));
    for (const [industry, list] of this.byIndustryList) this.byIndustry.set(industry, new Weighted(list, list.map(weight)));
  }

  private pickCompany(rng: Rng, countryCode: string, exclude: ReadonlySet<number>): GeneratedCompany {
    const local = this.localCompanies.get(countryCode);
    const localShare = local && local.items.length >= 20 ? 0.7 : 0.35;
    let company = this.globalCompanies.pick(rng);
    for (let attempt = 0; attempt < 8; attempt++) {
      company = local && rng.chance(localShare) ? local.pick(rng) : this.globalCompanies.pick(rng);
      if (!exclude.has(company.id)) return company;
    }
    return company;
  }

  private functions(industry: IndustryDef): Weighted<JobFunction> {
    let mix = this.functionMix.get(industry.key);
    if (!mix) {
      mix = Weighted.of(Object.entries(industry.mix) as Array<[JobFunction, number]>);
      this.functionMix.set(industry.key, mix);
    }
    return mix;
  }

  private roles(industry: IndustryDef, fn: JobFunction, size: SizeClass): Weighted<RoleDef> | null {
    const key = `${industry.key}|${fn}|${size}`;
    if (!this.roleMix.has(key)) {
      const roles = ROLES.filter((r) => r.fn === fn && (r.industries === null || r.industries.includes(industry.key)));
      this.roleMix.set(key, roles.length > 0 ? new Weighted(roles, roles.map((r) => roleWeight(r, size))) : null);
    }
    return this.roleMix.get(key)!;
  }

  private culture(country: CountryDef): Weighted<NameCulture> {
    let w = this.cultures.get(country.code);
    if (!w) {
      w = Weighted.of(country.nameCultures);
      this.cultures.set(country.code, w);
    }
    return w;
  }

  private levelOf(rng: Rng, role: RoleDef): Seniority {
    return Weighted.of(Object.entries(role.levels) as Array<[Seniority, number]>).pick(rng);
  }

  private titleOf(rng: Rng, role: RoleDef, level: Seniority): string {
    const base = role.titles.length === 1 || rng.chance(0.6) ? role.titles[0]! : rng.pick(role.titles.slice(1));
    return levelTitle(role, base, level);
  }

  /** The next person; ids run 1, 2, 3, ... (e-mail uniqueness depends on the order). */
  next(): GeneratedPerson {
    const id = this.nextId++;
    const rng = new Rng(this.seed, id);
    const city = this.cities.pick(rng);
    const country = COUNTRY_BY_CODE.get(city.countryCode)!;
    const company = this.pickCompany(rng, country.code, new Set());
    const industry = INDUSTRY_BY_KEY.get(company.industry)!;
    const size = sizeClass(company.employeeCount);

    let role: RoleDef | null = null;
    for (let attempt = 0; attempt < 10 && !role; attempt++) role = this.roles(industry, this.functions(industry).pick(rng), size)?.pick(rng) ?? null;
    role ??= this.roles(industry, 'operations', size)!.pick(rng);
    const seniority = this.levelOf(rng, role);
    const title = this.titleOf(rng, role, seniority);

    const [lo, hi] = SENIORITY_YEARS[seniority];
    const years = lo + Math.round((hi - lo) * Math.pow(rng.next(), 1.3));
    const yearsExperience = rng.chance(0.05) ? null : years;

    const skills = rng.chance(0.03) ? [] : this.skillsOf(rng, role, industry);
    const cultureName = this.culture(country).pick(rng);
    const languages = rng.chance(0.05) ? [] : this.languagesOf(rng, country, cultureName);
    const pool = namePool(cultureName);
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? pool.female : pool.male);
    const lastName = rng.pick(pool.last);
    const fullName = `${firstName} ${lastName}`;
    const suffix = (Math.imul(id, 0x9e3779b1) >>> 0).toString(36);
    const linkedinUrl = `https://linkedin.example.com/in/${slugify(firstName)}-${slugify(lastName)}-${suffix}`;
    const email = rng.chance(0.82) ? this.emailOf(rng, firstName, lastName, company) : null;
    const phone = country.phone && rng.chance(0.35) ? fictionalPhone(country.phone, country.code, city.regionCode.split('-')[1]!, rng) : null;
    const tenure = rng.int(0, Math.min(years, 7));
    const pastRoles = this.pastRolesOf(rng, { role, level: seniority, years, tenure }, company, country.code);
    const profile = new Rng(this.seed, id, PROFILE_STREAM);
    const education = educationOf(profile, { roleKey: role.key, fn: role.fn, countryCode: country.code, years });
    const headline = headlineOf(profile, { title, companyName: company.name, skills, industryLabel: industryLabel(industry.key) });

    return {
      id, firstName, lastName, fullName, title, roleKey: role.key, function: role.fn, seniority, companyId: company.id,
      companyName: company.name, companyIndustry: company.industry, companyStage: company.fundingStage,
      companySize: company.employeeCount, cityId: city.id, city: city.name, regionCode: city.regionCode, region: city.region,
      country: city.country, countryCode: city.countryCode, linkedinUrl, email, phone, skills, yearsExperience, languages, pastRoles,
      startDate: String(DIRECTORY_YEAR - tenure), education, headline,
    };
  }

  private skillsOf(rng: Rng, role: RoleDef, industry: IndustryDef): string[] {
    const count = Math.min(role.skills.length, rng.int(4, 9));
    const skills = pickDistinct(rng, role.skills, count, 0.25);
    // A couple of domain skills at most: a QA engineer at a crypto firm still mostly knows testing.
    let added = 0;
    for (const skill of industry.domainSkills[role.fn] ?? []) {
      if (added < 2 && !skills.includes(skill) && rng.chance(0.35)) {
        skills.push(skill);
        added++;
      }
    }
    return skills;
  }

  private languagesOf(rng: Rng, country: CountryDef, culture: NameCulture): string[] {
    const languages: string[] = [];
    const heritage = CULTURE_LANGUAGE[culture];
    const native = country.languages[0]![0];
    for (const [language, p] of country.languages) {
      if (language === native ? rng.chance(Math.max(p, 0.9)) : rng.chance(p)) languages.push(language);
    }
    if (heritage && !languages.includes(heritage) && rng.chance(0.75)) languages.push(heritage);
    if (languages.length === 0) languages.push(native);
    return languages;
  }

  private emailOf(rng: Rng, first: string, last: string, company: GeneratedCompany): string {
    const f = slugify(first).replace(/-/g, '');
    const l = slugify(last).replace(/-/g, '');
    const x = rng.next();
    let local = x < 0.6 ? `${f}.${l}` : x < 0.8 ? `${f.charAt(0)}${l}` : x < 0.9 && company.employeeCount < 200 ? f : `${f}${l.charAt(0)}`;
    const domain = company.domain;
    for (let n = 2; this.usedEmails.has(`${local}@${domain}`); n++) local = `${local.replace(/\d+$/, '')}${n}`;
    const email = `${local}@${domain}`;
    this.usedEmails.add(email);
    return email;
  }

  /** The jobs before the current one, which started `tenure` years before DIRECTORY_YEAR. */
  private pastRolesOf(rng: Rng, career: { role: RoleDef; level: Seniority; years: number; tenure: number }, current: GeneratedCompany, countryCode: string): DirectoryPastRole[] {
    const { role, level, years, tenure } = career;
    let start = DIRECTORY_YEAR - tenure;
    let remaining = years - tenure;
    let pastRole = role;
    let pastLevel: Seniority | null = level;
    const used = new Set<number>([current.id]);
    const out: DirectoryPastRole[] = [];
    while (remaining >= 1 && out.length < 5) {
      const duration = rng.int(1, Math.min(5, remaining));
      const next = this.earlierRole(rng, pastRole, pastLevel);
      if (!next) break;
      [pastRole, pastLevel] = next;
      const company = this.companyFor(rng, pastRole, countryCode, used);
      if (!company) break;
      used.add(company.id);
      out.push({
        position: out.length + 1, companyId: company.id, companyName: company.name, title: this.titleOf(rng, pastRole, pastLevel),
        roleKey: pastRole.key, startYear: start - duration, endYear: start,
      });
      start -= duration;
      remaining -= duration;
    }
    return out;
  }

  /** A plausible previous job: one rung lower on the ladder, same function. */
  private earlierRole(rng: Rng, role: RoleDef, level: Seniority): [RoleDef, Seniority] | null {
    const fixed = fixedLevel(role);
    const sameFn = ROLES.filter((r) => r.fn === role.fn);
    if (!fixed) {
      const lower = rng.chance(0.55) ? (LOWER_IC[level] ?? level) : level;
      const candidates = [role, ...role.related.map((k) => ROLES.find((r) => r.key === k)!).filter((r) => r.fn === role.fn && !fixedLevel(r))];
      const pick = rng.chance(0.75) ? role : rng.pick(candidates);
      return pick.levels[lower] ? [pick, lower] : pick.levels[level] ? [pick, level] : [role, level];
    }
    const ladder: Seniority[] = ['manager', 'director', 'vp', 'c_level'];
    const down = fixed === 'founder' ? rng.pick<Seniority>(['senior', 'staff', 'manager']) : ladder[ladder.indexOf(fixed) - 1] ?? rng.pick<Seniority>(['senior', 'staff']);
    const options = sameFn.filter((r) => (fixedLevel(r) ? fixedLevel(r) === down : IC_LEVELS.includes(down) && r.levels[down]));
    if (options.length === 0) {
      const ic = sameFn.filter((r) => !fixedLevel(r) && r.levels.senior);
      return ic.length > 0 ? [rng.pick(ic), 'senior'] : null;
    }
    return [rng.pick(options), down];
  }

  /** A company for an earlier job: fits the role's industries, not one the person worked at already. */
  private companyFor(rng: Rng, role: RoleDef, countryCode: string, used: ReadonlySet<number>): GeneratedCompany | null {
    const fits = (c: GeneratedCompany) => !used.has(c.id) && (role.industries === null || role.industries.includes(c.industry));
    for (let attempt = 0; attempt < 6; attempt++) {
      const company = this.pickCompany(rng, countryCode, used);
      if (fits(company)) return company;
    }
    for (let attempt = 0; attempt < 6; attempt++) {
      const company = this.byIndustry.get(rng.pick(role.industries ?? ['saas']))?.pick(rng);
      if (company && fits(company)) return company;
    }
    return null;
  }
}

/** A stable fingerprint of generated people, for the determinism test. */
export function fingerprint(people: Iterable<GeneratedPerson>): number {
  let h = 0;
  for (const p of people) {
    const text = JSON.stringify(p);
    for (let i = 0; i < text.length; i++) h = hash32(h, text.charCodeAt(i));
  }
  return h;
}
