// Company funding stages and sizes: the values stored on companies, the employee ranges each
// stage has in the directory (the generator draws from them; the interpreter uses them to spot
// "seed-stage companies with 5000+ employees"), and the phrases briefs use.
import type { StageProfile } from './industries';

export const STAGES = [
  'pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'series_d_plus', 'public', 'private', 'acquired', 'bootstrapped',
  'non_profit', 'public_sector',
] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABEL: Record<Stage, string> = {
  pre_seed: 'Pre-seed', seed: 'Seed', series_a: 'Series A', series_b: 'Series B', series_c: 'Series C',
  series_d_plus: 'Series D+', public: 'Public', private: 'Privately held', acquired: 'Acquired (subsidiary)',
  bootstrapped: 'Bootstrapped', non_profit: 'Non-profit', public_sector: 'Public sector',
};

/** Inclusive employee range of companies at each stage. */
export const STAGE_EMPLOYEES: Record<Stage, [number, number]> = {
  pre_seed: [2, 12], seed: [3, 40], series_a: [12, 150], series_b: [40, 450], series_c: [120, 1500],
  series_d_plus: [300, 15_000], public: [250, 1_000_000], private: [20, 1_000_000], acquired: [20, 40_000],
  bootstrapped: [2, 20_000], non_profit: [10, 300_000], public_sector: [50, 100_000],
};

/** Relative frequency of stages by the kind of industry. */
export const STAGE_MIX: Record<StageProfile, Partial<Record<Stage, number>>> = {
  startup: { pre_seed: 8, seed: 20, series_a: 18, series_b: 12, series_c: 7, series_d_plus: 5, public: 4, private: 6, acquired: 6, bootstrapped: 14 },
  mixed: { pre_seed: 3, seed: 9, series_a: 10, series_b: 9, series_c: 6, series_d_plus: 5, public: 14, private: 28, acquired: 6, bootstrapped: 10 },
  mature: { seed: 2, series_a: 3, series_b: 3, series_c: 2, series_d_plus: 2, public: 30, private: 45, acquired: 5, bootstrapped: 8 },
  public_sector: { public_sector: 70, non_profit: 22, private: 8 },
  non_profit: { non_profit: 90, private: 10 },
};

const STARTUP_STAGES: Stage[] = ['pre_seed', 'seed', 'series_a', 'series_b'];
/** The stages a funded company grows through, in order; it may be acquired or stay private at the end. */
const GROWTH_LADDER: Stage[] = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'series_d_plus', 'public'];

/** "past the startup stage": the stages of the ladder after the last of these, and the mature ends. */
export function stagesAfter(stages: readonly Stage[]): Stage[] {
  const last = Math.max(...stages.map((stage) => GROWTH_LADDER.indexOf(stage)));
  return last < 0 ? [] : [...GROWTH_LADDER.slice(last + 1), 'private', 'acquired'];
}
const VENTURE_STAGES: Stage[] = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'series_d_plus'];

interface StagePhrase {
  phrase: string;
  stages: Stage[];
  label: string;
}

