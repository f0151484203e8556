// Numbers in a brief: years of experience ("10+ years", "3-5 yrs", "a decade"), company sizes
// ("500+ employees", "under 50 people"), funding series ("Series B", "Series A or B") and the
// count of people wanted ("find 25", "a dozen", "top 10").
import { digitsValue, numberWord, readNumber } from '../text/numbers';
import type { Stage } from '../vocab/company-stages';
import type { BriefContext } from './context';
import { COMPANY_NOUNS, SEARCH_VERBS, STOPWORDS, VAGUE_ADJECTIVES } from './words';

type Bound = 'min' | 'max' | 'min-strict' | 'max-strict' | 'exact' | 'approx' | 'between';

const BEFORE: Array<[string[], Bound]> = [
  [['at', 'least'], 'min'], [['no', 'less', 'than'], 'min'], [['no', 'fewer', 'than'], 'min'], [['more', 'than'], 'min'],
  [['greater', 'than'], 'min'], [['north', 'of'], 'min'], [['upwards', 'of'], 'min'], [['plus', 'de'], 'min'], [['au', 'moins'], 'min'],
  [['mehr', 'al'], 'min'], [['mehr', 'als'], 'min'], [['mas', 'de'], 'min'], [['al', 'menos'], 'min'], [['pelo', 'menos'], 'min'],
  [['min'], 'min'], [['minimum'], 'min'], [['over'], 'min'], [['above'], 'min'], [['mindestens'], 'min'], [['ueber'], 'min'], [['uber'], 'min'],
  [['less', 'than'], 'max-strict'], [['fewer', 'than'], 'max-strict'], [['under'], 'max-strict'], [['below'], 'max-strict'],
  [['weniger', 'al'], 'max-strict'], [['weniger', 'als'], 'max-strict'], [['moins', 'de'], 'max-strict'], [['menos', 'de'], 'max-strict'],
  [['unter'], 'max-strict'], [['up', 'to'], 'max'], [['at', 'most'], 'max'], [['no', 'more', 'than'], 'max'], [['max'], 'max'],
  [['maximum'], 'max'], [['bis', 'zu'], 'max'], [['jusqu', 'a'], 'max'], [['hasta'], 'max'], [['exactly'], 'exact'], [['around'], 'approx'],
  [['about'], 'approx'], [['approximately'], 'approx'], [['roughly'], 'approx'], [['approx'], 'approx'], [['ca'], 'approx'],
  [['between'], 'between'], [['zwischen'], 'between'], [['entre'], 'between'],
];

const YEAR_UNITS = new Set(['year', 'yr', 'yrs', 'yoe', 'jahr', 'jahre', 'jahren', 'an', 'ans', 'ano', 'anno', 'anni', 'annee', 'y']);
const EXPERIENCE_WORDS = new Set([
  'experience', 'exp', 'experienced', 'of', 'work', 'working', 'professional', 'relevant', 'industry', 'berufserfahrung', 'erfahrung',
  'experiencia', 'd', 'de', 'experiencie', 'in', 'the', 'field',
]);
const SIZE_UNITS = new Set([
  'employee', 'staff', 'headcount', 'fte', 'ftes', 'mitarbeiter', 'mitarbeitende', 'mitarbeitern', 'salarie', 'empleado', 'dipendenti',
  'dipendente', 'funcionario', 'worker', 'collaborateur',
]);
const NOT_EXPERIENCE_BEFORE = new Set(['founded', 'last', 'past', 'within', 'since', 'next', 'every', 'in']);

