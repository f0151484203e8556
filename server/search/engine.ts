// The search lifecycle as a few steps with JSON in and out, so that a durable function can run
// each as a step and resume between them:
//   interpretBrief(brief)                      -> Interpretation (criteria + target, or a question)
//   resolveCompanies(source, interpretation)   -> the same, company names matched to the source
//   planSubSearches(interpretation)            -> SearchPlan (named sub-searches)
//   runSubSearch(source, plan, index, found)   -> Candidate[] of one sub-search
//   searchIsComplete(plan, candidates)         -> stop early once the goal is verified
//   finaliseResults(plan, candidates)          -> SearchResult[] with verdicts and scores
// runSearch(source, brief) chains them in-process (benchmarks, tests, scripts).
import { isVerified } from './contract';
import type { PeopleSource } from './people-source';
import { countVerified, finaliseResults } from './rank/finalise-results';
import { interpretBrief } from './interpret/interpret-brief';
import { planSubSearches } from './plan/plan-sub-searches';
import type { Candidate, CriteriaInterpretation, Criterion, Interpretation, SearchOutcome, SearchPlan } from './types';

export { interpretBrief, planSubSearches, finaliseResults };

/** Matches the company names of the criteria to the source's companies. */
export async function resolveCompanies<T extends Interpretation>(source: PeopleSource, interpretation: T): Promise<T> {
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

/** The whole search in one call. */
export async function runSearch(source: PeopleSource, brief: string): Promise<SearchOutcome> {
  const interpretation = interpretBrief(brief);
  if (interpretation.kind === 'clarify') {
    return { status: 'awaiting_input', interpretation, clarificationQuestion: interpretation.question };
  }
  const resolved: CriteriaInterpretation = await resolveCompanies(source, interpretation);
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
