// A role written as an abbreviation of several jobs ("CRO", "TPM", "CSO"; "PM" outside tech): asked
// about unless the brief's other roles or its industries decide (vocab/ambiguous-titles.ts).
import { singular } from '../text/normalise';
import { AMBIGUOUS_TITLES, OUTSIDE_TECH } from '../vocab/ambiguous-titles';
import { TECH_INDUSTRIES } from '../vocab/industries';
import { ROLE_BY_KEY } from '../vocab/roles';
import type { FactOf } from './context';

/**
 * Why the role could be several jobs, as a sentence of the question; null when it is one or the
 * brief decides. `industries`: the industries the brief names (OUTSIDE_TECH's abbreviations are
 * asked about when none of them is tech).
 */
export function titleAmbiguity(role: FactOf<'role'>, roles: Array<FactOf<'role'>>, industries: readonly string[]): string | null {
  const written = singular(role.text.toLowerCase().trim());
  // "PMs": too short for singular() to take as a plural.
  const outsideTech = OUTSIDE_TECH.get(written) ?? OUTSIDE_TECH.get(written.replace(/s$/, ''));
  if (outsideTech && industries.length > 0 && !industries.some((key) => TECH_INDUSTRIES.includes(key))) {
    return `“${role.text}” could be a ${outsideTech.join(' or a ')} outside tech: please write the title out.`;
  }
  const meanings = AMBIGUOUS_TITLES.get(written);
  if (!meanings) return null;
  const functions = new Set(roles.filter((r) => r !== role).flatMap((r) => r.roleKeys.map((key) => ROLE_BY_KEY.get(key)?.fn)));
  const decided = meanings.filter((m) => functions.has(m.fn));
  // Decided only when the brief's other roles point at the meaning the role was read as ("VP
  // Sales / CRO"); any other meaning is asked about, as the reading could not search it.
  const readAs = new Set(role.roleKeys.map((key) => ROLE_BY_KEY.get(key)?.fn));
  if (decided.length === 1 && readAs.has(decided[0]!.fn)) return null;
  return `“${role.text}” could be a ${meanings.map((m) => m.title).join(' or a ')}: please write the title out.`;
}