function matchBefore(ctx: BriefContext, i: number): { bound: Bound; start: number } | null {
  for (const [words, bound] of BEFORE) {
    const start = i - words.length;
    if (start < 0) continue;
    let ok = true;
    for (let k = 0; k < words.length; k++) {
      if (ctx.tokens[start + k]!.folded.replace(/'$/, '') !== words[k] || !ctx.isFree(start + k)) ok = false;
    }
    if (ok) return { bound, start };
  }
  const gap = ctx.gapBefore(i);
  if (/[<≤]\s*$/.test(gap)) return { bound: /≤|<=/.test(gap) ? 'max' : 'max-strict', start: i };
  if (/[>≥]\s*$/.test(gap)) return { bound: 'min', start: i };
  if (/~\s*$/.test(gap)) return { bound: 'approx', start: i };
  return null;
}

interface NumberAt {
  value: number;
  end: number;
  plus: boolean;
}

function numberAt(ctx: BriefContext, i: number): NumberAt | null {
  if (!ctx.isFree(i)) return null;
  const words = ctx.tokens.map((t) => t.folded);
  const n = readNumber(words, i);
  if (!n) return null;
  // "a dozen" style words are counts, never years or sizes written like this
  const folded = ctx.tokens[i]!.folded;
  const plus = folded.endsWith('+') || /^\s*\+/.test(ctx.gapAfter(i + n.length - 1));
  return { value: n.value, end: i + n.length, plus };
}

/** A second number after "-", "to", "and", "bis", "a" (ranges "3-5", "between 3 and 5"). */
function rangeEnd(ctx: BriefContext, at: number): NumberAt | null {
  const gap = ctx.gapBefore(at);
  if (/^\s*[-–—]\s*$/.test(gap) || /^\s*\/\s*$/.test(gap)) return numberAt(ctx, at);
  const key = ctx.tokens[at]?.folded;
  if (key && ['to', 'and', 'bis', 'a', 'y', 'et', 'und', 'or'].includes(key)) {
    const second = numberAt(ctx, at + 1);
    return second ? { ...second } : null;
  }
  return null;
}

/** A number or a range ("5", "3-5", "between 3 and 5") at token i, and where its unit would be. */
function quantityAt(ctx: BriefContext, i: number): { first: NumberAt; second: NumberAt | null; unitAt: number } | null {
  const first = numberAt(ctx, i);
  if (!first) return null;
  const second = rangeEnd(ctx, first.end);
  return { first, second, unitAt: second ? second.end : first.end };
}

function bounds(bound: Bound | null, first: number, second: number | null, plus: boolean): { min: number | null; max: number | null } {
  if (second !== null) return { min: Math.min(first, second), max: Math.max(first, second) };
  if (plus) return { min: first, max: null };
  switch (bound) {
    case 'max':
      return { min: null, max: first };
    case 'max-strict':
      return { min: null, max: Math.max(0, first - 1) };
    case 'exact':
      return { min: first, max: first };
    case 'approx':
      return { min: Math.max(0, first - 2), max: first + 2 };
    default:
      return { min: first, max: null };
  }
}

/** "10+ years", "at least 5 yrs of experience", "3-5 years", "a decade", "under 2 years". */
export function extractExperience(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const key = ctx.tokens[i]!.key;
    // "a decade", "two decades", "over a decade"
    if (key === 'decade') {
      let start = i;
      let value = 10;
      const prev = ctx.tokens[i - 1]?.folded;
      if (prev === 'a' || prev === 'one') start = i - 1;
      else if (prev && numberWord(prev) !== null) {
        value = 10 * numberWord(prev)!;
        start = i - 1;
      }
      const before = matchBefore(ctx, start);
      const { min, max } = bounds(before?.bound ?? null, value, null, false);
      let end = i + 1;
      while (end < ctx.length && ctx.isFree(end) && EXPERIENCE_WORDS.has(ctx.tokens[end]!.key) && !ctx.tokens[end - 1]!.breakAfter) end++;
      while (end > i + 1 && ['of', 'in', 'the', 'd', 'de'].includes(ctx.tokens[end - 1]!.key)) end--;
      const from = before?.start ?? start;
      ctx.addFact({ kind: 'experience', min, max, start: from, end, text: ctx.text(from, end) });
      continue;
    }
    const quantity = quantityAt(ctx, i);
    if (!quantity || quantity.first.value > 80) continue;
    const { first, second, unitAt } = quantity;
    const unit = ctx.tokens[unitAt];
    const unitKey = unit?.key.replace(/\+$/, '');
    if (!unit || !unitKey || !YEAR_UNITS.has(unitKey) || !ctx.isFree(unitAt)) continue;
    if (unitKey === 'y' && !/^\d/.test(ctx.tokens[i]!.folded)) continue;
    const after = ctx.tokens[unitAt + 1]?.key;
    if (after === 'old' || after === 'ago' || after === 'alt') continue;
    const before = matchBefore(ctx, i);
    if (!before && NOT_EXPERIENCE_BEFORE.has(ctx.tokens[i - 1]?.key ?? '') && ctx.tokens[i - 1]?.key !== 'in') continue;
    let plus = first.plus || (second?.plus ?? false) || unit.folded.endsWith('+') || /^\s*\+/.test(ctx.gapAfter(unitAt));
    let bound = before?.bound ?? null;
    let end = unitAt + 1;
    // "5 years or more", "5 years minimum", "5 years plus", "5 years max"
    const w1 = ctx.tokens[end]?.key;
    const w2 = ctx.tokens[end + 1]?.key;
    if (w1 === 'or' && (w2 === 'more' || w2 === 'above' || w2 === 'longer' || w2 === 'over')) {
      plus = true;
      end += 2;
    } else if (w1 === 'or' && (w2 === 'less' || w2 === 'fewer' || w2 === 'under')) {
      bound = 'max';
      end += 2;
    } else if (w1 === 'minimum' || w1 === 'min' || w1 === 'plus') {
      plus = true;
      end += 1;
    } else if (w1 === 'max' || w1 === 'maximum') {
      bound = 'max';
      end += 1;
    }
    if (before?.bound === 'between' && !second) bound = null;
    while (end < ctx.length && ctx.isFree(end) && EXPERIENCE_WORDS.has(ctx.tokens[end]!.key) && !ctx.tokens[end - 1]!.breakAfter) end++;
    while (end > unitAt + 1 && ['of', 'in', 'the', 'd', 'de', 'work', 'working', 'relevant', 'professional'].includes(ctx.tokens[end - 1]!.key)) end--;
    const { min, max } = bounds(bound, first.value, second?.value ?? null, plus);
    const start = before?.start ?? i;
    ctx.addFact({ kind: 'experience', min, max, start, end, text: ctx.text(start, end) });
  }
}

function companyContextBefore(ctx: BriefContext, i: number): boolean {
  for (let k = Math.max(0, i - 5); k < i; k++) if (COMPANY_NOUNS.has(ctx.tokens[k]!.key)) return true;
  return false;
}

/** "500+ employees", "companies with 50-200 people", "under 50 staff", "headcount over 1000". */
export function extractCompanySize(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const key = ctx.tokens[i]!.key;
    // unit first: "headcount of 500+", "company size 50-200"
    if (key === 'headcount' || (key === 'size' && ctx.tokens[i - 1]?.key === 'company')) {
      let at = i + 1;
      const startAt = key === 'size' ? i - 1 : i;
      const qualifierAt = matchForward(ctx, at);
      if (qualifierAt) at = qualifierAt.next;
      const first = numberAt(ctx, at);
      if (!first) continue;
      const range = rangeEnd(ctx, first.end);
      const { min, max } = bounds(qualifierAt?.bound ?? null, first.value, range?.value ?? null, first.plus);
      const end = range ? range.end : first.end;
      ctx.addFact({ kind: 'size', min, max, start: startAt, end, text: ctx.text(startAt, end) });
      continue;
    }
    const quantity = quantityAt(ctx, i);
    if (!quantity) continue;
    const { first, second, unitAt } = quantity;
    const unit = ctx.tokens[unitAt];
    if (!unit || !ctx.isFree(unitAt)) continue;
    const unitKey = unit.key.replace(/\+$/, '');
    const isPeople = unitKey === 'people' || unitKey === 'person';
    const hyphenPerson = unitKey === 'person' && /^-$/.test(ctx.gapBefore(unitAt).trim());
    if (!SIZE_UNITS.has(unitKey) && !(isPeople && (companyContextBefore(ctx, i) || hyphenPerson || COMPANY_NOUNS.has(ctx.tokens[unitAt + 1]?.key ?? '')))) continue;
    const before = matchBefore(ctx, i);
    const plus = first.plus || (second?.plus ?? false) || unit.folded.endsWith('+') || /^\s*\+/.test(ctx.gapAfter(unitAt));
    let bound = before?.bound ?? null;
    if (bound === 'between' && !second) bound = null;
    // "10,000 employees" alone means about that size: read it as a lower bound, like "10,000+"
    const { min, max } = bounds(bound, first.value, second?.value ?? null, plus);
    const start = before?.start ?? i;
    const end = unitAt + 1;
    ctx.addFact({ kind: 'size', min, max, start, end, text: ctx.text(start, end) });
  }
}

