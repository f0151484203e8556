// Companies named by the words around a role, known to the lexicon or not: "the CTO of Shopify",
// "Notion's head of sales", "the founding team of Figma", "network manager for Duke Energy",
// "who work in Stripe's risk team". They run before the other company triggers and the lexicon,
// so that such a name is never read as a skill ("Skill: Shopify") nor dropped.
import type { BriefContext } from './context';
import { MANAGEMENT_HEADS } from '../vocab/seniority';
import { readNameList } from './extract-companies';
import { STOPWORDS } from './words';

/** Words for the people of a company who started it: they may have left since ("ever"). */
const FOUNDING = [['founding', 'team'], ['founder'], ['co', 'founder'], ['cofounder'], ['founding', 'member'], ['founding', 'engineer']];
/** Words after a possessive that make the name an employer: "Stripe's risk team", "Notion's head of sales". */
const TEAM_WORDS = new Set(['team', 'org', 'organisation', 'organization', 'department', 'division', 'group', 'unit', 'office', 'staff', 'employee', 'people', 'leadership', 'board', 'executive']);

/** A role phrase of the lexicon that ends right before token i ("CTO", "head of sales"), or -1. */
function roleEndingAt(ctx: BriefContext, i: number): number {
  for (let start = Math.max(0, i - ctx.lexicon.maxTokens); start < i; start++) {
    if (!ctx.spanUnbroken(start, i)) continue;
    const key = ctx.tokens.slice(start, i).map((t) => t.key).join(' ');
    if (ctx.lexicon.entries.get(key)?.some((e) => e.kind === 'role')) return start;
  }
  return -1;
}

/** Token i is inside a longer role phrase of the lexicon ("VP of Engineering", "Head of Sales"). */
function insideRolePhrase(ctx: BriefContext, i: number): boolean {
  for (let start = Math.max(0, i - ctx.lexicon.maxTokens); start < i; start++) {
    if (ctx.phrasesAt(start).some((p) => p.end > i + 1 && p.entries.some((e) => e.kind === 'role'))) return true;
  }
  return false;
}

/** A role phrase of the lexicon, or a team word, that starts at token i. */
function roleOrTeamAt(ctx: BriefContext, i: number): boolean {
  if (TEAM_WORDS.has(ctx.tokens[i]?.key ?? '')) return true;
  return ctx.phrasesAt(i).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'seniority'));
}

function foundingEndingAt(ctx: BriefContext, i: number): boolean {
  return FOUNDING.some((words) => words.every((w, k) => ctx.tokens[i - words.length + k]?.key === w));
}

/**
 * The company named at token at: one the lexicon knows (or a list of them, "Uber or Lyft"), else
 * the capitalised words there in a brief written in mixed case, even when they are also a skill
 * ("the CTO of Shopify": here the context says it is an employer).
 */
function companyNamesAt(ctx: BriefContext, at: number, knownOnly = false): { names: string[]; end: number } | null {
  // A place, a role, an industry... is no company ("VP of Engineering", "CFO for Europe"); a skill may be ("Shopify").
  if (ctx.phrasesAt(at).some((p) => p.entries.some((e) => e.kind !== 'skill' && e.kind !== 'company'))) return null;
  const list = readNameList(ctx, at);
  if (list && list.reads.every((r) => r.kind === 'company')) {
    const known = ctx.lexicon.entries.get(ctx.tokens.slice(at, list.end).map((t) => t.key).join(' '))?.some((e) => e.kind === 'company');
    if (known || (ctx.capitalised(at) && !knownOnly)) return { names: list.reads.flatMap((r) => (r.kind === 'company' ? r.names : [])), end: list.end };
  }
  if (knownOnly) return null;
  const mixedCase = /\p{Lu}/u.test(ctx.brief) && /\p{Ll}/u.test(ctx.brief);
  let end = at;
  while (end < ctx.length && end - at < 4 && ctx.isFree(end) && ctx.capitalised(end) && !STOPWORDS.has(ctx.tokens[end]!.key) && (end === at || !ctx.tokens[end - 1]!.breakAfter)) end++;
  // Half of an abbreviation ("VP of M&A") is no name; a company that has one is known ("H&M").
  if (end > at && ctx.gluedToAmpersand(end - 1, 'after')) return null;
  return mixedCase && end > at ? { names: [ctx.text(at, end)], end } : null;
}

