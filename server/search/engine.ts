// The search lifecycle as a few steps with JSON in and out, so that a durable function can run
// each as a step and resume between them:
//   interpretBrief(brief)                      -> Interpretation (criteria + target, or a question)
//   matchCompanyNames(source, interpretation)  -> the same, company names matched to the source
//   planSubSearches(interpretation)            -> SearchPlan (named sub-searches)
//   runSubSearch(source, plan, index, found)   -> Candidate[] of one sub-search
//   searchIsComplete(plan, candidates)         -> stop early once the goal is verified
//   finaliseResults(plan, candidates)          -> SearchResult[] with verdicts and scores
// runSearch(source, brief) chains them in-process (benchmarks, tests, scripts).
import { isVerified } from './search-rules';
import type { PeopleSource } from './people-source';
import { countVerified, finaliseResults } from './rank/finalise-results';
import { interpretBrief } from './interpret/interpret-brief';
import { filtersFor, planSubSearches } from './plan/plan-sub-searches';
import { resolvePlace } from './interpret/resolve-place';
import type { Candidate, CriteriaInterpretation, Criterion, Interpretation, SearchOutcome, SearchPlan } from './types';

export { interpretBrief, planSubSearches, finaliseResults };

/** Matches the company names of the criteria to the source's companies. */
export async function matchCompanyNames<T extends Interpretation>(source: PeopleSource, interpretation: T): Promise<T> {
  const resolve = (list: Criterion[]) =>
    Promise.all(
      list.map(async (criterion) => {
        if (criterion.kind !== 'company' || criterion.resolved !== null) return criterion;
        const found = (await Promise.all(criterion.names.map((name) => source.resolveCompanies(name)))).flat();
        const unique = [...new Map(found.map((c) => [c.id, c])).values()];
        return { ...criterion, resolved: unique };
      }),
    );
  return { ...interpretation, criteria: await resolve(interpretation.criteria), preferences: await resolve(interpretation.preferences ?? []) };
}

/**
 * An exclusion whose name matches no company of the source ("no one from Qwrtzplex Labz") cannot
 * be honoured as written, and ignoring it would change who is verified: the brief asks instead.
 * Call after matchCompanyNames.
 */
export function clarifyUnresolvedExclusions(interpretation: CriteriaInterpretation): Interpretation {
  const unknown = interpretation.criteria.filter((c) => c.kind === 'company' && c.exclude && c.resolved !== null && c.resolved.length === 0);
  if (unknown.length === 0) return interpretation;
  const list = unknown.flatMap((c) => (c.kind === 'company' ? c.names : []));
  const names = list.map((n) => `“${n}”`).join(' and ');
  return {
    ...interpretation,
    kind: 'clarify',
    reason: 'unknown_exclusion',
    question: `Your brief rules out ${names}, but I couldn't find ${list.length > 1 ? 'them' : 'it'} among the directory's companies or on the map, so I can't tell who to leave out. Which company or place did you mean?`,
  };
}

/** Runs sub-search `index` of the plan, skipping people earlier sub-searches found. */
export async function runSubSearch(source: PeopleSource, plan: SearchPlan, index: number, found: readonly Candidate[] = []): Promise<Candidate[]> {
  return runSubSearchExcluding(source, plan, index, found.map((c) => c.person.personId));
}

/** runSubSearch for a caller that keeps the people found so far elsewhere and knows only their ids. */
export async function runSubSearchExcluding(source: PeopleSource, plan: SearchPlan, index: number, excludeIds: readonly string[]): Promise<Candidate[]> {
  const subSearch = plan.subSearches[index];
  if (!subSearch) throw new RangeError(`the plan has no sub-search ${index}`);
  const people = await source.findPeople({ ...subSearch.query, excludeIds: [...excludeIds] });
  return people.map((person) => ({ person, surfacedBy: subSearch.name }));
}

/** True when the verified candidates reach the plan's goal: the remaining sub-searches can be skipped. */
export function searchIsComplete(plan: SearchPlan, candidates: readonly Candidate[]): boolean {
  return countVerified(plan.criteria, candidates) >= plan.goal;
}

/**
 * Builds the interpreter's lexicon and the whole map's indexes now (a server calls it at start),
 * so that the first brief does not pay for them. Returns the milliseconds it took.
 */
export function warmInterpreter(): number {
  const started = performance.now();
  interpretBrief('software engineers in Lisbon');
  resolvePlace('Lisbon, Portugal');
  return Math.round(performance.now() - started);
}

/** How a brief will be read, before anything is spent: the free preview's answer. */
interface BriefPreview {
  criteria: Array<{ name: string; kind: Criterion['kind'] }>;
  requestedTarget: number | null;
  /** Words of the brief the search will not use. */
  ignored: string[];
  clarificationQuestion: string | null;
  /** People of the source meeting every criterion (0 when there are none to count). */
  estimatedMatches: number;
}

export async function previewBrief(source: PeopleSource, brief: string): Promise<BriefPreview> {
  const read = interpretBrief(brief);
  const resolved = await matchCompanyNames(source, read);
  const interpretation = resolved.kind === 'clarify' ? resolved : clarifyUnresolvedExclusions(resolved);
  const { criteria } = interpretation;
  const estimatedMatches = criteria.length > 0 ? await source.countPeople(filtersFor(criteria)) : 0;
  return {
    criteria: criteria.map((c) => ({ name: c.name, kind: c.kind })),
    requestedTarget: interpretation.target,
    ignored: interpretation.unrecognised,
    clarificationQuestion: interpretation.kind === 'clarify' ? interpretation.question : null,
    estimatedMatches,
  };
}

/** The whole search in one call. */
export async function runSearch(source: PeopleSource, brief: string): Promise<SearchOutcome> {
  const interpretation = interpretBrief(brief);
  if (interpretation.kind === 'clarify') {
    return { status: 'awaiting_input', interpretation, clarificationQuestion: interpretation.question };
  }
  const resolved: CriteriaInterpretation = await matchCompanyNames(source, interpretation);
  const checked = clarifyUnresolvedExclusions(resolved);
  if (checked.kind === 'clarify') return { status: 'awaiting_input', interpretation: checked, clarificationQuestion: checked.question };
  const plan = planSubSearches(resolved);
  const candidates: Candidate[] = [];
  const subSearchesRun: string[] = [];
  for (let index = 0; index < plan.subSearches.length; index++) {
    candidates.push(...(await runSubSearch(source, plan, index, candidates)));
    subSearchesRun.push(plan.subSearches[index]!.name);
    if (searchIsComplete(plan, candidates)) break;
  }
  const results = finaliseResults(plan, candidates);
  const verifiedCount = results.filter((r) => isVerified(r.verdicts)).length;
  return { status: 'done', interpretation: resolved, plan, results, verifiedCount, subSearchesRun };
}