function matchForward(ctx: BriefContext, i: number): { bound: Bound; next: number } | null {
  for (const [words, bound] of BEFORE) {
    let ok = true;
    for (let k = 0; k < words.length; k++) if (ctx.tokens[i + k]?.folded !== words[k]) ok = false;
    if (ok) return { bound, next: i + words.length };
  }
  if (ctx.tokens[i]?.key === 'of') return { bound: 'min', next: i + 1 };
  return null;
}

const SERIES_LETTERS: Record<string, Stage> = { a: 'series_a', b: 'series_b', c: 'series_c', d: 'series_d_plus', e: 'series_d_plus', f: 'series_d_plus', g: 'series_d_plus' };
const SERIES_ORDER: Stage[] = ['series_a', 'series_b', 'series_c', 'series_d_plus'];

/** "Series B", "Series A or B", "Series A-C", "Series B+", "Series C and later". */
export function extractSeries(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const key = ctx.tokens[i]!.key;
    if (!ctx.isFree(i) || (key !== 'series' && key !== 'serie')) continue;
    const letters: Stage[] = [];
    let end = i + 1;
    let orLater = false;
    let rangeFrom: Stage | null = null;
    while (end < ctx.length) {
      const raw = ctx.tokens[end]!.folded;
      const letter = raw.replace(/\+$/, '');
      const stage = SERIES_LETTERS[letter];
      if (!stage || letter.length !== 1) break;
      if (rangeFrom) {
        const a = SERIES_ORDER.indexOf(rangeFrom);
        const b = SERIES_ORDER.indexOf(stage);
        for (let k = Math.min(a, b); k <= Math.max(a, b); k++) letters.push(SERIES_ORDER[k]!);
        rangeFrom = null;
      } else letters.push(stage);
      if (raw.endsWith('+') || /^\s*\+/.test(ctx.gapAfter(end))) orLater = true;
      end++;
      const gap = ctx.gapBefore(end);
      const sep = ctx.tokens[end]?.key;
      if (/^\s*[-–]\s*$/.test(gap) && SERIES_LETTERS[ctx.tokens[end]?.folded ?? '']) {
        rangeFrom = stage;
        continue;
      }
      if (sep === 'to' && SERIES_LETTERS[ctx.tokens[end + 1]?.folded ?? '']) {
        rangeFrom = stage;
        end++;
        continue;
      }
      if ((sep === 'or' || sep === 'and' || sep === 'series') && SERIES_LETTERS[ctx.tokens[end + 1]?.folded ?? '']) {
        end++;
        continue;
      }
      if (/^\s*[,/]\s*$/.test(gap) && SERIES_LETTERS[ctx.tokens[end]?.folded ?? ''] && ctx.tokens[end]!.folded.length <= 2) continue;
      break;
    }
    if (letters.length === 0) continue;
    const w1 = ctx.tokens[end]?.key;
    const w2 = ctx.tokens[end + 1]?.key;
    if (w1 === 'or' && (w2 === 'later' || w2 === 'above' || w2 === 'beyond' || w2 === 'higher')) {
      orLater = true;
      end += 2;
    } else if (w1 === 'and' && (w2 === 'later' || w2 === 'above' || w2 === 'beyond' || w2 === 'up')) {
      orLater = true;
      end += 2;
    } else if (w1 === 'onward' || w1 === 'onwards' || w1 === 'plus') {
      orLater = true;
      end += 1;
    }
    if (ctx.tokens[end]?.key === 'round' || ctx.tokens[end]?.key === 'funded') end += 1;
    let stages = [...new Set(letters)];
    if (orLater) {
      const from = Math.min(...stages.map((s) => SERIES_ORDER.indexOf(s)));
      stages = SERIES_ORDER.slice(from);
    }
    const label = orLater
      ? `${labelOf(stages[0]!)} or later`
      : stages.map(labelOf).join(' or ').replace(/ or Series /g, ' or ');
    ctx.addFact({ kind: 'stage', stages, label, generic: false, start: i, end, text: ctx.text(i, end) });
  }
}

