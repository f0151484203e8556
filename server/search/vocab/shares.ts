// Rough shares of the directory matching a criterion, from the generator's own distributions.
// They only decide whether a brief is too broad to run (constants.ts: BROAD_SHARE), so a
// simple independent-criteria estimate is enough.
import { checksOf } from '../role-parts';
import type { Criterion } from '../types';
import { STAGE_MIX, type Stage } from './company-stages';
import { INDUSTRIES, type StageProfile } from './industries';
import { placeShare } from './places';
import { ROLES, ROLE_BY_KEY } from './roles';
import { SCHOOL_GROUPS } from './schools';
import { SENIORITY_YEARS, type Seniority } from './seniority';
import type { JobFunction } from './functions';

/** People per company grows with maturity: weigh industries by it. */
const PEOPLE_FACTOR: Record<StageProfile, number> = { startup: 1, mixed: 2, mature: 3.5, public_sector: 2.5, non_profit: 1 };

function industryPeopleWeights(): Map<string, number> {
  const raw = INDUSTRIES.map((i) => [i.key, i.weight * PEOPLE_FACTOR[i.stages]] as const);
  const total = raw.reduce((s, [, w]) => s + w, 0);
  return new Map(raw.map(([k, w]) => [k, w / total]));
}

const INDUSTRY_SHARE = industryPeopleWeights();

function buildRoleShares(): Map<string, number> {
  const shares = new Map<string, number>();
  for (const industry of INDUSTRIES) {
    const industryShare = INDUSTRY_SHARE.get(industry.key) ?? 0;
    const mixTotal = Object.values(industry.mix).reduce((s, w) => s + (w ?? 0), 0);
    for (const [fn, weight] of Object.entries(industry.mix) as Array<[JobFunction, number]>) {
      const roles = ROLES.filter((r) => r.fn === fn && (r.industries === null || r.industries.includes(industry.key)));
      const roleTotal = roles.reduce((s, r) => s + r.weight, 0);
      for (const role of roles) {
        const add = industryShare * (weight / mixTotal) * (role.weight / roleTotal);
        shares.set(role.key, (shares.get(role.key) ?? 0) + add);
      }
    }
  }
  return shares;
}

const ROLE_SHARE = buildRoleShares();

function levelShare(level: Seniority): number {
  let share = 0;
  for (const [key, roleShare] of ROLE_SHARE) {
    const role = ROLE_BY_KEY.get(key)!;
    const total = Object.values(role.levels).reduce((s, w) => s + (w ?? 0), 0);
    share += roleShare * ((role.levels[level] ?? 0) / total);
  }
  return share;
}

function experienceShare(min: number | null, max: number | null): number {
  let share = 0;
  for (const level of Object.keys(SENIORITY_YEARS) as Seniority[]) {
    const [lo, hi] = SENIORITY_YEARS[level];
    const a = Math.max(lo, min ?? 0);
    const b = Math.min(hi, max ?? 60);
    if (b >= a) share += levelShare(level) * ((b - a + 1) / (hi - lo + 1));
  }
  return share;
}

function stageShare(stages: Stage[]): number {
  let share = 0;
  for (const industry of INDUSTRIES) {
    const mix = STAGE_MIX[industry.stages];
    const total = Object.values(mix).reduce((s, w) => s + (w ?? 0), 0);
    const inStages = stages.reduce((s, stage) => s + (mix[stage] ?? 0), 0);
    share += (INDUSTRY_SHARE.get(industry.key) ?? 0) * (inStages / total);
  }
  return share;
}

function sizeShare(min: number | null, max: number | null): number {
  // Employees of people's companies spread roughly log-uniformly from 2 to 400,000.
  const lo = Math.log(Math.max(2, min ?? 2));
  const hi = Math.log(Math.min(400_000, max ?? 400_000));
  if (hi <= lo) return 0.01;
  const bias = Math.min(1, Math.max(0.05, (hi - lo) / (Math.log(400_000) - Math.log(2))));
  // People concentrate in large companies: shift weight up.
  return Math.min(1, bias * (min !== null && min >= 500 ? 1.4 : 1));
}

/** Shares of the generated directory holding each degree (directory/education.ts; generator.test.ts keeps them true). */
export const DEGREE_SHARE: Readonly<Record<string, number>> = { "Bachelor's": 0.8, "Master's": 0.25, MBA: 0.045, PhD: 0.025, JD: 0.01, MD: 0.01 };
/** About this share of the directory went to any one school. */
const SCHOOL_SHARE = 0.005;
/** About this share of a degree's holders studied any one field. */
const FIELD_SHARE = 0.2;

/**
 * A school or degree is looked up (plan: verify/education.ts's educationTexts); a field or
 * graduation years alone are only checked on the people found.
 */
export function educationNarrowsLookup(criterion: Extract<Criterion, { kind: 'education' }>): boolean {
  return criterion.schools.length > 0 || (criterion.otherSchools ?? []).length > 0 || criterion.degrees.length > 0;
}

/** A school, degree and field narrow the lookup; graduation years alone narrow none. */
function educationShare(criterion: Extract<Criterion, { kind: 'education' }>): number {
  if (!educationNarrowsLookup(criterion)) return 1;
  const named = [...criterion.schools, ...(criterion.otherSchools ?? [])];
  const members = named.reduce((n, school) => n + (SCHOOL_GROUPS.find(([name]) => name === school)?.[2].length ?? 1), 0);
  const schools = named.length === 0 ? 1 : Math.min(1, SCHOOL_SHARE * members);
  const degrees = criterion.degrees.length === 0 ? 1 : Math.min(1, criterion.degrees.reduce((s, d) => s + (DEGREE_SHARE[d] ?? 0.02), 0));
  return schools * degrees * ((criterion.fields ?? []).length > 0 ? FIELD_SHARE : 1);
}

function criterionShare(criterion: Criterion): number {
  switch (criterion.kind) {
    case 'role': {
      const share = criterion.roleKeys.length === 0 ? 0.01 : Math.min(1, criterion.roleKeys.reduce((s, k) => s + (ROLE_SHARE.get(k) ?? 0), 0));
      return criterion.exclude ? 1 - share : share;
    }
    case 'seniority':
      return Math.min(1, criterion.levels.reduce((s, l) => s + levelShare(l), 0));
    case 'location': {
      const share = placeShare({ label: '', level: 'area', cityIds: criterion.cityIds, regionCodes: criterion.regionCodes, countryCodes: criterion.countryCodes });
      return criterion.exclude ? 1 - share : share;
    }
    case 'industry':
      return Math.min(1, criterion.industries.reduce((s, k) => s + (INDUSTRY_SHARE.get(k) ?? 0), 0));
    case 'stage':
      return stageShare(criterion.stages);
    case 'size':
      return sizeShare(criterion.min, criterion.max);
    case 'skill':
      return Math.min(0.3, 0.05 * criterion.skills.length);
    case 'experience':
      return experienceShare(criterion.min, criterion.max);
    case 'language':
      return Math.min(1, criterion.languages.reduce((s, l) => s + (l === 'English' ? 0.9 : l === 'Spanish' ? 0.12 : 0.05), 0));
    case 'company':
      return criterion.exclude ? 0.99 : 0.01;
    case 'topic':
      return 0.02;
    case 'education':
      return educationShare(criterion);
    // Nobody is ruled out by what no query checks.
    case 'unseen':
    case 'tenure':
      return 1;
  }
}

/** Estimated share of the directory matching every criterion (treated as independent). */
export function estimatedShare(criteria: Criterion[]): number {
  return checksOf(criteria).reduce((share, c) => share * criterionShare(c), 1);
}

