// The count of people wanted in a brief: "find 25", "a dozen", "top 10", "(15 please)", "x15".
import { digitsValue } from '../text/numbers';
import type { BriefContext } from './context';
import { isAskingIn, isFillerIn } from './coverage';
import { quantityAt } from './quantity';
import { ORGANISATIONS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';
import { EARLIER_ONES, INDEFINITE_ARTICLES } from './words-i18n';

const NOT_COUNT_AFTER = new Set([
  'k', 'am', 'pm', 'x', 'time', 'times', 'percent', 'usd', 'eur', 'gbp', 'hour', 'day', 'week', 'month', 'minute', 'second',
  'million', 'billion', 'mio', 'bn', 'm', 'year', 'yr', 'yrs', 'round', 'th', 'st', 'nd', 'rd', 'employee', 'hr',
]);

/** Words that may stand beside a count alone in its clause: "(15 please)", ", 7 of them", "| 12", ", 10 max". */
const COUNT_CLAUSE_WORDS = new Set([
  'please', 'pls', 'plz', 'thanks', 'thank', 'you', 'total', 'in', 'max', 'maximum', 'min', 'minimum', 'of', 'them', 'those', 'profile',
  'people', 'person', 'candidate', 'result', 'name', 'match', 'lead', 'more', 'or', 'so', 'roughly', 'about', 'approx', 'around', 'ideally',
  'at', 'least', 'most', 'up', 'to', 'only', 'just', 'needed', 'wanted', 'required', 'pax', 'head', 'heads', 'hire', 'hires', 'ok',
  'bitte', 'merci', 'gracias', 'por', 'favor', 'stuck', 'stk', 'personnes', 'personas', 'perfiles', 'profils',
]);

/** Tokens i..end-1 are all of their clause but count words: the number stands for the count. */
function aloneInClause(ctx: BriefContext, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && !ctx.tokens[from - 1]!.breakAfter) from--;
  let to = end - 1;
  while (to < ctx.length - 1 && !ctx.tokens[to]!.breakAfter) to++;
  if (from === 0 && to === ctx.length - 1) return false; // the whole brief is not a clause of it
  for (let k = from; k <= to; k++) {
    if (k >= start && k < end) continue;
    if (!ctx.isFree(k) && ctx.factAt(k)?.kind !== 'people') return false;
    if (!COUNT_CLAUSE_WORDS.has(ctx.tokens[k]!.key) && ctx.factAt(k)?.kind !== 'people') return false;
  }
  return true;
}

/** "x15", "15x" written as one token: a count only alone in its clause ("ML engineers Zurich x15"). */
function multiplierAt(ctx: BriefContext, i: number): number | null {
  const m = /^x(\d{1,3})$|^(\d{1,3})x$/.exec(ctx.tokens[i]!.folded);
  if (!m || ['x86', 'x64', 'x32', 'x11'].includes(ctx.tokens[i]!.folded)) return null;
  const atEnd = i === ctx.length - 1 || ctx.tokens[i]!.breakAfter;
  const startsClause = i === 0 || ctx.tokens[i - 1]!.breakAfter || !ctx.isFree(i - 1);
  // "10x SDRs": before the people it counts.
  const beforePeople = !ctx.tokens[i]!.breakAfter && ['role', 'people'].includes(ctx.factAt(i + 1)?.kind ?? '');
  return (atEnd && (startsClause || aloneInClause(ctx, i, i + 1) || i === ctx.length - 1)) || (startsClause && beforePeople) ? Number(m[1] ?? m[2]) : null;
}

/** Indefinite articles that are also the number one in other languages: never a count. */

/**
 * The count of people wanted. A number is a count when a search verb comes right before it
 * ("find 25", "top 10", "give me a dozen"), when it is followed, after modifiers, by a role or
 * by a word for people ("25 senior backend engineers", "10 Berlin-based engineers", "15
 * candidates"), when it stands alone in its clause ("(15 please)", ", 7 of them", "| 12") or as
 * "x15". A range gives its upper end ("10-15 designers" -> 15: the most wanted, where the
 * search stops); "at least 20" and "up to 30" give their number.
 */