function labelOf(stage: Stage): string {
  return stage === 'series_d_plus' ? 'Series D+' : `Series ${stage.slice(-1).toUpperCase()}`;
}

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
  return atEnd && (startsClause || aloneInClause(ctx, i, i + 1) || i === ctx.length - 1) ? Number(m[1] ?? m[2]) : null;
}

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
    const quantity = quantityAt(ctx, i);
    if (!quantity) continue;
    const n = quantity.second ?? quantity.first;
    if (/[$€£¥%]\s*$/.test(ctx.gapBefore(i)) || /^\s*[%$€£]/.test(ctx.gapAfter(n.end - 1))) continue;
    if (/^\d+[.,]\d+$/.test(folded) && digitsValue(folded) !== null && !Number.isInteger(digitsValue(folded))) continue;
    const next = ctx.tokens[n.end]?.key ?? '';
    // "12 pm" is a time, "12 PMs" are product managers (read as a role already).
    const roleAfter = ctx.factAt(n.end)?.kind === 'role' && /^\p{Lu}/u.test(ctx.tokens[n.end]!.raw);
    if (NOT_COUNT_AFTER.has(next) && !roleAfter) continue;
    let verb = false;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const key = ctx.tokens[k]!.key;
      if (SEARCH_VERBS.has(key)) {
        verb = true;
        break;
      }
      if (!STOPWORDS.has(key) && !['me', 'us', 'about', 'around', 'approximately', 'roughly', 'exactly', 'least', 'up', 'most', 'between'].includes(key)) break;
    }
    let person = false;
    for (let k = n.end; k < Math.min(ctx.length, n.end + 8); k++) {
      const fact = ctx.factAt(k);
      if (fact) {
        if (fact.kind === 'role' || fact.kind === 'people') {
          person = true;
          break;
        }
        if (['seniority', 'skill', 'industry', 'place', 'stage', 'language', 'company', 'experience'].includes(fact.kind)) {
          k = fact.end - 1;
          continue;
        }
        break;
      }
      if (!ctx.isFree(k)) continue; // context words of a fact ("German-speaking")
      const key = ctx.tokens[k]!.key;
      if (VAGUE_ADJECTIVES.has(key) || ['more', 'other', 'additional', 'extra', 'new', 'of', 'the', 'based', 'located'].includes(key)) continue;
      break;
    }
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
