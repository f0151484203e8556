// The brief's roles -> its role criteria: the people wanted, with what their own title names (a
// skill, a level), and the roles they must not hold. A title that could mean two things asks.
import type { Criterion } from '../types';
import { isEnglishWord } from '../vocab/english-words';
import { HELD_PAPERS } from '../vocab/skills';
import { titleAmbiguity } from './ambiguous-titles';
import type { Problem } from './build-criteria';
import type { BriefContext, Fact, FactOf, Span } from './context';
import { chains, joinOr, listWordsOf, sourceOf, unique } from './criteria-lists';
import { titleCase } from './extract-titles';
import type { BriefLanguage } from './language';

/**
 * "GTM leaders (VP Sales / CRO)", "engineers, e.g. SREs": roles named right after a broader
 * one, in brackets or after "e.g."/"such as", say which of the broader roles are meant.
 */
function specificRoles(ctx: BriefContext, roles: Array<FactOf<'role'>>): Array<FactOf<'role'>> {
  const drop = new Set<FactOf<'role'>>();
  for (const broad of roles) {
    const gap = ctx.brief.slice(ctx.tokens[broad.end - 1]!.end, ctx.tokens[broad.end]?.start ?? ctx.brief.length);
    const next = ctx.tokens[broad.end]?.key;
    const introduces = /^\s*[([]\s*$/.test(gap) || /^\s*[,:]?\s*$/.test(gap) && ['eg', 'e', 'like', 'such', 'especially', 'ideally', 'specifically', 'namely'].includes(next ?? '');
    if (!introduces) continue;
    const narrower = roles.filter((r) => r !== broad && r.start >= broad.end && r.start <= broad.end + 3 && r.roleKeys.length > 0 && r.roleKeys.every((k) => broad.roleKeys.includes(k)));
    if (narrower.length > 0) drop.add(broad);
  }
  return roles.filter((r) => !drop.has(r));
}

/**
 * "product or engineering leaders": the head word of the last title of a list is every item's
 * where the item alone is a bare field ("product" is every product role; "product leader" is its
 * leaders). An item read alone is kept when the field with that head names no role.
 */
function sharedHeads(ctx: BriefContext, roles: Array<FactOf<'role'>>): Array<FactOf<'role'>> {
  return roles.map((role) => {
    const last = roles.find((r) => r.start > role.start && r.end - r.start >= 2);
    if (!last || role.end !== role.start + 1 || last.start - role.end > 1) return role;
    if (!ctx.tokens.slice(role.end, last.start).every((t) => listWordsOf(ctx).list.has(t.key))) return role;
    const level = levelOfFunction(ctx, role, last);
    if (level) return level;
    const entry = ctx.lexicon.entries.get(`${ctx.key(role.start)} ${ctx.key(last.end - 1)}`)?.find((e) => e.kind === 'role');
    if (!entry || entry.kind !== 'role') return role;
    return { ...role, roleKeys: entry.roleKeys, label: entry.label, generic: entry.generic };
  });
}

/** Levels that head a function: a bare one in a list takes the function of the title after it. */
const FUNCTION_LEVELS = new Set(['vp', 'svp', 'evp', 'director', 'head']);

/**
 * "VP or Head of CS", "VPs or Heads of Revenue Operations": a bare level before "<level> of
 * <function>" heads that whole function too (VP of Revenue Operations, never VP of Operations or
 * any VP); the taxonomy's role where it has one, else the title as written. Null when the list is
 * no such pair.
 */
function levelOfFunction(ctx: BriefContext, role: FactOf<'role'>, last: FactOf<'role'>): FactOf<'role'> | null {
  const level = ctx.key(role.start) ?? '';
  const of = ctx.tokens.slice(last.start, last.end).findIndex((t) => t.key === 'of');
  if (!FUNCTION_LEVELS.has(level) || of < 1 || !FUNCTION_LEVELS.has(ctx.key(last.start + of - 1) ?? '')) return null;
  // The function as the title now reads ("Head of CS" may have been spelled out as customer success).
  const fn = (last.titleTerms[0] ?? last.label.toLowerCase()).split(' of ').slice(1).join(' of ');
  if (!fn) return null;
  const term = `${level} of ${fn}`;
  const entry = ctx.lexicon.entries.get(term)?.find((e) => e.kind === 'role');
  if (entry?.kind === 'role') return { ...role, roleKeys: entry.roleKeys, label: entry.label, generic: entry.generic, titleTerms: [] };
  return { ...role, roleKeys: [], generic: false, label: `${role.text.replace(/s$/, '')} of ${last.label.split(' of ').slice(1).join(' of ')}`, titleTerms: [term] };
}

/**
 * "finance manager, controller or senior accountant": a level written before a later title of a
 * list is that title's alone, never every title's (all three had been senior). The title becomes
 * its words with the level's ("Senior Accountant", matched on both), and the level no criterion
 * of its own. A level before the first title stays every title's ("senior engineers or designers").
 */
function levelsOfListedTitles(ctx: BriefContext, roles: Array<FactOf<'role'>>, seniorities: Array<FactOf<'seniority'>>) {
  const first = Math.min(...roles.map((role) => role.start));
  const taken = new Set<FactOf<'seniority'>>();
  const titled = roles.map((role) => {
    const level = seniorities.find((s) => s.end === role.start && s.start > first && !ctx.tokens[s.end - 1]!.breakAfter);
    if (!level) return role;
    taken.add(level);
    const levelWords = ctx.tokens.slice(level.start, level.end).map((t) => t.key).join(' ');
    const terms = role.titleTerms.length > 0 ? role.titleTerms : [ctx.tokens.slice(role.start, role.end).map((t) => t.key).join(' ')];
    return { ...role, roleKeys: [], generic: false, titleTerms: terms.map((term) => `${levelWords} ${term}`), label: `${titleCase(ctx.text(level.start, level.end))} ${role.label}`, start: level.start, text: ctx.text(level.start, role.end) };
  });
  return { roles: titled, seniorities: seniorities.filter((s) => !taken.has(s)) };
}

/**
 * "anyone in PR": a field the people work in, or the place with that code (Puerto Rico). Another
 * place in the brief says where they are; without one, the brief asks.
 */
function fieldOrPlace(ctx: BriefContext, role: FactOf<'role'>): string | null {
  if (role.end !== role.start + 1 || ctx.key(role.start - 1) !== 'in' || ctx.factsOf('place').length > 0) return null;
  const code = ctx.lexicon.entries.get(ctx.tokens[role.start]!.key)?.find((e) => e.kind === 'place' && e.letterCode);
  if (!code || code.kind !== 'place' || !/^\p{Lu}{2}$/u.test(role.text)) return null;
  return `“${role.text}” could be the field they work in or ${code.place.label}, where they are.`;
}

/** Words between two titles that ask for one person holding both: "CTOs who are also founders". */
const ALSO = [
  ['who', 'are', 'also'], ['who', 'is', 'also'], ['that', 'are', 'also'], ['who', 'also', 'are'], ['and', 'also'],
  // "python developers who are influencers": the second title describes the same people.
  ['who', 'are'], ['who', 'is'], ['that', 'are'], ['who', 're'],
];

/**
 * A profile holds one title, and a role criterion is either of its titles: "CTOs who are also
 * founders" would verify every founder. The brief asks which it means.
 */
function bothTitles(ctx: BriefContext, roles: Array<FactOf<'role'>>): string | null {
  const sorted = [...roles].sort((a, b) => a.start - b.start);
  for (const [first, second] of sorted.slice(1).map((role, k) => [sorted[k]!, role] as const)) {
    const between = ctx.tokens.slice(first.end, second.start).map((t) => t.key).join(' ');
    if (ALSO.some((words) => words.join(' ') === between)) {
      return `“${ctx.text(first.start, second.end)}”: a profile holds one title, so the search can look for ${first.label} or ${second.label}, not both at once.`;
    }
  }
  return null;
}

/** Connectors that put a skill after the title it qualifies ("enfermeras de UCI", "infirmières en soins intensifs"). */
const TITLE_SKILL_LINKS = new Set(['de', 'da', 'do', 'en', 'em']);
/** Languages whose titles take their skill right after the noun: "desarrolladores Java", "développeurs Java", "engenheiros Java". */
const SKILL_AFTER_TITLE: ReadonlySet<BriefLanguage> = new Set(['pt', 'es', 'fr']);

/** The title is written in another language than English ("desarrolladores" in a brief too short to tell its language). */
const writtenInAnother = (ctx: BriefContext, role: Span) => ctx.tokens.slice(role.start, role.end).every((t) => !isEnglishWord(t.folded));

/**
 * What a brief's only role names in its own title: a skill written with it ("React developers",
 * "Java-Entwickler", "enfermeras de UCI"), never one of an "or" list; a level read from the title
 * itself ("Staff engineers"); and skills inside an open title ("M&A associates"), which the title
 * words already check. They belong to the role: no skill or seniority criterion of their own.
 */
function titleQualifiers(ctx: BriefContext, role: FactOf<'role'>, skills: Array<FactOf<'skill'>>, seniorities: Array<FactOf<'seniority'>>) {
  const inside = (s: Span) => s.start >= role.start && s.end <= role.end;
  const gap = (a: Span, b: Span) => ctx.brief.slice(ctx.tokens[a.end - 1]!.end, ctx.tokens[b.start]!.start);
  const alone = (skill: FactOf<'skill'>) => chains(ctx, skills).find((c) => c.items.includes(skill))!.items.length === 1;
  const written = skills.filter((skill) => alone(skill) && !inside(skill) && !HELD_PAPERS.has(skill.skill) && (
    (skill.end === role.start && /^[\s-]*$/.test(gap(skill, role)))
    || (skill.start === role.end + 1 && TITLE_SKILL_LINKS.has(ctx.key(role.end) ?? '') && /^\s+\p{L}+\s+$/u.test(gap(role, skill)))
    || (skill.start === role.end && /^\s+$/.test(gap(role, skill)) && (SKILL_AFTER_TITLE.has(ctx.language) || writtenInAnother(ctx, role)))));
  const within = role.titleTerms.length > 0 ? skills.filter(inside) : [];
  return { written, within, levels: seniorities.filter(inside) };
}

/** A skill before a title, named as far as the brief wrote it: "TIG welders" are "TIG Welder", not "TIG welding Welder". */
const asWritten = (skill: FactOf<'skill'>) => {
  // The words of the skill's name the brief wrote, in the name's own case: "TIG welders" are TIG Welders, "A320 captains" A320 Captains.
  const at = ` ${skill.skill.toLowerCase()} `.indexOf(` ${skill.text.toLowerCase()} `);
  return at >= 0 ? skill.skill.slice(at, at + skill.text.length) : skill.skill;
};

/**
 * The role criteria of the facts `factsOf` gives, and the skill and seniority facts their titles
 * did not take (each still a criterion of its own).
 */
export function buildRoleCriteria(ctx: BriefContext, factsOf: <K extends Fact['kind']>(kind: K) => Array<FactOf<K>>, problems: Problem[]) {
  const excludedRoles = factsOf('role').filter((r) => r.exclude);
  const industryKeys = factsOf('industry').flatMap((f) => f.industries);
  // A title or a place that could mean two things is no criterion while the brief asks which it means.
  let roles = specificRoles(ctx, sharedHeads(ctx, factsOf('role').filter((r) => !r.exclude))).filter((role, _, all) => {
    const message = titleAmbiguity(role, all, industryKeys) ?? fieldOrPlace(ctx, role);
    if (message) problems.push({ reason: 'ambiguous', message, title: true });
    return !message;
  });
  const both = bothTitles(ctx, roles);
  if (both) problems.push({ reason: 'ambiguous', message: both, title: true });
  let skills = factsOf('skill');
  let seniorities = factsOf('seniority');
  if (roles.length > 1) ({ roles, seniorities } = levelsOfListedTitles(ctx, roles, seniorities));
  const criteria: Criterion[] = [];
  if (roles.length > 0) {
    const named = roles.length === 1 ? titleQualifiers(ctx, roles[0]!, skills, seniorities) : null;
    const written = unique(named?.written.map((s) => s.skill) ?? []);
    const titleSkills = unique([...written, ...(named?.within.map((s) => s.skill) ?? [])]);
    const titleLevels = unique(named?.levels.flatMap((s) => s.levels) ?? []);
    if (named) {
      const used = new Set<Fact>([...named.written, ...named.within, ...named.levels]);
      skills = skills.filter((s) => !used.has(s));
      seniorities = seniorities.filter((s) => !used.has(s));
    }
    // A group named by its alternatives ("Director / Head of") takes the written skill before its first: "Procurement Director".
    const roleLabel = (role: FactOf<'role'>) => (written.length > 0 ? role.label.split(' / ')[0]! : role.label);
    const label = [joinOr(unique(named?.written.map(asWritten) ?? [])), joinOr(roles.map(roleLabel))].filter(Boolean).join(' ');
    const spans = [...roles, ...(named?.written ?? [])].sort((a, b) => a.start - b.start);
    criteria.push({
      kind: 'role', name: `Role: ${label}`, source: written.length > 0 ? ctx.text(spans[0]!.start, spans.at(-1)!.end) : sourceOf(roles), label,
      roleKeys: unique(roles.flatMap((r) => r.roleKeys)), titleTerms: unique(roles.flatMap((r) => r.titleTerms)),
      generic: roles.every((r) => r.generic), exclude: false,
      ...(titleSkills.length > 0 ? { titleSkills } : {}), ...(titleLevels.length > 0 ? { titleLevels } : {}),
    });
  }
  if (excludedRoles.length > 0) {
    const label = joinOr(excludedRoles.map((r) => r.label));
    criteria.push({
      kind: 'role', name: `Role: not ${label}`, source: sourceOf(excludedRoles), label: `not ${label}`,
      roleKeys: unique(excludedRoles.flatMap((r) => r.roleKeys)), titleTerms: unique(excludedRoles.flatMap((r) => r.titleTerms)), generic: false, exclude: true,
    });
  }
  return { criteria, roles, skills, seniorities };
}
