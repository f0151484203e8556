// A role criterion whose title names a skill or a level ("React Developer", "Staff Engineer") is
// one criterion to the client and up to three checks to the engine: the role, the skill, the
// level. Queries, verdicts, evidence and shares all take it apart here, so each checks the parts
// exactly as it checks a role, a skill and a seniority of their own.
import type { Criterion, CriterionOf } from './types';

/** The role without what its title names, and a skill and a seniority criterion for what it names. */
export function roleParts(criterion: CriterionOf<'role'>): { role: CriterionOf<'role'>; named: Criterion[] } {
  const { titleSkills = [], titleLevels = [], ...role } = criterion;
  const named: Criterion[] = [];
  if (titleSkills.length > 0) named.push({ kind: 'skill', name: criterion.name, source: criterion.source, skills: titleSkills });
  if (titleLevels.length > 0) named.push({ kind: 'seniority', name: criterion.name, source: criterion.source, levels: titleLevels });
  return { role, named };
}

/** Every criterion as the checks it stands for: a qualified role as its parts, the rest as they are. */
export function checksOf(criteria: readonly Criterion[]): Criterion[] {
  return criteria.flatMap((c) => {
    if (c.kind !== 'role') return [c];
    const { role, named } = roleParts(c);
    return [role, ...named];
  });
}