export const STAGE_PHRASES: StagePhrase[] = [
  { phrase: 'pre-seed', stages: ['pre_seed'], label: 'Pre-seed' }, { phrase: 'pre seed', stages: ['pre_seed'], label: 'Pre-seed' },
  { phrase: 'preseed', stages: ['pre_seed'], label: 'Pre-seed' },
  { phrase: 'seed', stages: ['seed'], label: 'Seed' }, { phrase: 'seed-stage', stages: ['seed'], label: 'Seed' },
  { phrase: 'seed funded', stages: ['seed'], label: 'Seed' }, { phrase: 'seed-funded', stages: ['seed'], label: 'Seed' },
  { phrase: 'early stage', stages: ['pre_seed', 'seed', 'series_a'], label: 'Early-stage' },
  { phrase: 'early-stage', stages: ['pre_seed', 'seed', 'series_a'], label: 'Early-stage' },
  { phrase: 'growth stage', stages: ['series_b', 'series_c', 'series_d_plus'], label: 'Growth-stage' },
  { phrase: 'growth-stage', stages: ['series_b', 'series_c', 'series_d_plus'], label: 'Growth-stage' },
  { phrase: 'late stage', stages: ['series_c', 'series_d_plus'], label: 'Late-stage' },
  { phrase: 'late-stage', stages: ['series_c', 'series_d_plus'], label: 'Late-stage' },
  { phrase: 'pre-ipo', stages: ['series_c', 'series_d_plus'], label: 'Pre-IPO' }, { phrase: 'pre ipo', stages: ['series_c', 'series_d_plus'], label: 'Pre-IPO' },
  { phrase: 'scaleup', stages: ['series_b', 'series_c', 'series_d_plus'], label: 'Scale-up' },
  { phrase: 'scale-up', stages: ['series_b', 'series_c', 'series_d_plus'], label: 'Scale-up' },
  { phrase: 'scale up', stages: ['series_b', 'series_c', 'series_d_plus'], label: 'Scale-up' },
  { phrase: 'startup', stages: STARTUP_STAGES, label: 'Startup' }, { phrase: 'start-up', stages: STARTUP_STAGES, label: 'Startup' },
  { phrase: 'start up', stages: STARTUP_STAGES, label: 'Startup' }, { phrase: 'jungunternehmen', stages: STARTUP_STAGES, label: 'Startup' },
  { phrase: 'venture backed', stages: VENTURE_STAGES, label: 'Venture-backed' }, { phrase: 'venture-backed', stages: VENTURE_STAGES, label: 'Venture-backed' },
  { phrase: 'vc backed', stages: VENTURE_STAGES, label: 'Venture-backed' }, { phrase: 'vc-backed', stages: VENTURE_STAGES, label: 'Venture-backed' },
  { phrase: 'vc funded', stages: VENTURE_STAGES, label: 'Venture-backed' }, { phrase: 'vc-funded', stages: VENTURE_STAGES, label: 'Venture-backed' },
  { phrase: 'publicly traded', stages: ['public'], label: 'Public' }, { phrase: 'publicly listed', stages: ['public'], label: 'Public' },
  { phrase: 'public company', stages: ['public'], label: 'Public' }, { phrase: 'listed company', stages: ['public'], label: 'Public' },
  { phrase: 'public', stages: ['public'], label: 'Public' },
  // "public schools", "public hospitals": run by the state, never a listed company.
  ...['school', 'hospital', 'university', 'college', 'library', 'clinic', 'sector', 'service', 'administration', 'institution', 'broadcaster'].map((noun) => (
    { phrase: `public ${noun}`, stages: ['public_sector'] as Stage[], label: 'Public sector' }
  )),
  { phrase: 'bootstrapped', stages: ['bootstrapped'], label: 'Bootstrapped' }, { phrase: 'self-funded', stages: ['bootstrapped'], label: 'Bootstrapped' },
  { phrase: 'self funded', stages: ['bootstrapped'], label: 'Bootstrapped' },
  { phrase: 'privately held', stages: ['private'], label: 'Privately held' }, { phrase: 'private company', stages: ['private'], label: 'Privately held' },
];

/** Named size classes ("small companies", "enterprises") as employee ranges. */
interface SizePhrase {
  phrase: string;
  min: number | null;
  max: number | null;
  label: string;
}

export const SIZE_PHRASES: SizePhrase[] = [
  { phrase: 'small company', min: null, max: 50, label: 'under 50 employees' },
  { phrase: 'small business', min: null, max: 50, label: 'under 50 employees' },
  { phrase: 'small team', min: null, max: 50, label: 'under 50 employees' },
  { phrase: 'smb', min: null, max: 200, label: 'under 200 employees' },
  { phrase: 'mid-size company', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'midsize company', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'mid-sized company', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'mid-size', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'midsize', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'mid-sized', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'medium-sized company', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'mid-market', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'mittelstand', min: 51, max: 1000, label: '51-1,000 employees' },
  { phrase: 'sme', min: null, max: 250, label: 'under 250 employees' },
  { phrase: 'large company', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'big company', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'large corporation', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'corporate', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'corporation', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'enterprise company', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'multinational', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'mnc', min: 1001, max: null, label: '1,000+ employees' },
  { phrase: 'konzern', min: 1001, max: null, label: '1,000+ employees' },
];

export function sizeBand(employees: number): string {
  if (employees <= 10) return '1-10';
  if (employees <= 50) return '11-50';
  if (employees <= 200) return '51-200';
  if (employees <= 500) return '201-500';
  if (employees <= 1000) return '501-1,000';
  if (employees <= 5000) return '1,001-5,000';
  if (employees <= 10_000) return '5,001-10,000';
  return '10,001+';
}

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}