export function extractCompanyContext(ctx: BriefContext): void {
  for (let i = 1; i < ctx.length; i++) {
    if (!ctx.isFree(i) || ctx.tokens[i - 1]!.breakAfter) continue;
    const key = ctx.tokens[i]!.key;
    // "<role> of X", "<role> for X", "founding team of X"
    if (key === 'of' || key === 'for') {
      const founding = key === 'of' && foundingEndingAt(ctx, i);
      const role = roleEndingAt(ctx, i);
      if (!founding && (role < 0 || insideRolePhrase(ctx, i))) continue;
      // "Director of Revenue Operations", "Head of Growth": after a bare head the words name a function, unless a company everyone knows.
      const bareHead = role === i - 1 && MANAGEMENT_HEADS.has(ctx.tokens[role]!.key);
      const names = companyNamesAt(ctx, i + 1, bareHead);
      if (!names) continue;
      ctx.addFact({ kind: 'company', when: founding ? 'ever' : 'current', names: names.names, start: i, end: names.end, text: ctx.text(i, names.end) });
      i = names.end - 1;
    }
  }
  // "Notion's head of sales", "Stripe's risk team": a name, an apostrophe and "s", then a role or a team.
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (ctx.tokens[i + 1]!.key !== 's' || !/^['’]$/.test(ctx.gapAfter(i)) || !ctx.isFree(i)) continue;
    let start = i;
    while (start > 0 && ctx.isFree(start - 1) && ctx.capitalised(start - 1) && !ctx.tokens[start - 1]!.breakAfter && !ctx.tokens[start - 1]!.sentenceStart) start--;
    const names = companyNamesAt(ctx, start);
    if (!names || names.end !== i + 1) continue;
    // The team or role may come after a word or two ("Stripe's risk team").
    const after = [i + 2, i + 3, i + 4].find((k) => roleOrTeamAt(ctx, k));
    if (after === undefined) continue;
    ctx.addFact({ kind: 'company', when: 'current', names: names.names, start, end: i + 2, text: ctx.text(start, i + 2) });
  }
}

/** Nouns that make a field before them the kind of company, not its people: "marketing agencies", "engineering firms". */
const FIELD_COMPANIES = new Set(['agency', 'firm', 'studio', 'shop', 'consultancy', 'company', 'house']);

/** Kinds of employer that say what the employer does, on their own: "designers at agencies" work at an agency, not any company. */
const TELLING_KINDS = new Set(['agency', 'studio', 'consultancy', 'lab', 'insurer']);
/** After these the kind is where people work ("at agencies") or where they must not ("but not agencies", which extract-exclusions.ts asks about). */
const EMPLOYER_PREPOSITIONS = new Set(['at', 'for', 'with', 'not', 'no']);

/** Token i is such a kind right after "at"/"for"/"with"/"not" (and an article). */
function kindOfEmployerAt(ctx: BriefContext, i: number): boolean {
  if (!ctx.isFree(i) || !TELLING_KINDS.has(ctx.key(i) ?? '')) return false;
  const before = ['a', 'an', 'the'].includes(ctx.key(i - 1) ?? '') ? i - 2 : i - 1;
  return EMPLOYER_PREPOSITIONS.has(ctx.key(before) ?? '') && ctx.spanUnbroken(before, i + 1);
}

/**
 * "account directors at marketing agencies", "PR agencies in NYC", "engineering firms in Houston":
 * a field's name right before a kind of company says what the company does. It is a topic of the
 * people's employer ("Mentions: marketing agency"), never a role of its own (every marketer).
 */
export function extractFieldCompanies(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (kindOfEmployerAt(ctx, i)) {
      ctx.addFact({ kind: 'topic', words: [ctx.key(i)!], start: i, end: i + 1, text: ctx.text(i, i + 1) });
      continue;
    }
    const field = ctx.phrasesAt(i).find((p) => FIELD_COMPANIES.has(ctx.key(p.end) ?? '') && !ctx.tokens[p.end - 1]!.breakAfter && ctx.isFree(p.end) && p.entries.some((e) => e.kind === 'role'));
    if (!field) continue;
    // The field's whole name: "performance marketing agencies" (a longer phrase ending with it).
    const from = [i - 3, i - 2, i - 1].find((k) => k >= 0 && ctx.phrasesAt(k).some((p) => p.end === field.end)) ?? i;
    const words = ctx.tokens.slice(from, field.end + 1).map((t) => t.key);
    ctx.addFact({ kind: 'topic', words, start: from, end: field.end + 1, text: ctx.text(from, field.end + 1) });
    i = field.end;
  }
}