export function extractTarget(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const multiplier = multiplierAt(ctx, i);
    if (multiplier !== null) {
      ctx.addFact({ kind: 'target', value: multiplier, start: i, end: i + 1, text: ctx.text(i, i + 1) });
      return;
    }
    const folded = ctx.tokens[i]!.folded;
    if (folded === 'a' && !['dozen', 'couple', 'hundred', 'handful'].includes(ctx.tokens[i + 1]?.folded ?? '')) continue;
    // "busco un jefe de cocina", "je cherche un head of growth": an article, as "a" is in English.
    if (INDEFINITE_ARTICLES.has(folded)) continue;
    const quantity = quantityAt(ctx, i);
    if (!quantity) continue;
    const n = quantity.second ?? quantity.first;
    if (/[$€£¥%]\s*$/.test(ctx.gapBefore(i)) || /^\s*[%$€£]/.test(ctx.gapAfter(n.end - 1))) continue;
    if (/^\d+[.,]\d+$/.test(folded) && digitsValue(folded) !== null && !Number.isInteger(digitsValue(folded))) continue;
    // "(tipo Loggi, 99, Rappi)": a number between names in a list is a name (the 99 app), not a count.
    if (/^\s*,\s*$/.test(ctx.gapBefore(i)) && /^\s*,\s*$/.test(ctx.gapAfter(n.end - 1)) && ctx.namelike(i - 1) && ctx.namelike(n.end)) continue;
    // "the last two hires left", "les deux derniers": people the client had, not how many it wants.
    if (EARLIER_ONES.has(ctx.tokens[i - 1]?.folded ?? '') || EARLIER_ONES.has(ctx.tokens[n.end]?.folded ?? '')) continue;
    const next = ctx.tokens[n.end]?.key ?? '';
    // "12 pm" is a time, "12 PMs" are product managers (read as a role already).
    const roleAfter = ctx.factAt(n.end)?.kind === 'role' && /^\p{Lu}/u.test(ctx.tokens[n.end]!.raw);
    if (NOT_COUNT_AFTER.has(next) && !roleAfter) continue;
    let verb = false;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const key = ctx.tokens[k]!.key;
      // "find ten", "Ik zoek tien": a verb of asking, in English or the brief's own language.
      if (SEARCH_VERBS.has(key) || isAskingIn(ctx.language, ctx.tokens[k]!)) {
        verb = true;
        break;
      }
      if (!STOPWORDS.has(key) && !['me', 'us', 'about', 'around', 'approximately', 'roughly', 'exactly', 'least', 'up', 'most', 'between'].includes(key)) break;
    }
    let person = false;
    let organisations = false;
    for (let k = n.end; k < Math.min(ctx.length, n.end + 8); k++) {
      // The people a number counts are in its sentence: "the Boeing 737. Captains preferred" counts nobody.
      // Nor those past the bracket the number stands in: "(Informatik, Abschluss 2020–2023), die jetzt als Data Scientist".
      if (/[.!?;)]/.test(ctx.gapAfter(k - 1))) break;
      // "top 30 performance marketing agencies", "50 Maschinenbau-Firmen": a count of companies, not of the people wanted.
      if (ORGANISATIONS.has(ctx.tokens[k]!.key) && !['role', 'people'].includes(ctx.factAt(k + 1)?.kind ?? '')) {
        organisations = true;
        break;
      }
      const fact = ctx.factAt(k);
      if (fact && ORGANISATIONS.has(ctx.tokens[fact.end - 1]?.key ?? '') && fact.kind !== 'role') {
        organisations = true;
        break;
      }
      if (fact) {
        if (fact.kind === 'role' || fact.kind === 'people') {
          person = true;
          break;
        }
        if (['seniority', 'skill', 'industry', 'place', 'stage', 'language', 'company', 'experience', 'topic'].includes(fact.kind)) {
          k = fact.end - 1;
          continue;
        }
        break;
      }
      if (!ctx.isFree(k)) continue; // context words of a fact ("German-speaking")
      const key = ctx.tokens[k]!.key;
      // Quality words of any of the briefs' languages ("acht ervaren loodgieters") stand between too.
      if (VAGUE_ADJECTIVES.has(key) || isFillerIn(ctx.language, ctx.tokens[k]!) || ['more', 'other', 'additional', 'extra', 'new', 'of', 'the', 'based', 'located'].includes(key)) continue;
      break;
    }
    if (organisations) continue;
    const alone = !verb && !person && aloneInClause(ctx, i, n.end);
    if (!verb && !person && !alone) continue;
    const start = ctx.tokens[i - 1]?.key === 'top' && ctx.isFree(i - 1) ? i - 1 : i;
    ctx.addFact({ kind: 'target', value: n.value, start, end: n.end, text: ctx.text(start, n.end) });
    // The clause's other words ("please", "of them", "max") belong to the count.
    if (alone) for (let k = start - 1; k >= 0 && !ctx.tokens[k]!.breakAfter && ctx.isFree(k); k--) ctx.claim(k, k + 1);
    if (alone) for (let k = n.end; k < ctx.length && ctx.isFree(k); k++) {
      ctx.claim(k, k + 1);
      if (ctx.tokens[k]!.breakAfter) break;
    }
    return;
  }
}
