// How closely a verified person's title says what the brief asked for, for ranking only: among
// people who all meet the role, "Developer Advocate" comes before "Developer Relations Engineer"
// for "developer advocates", and "Paralegal" before "Senior Litigation Paralegal & Office Manager".
import type { Criterion, PersonRecord } from '../types';
import { titleHolds, titleKeys, titleSpellings } from '../vocab/title-spellings';

/**
 * 0..1 for one phrase: the share of the title's words that the phrase's own words account for;
 * half that when the title holds it only in another spelling ("DevRel Lead"); 0 when it does not.
 */
function phraseCloseness(keys: readonly string[], phrase: string): number {
  const [own, ...others] = titleSpellings(phrase);
  if (!own || keys.length === 0) return 0;
  if (titleHolds(keys, own)) return Math.min(1, own.length / keys.length);
  const other = others.find((spelling) => titleHolds(keys, spelling));
  return other ? Math.min(1, other.length / keys.length) / 2 : 0;
}

/** The average over the brief's roles of the best phrase of each (1 when the brief names no role). */
export function titleCloseness(criteria: readonly Criterion[], person: PersonRecord): number {
  const roles = criteria.filter((c): c is Extract<Criterion, { kind: 'role' }> => c.kind === 'role' && !c.exclude);
  if (roles.length === 0) return 1;
  const keys = titleKeys(person.title);
  const best = (role: (typeof roles)[number]) => {
    const phrases = [...role.titleTerms, ...role.name.replace(/^Role: /, '').split(/ or |, /)];
    return Math.max(...phrases.map((phrase) => phraseCloseness(keys, phrase)));
  };
  return roles.reduce((sum, role) => sum + best(role), 0) / roles.length;
}
