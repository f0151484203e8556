// A number or a range in a brief ("5", "10+", "3-5", "between 3 and 5", "a dozen") and the words
// that bound it ("at least", "under", "up to", "~"): what experience, company size and the count
// of people wanted are read from.
import { readNumber } from '../text/numbers';
import type { BriefContext } from './context';

type Bound = 'min' | 'max' | 'min-strict' | 'max-strict' | 'exact' | 'approx' | 'between';

const BOUNDS: Array<[string[], Bound]> = [
  [['at', 'least'], 'min'], [['no', 'less', 'than'], 'min'], [['no', 'fewer', 'than'], 'min'], [['not', 'less', 'than'], 'min'],
  [['not', 'fewer', 'than'], 'min'], [['not', 'more', 'than'], 'max'], [['more', 'than'], 'min'],
  [['greater', 'than'], 'min'], [['north', 'of'], 'min'], [['upwards', 'of'], 'min'], [['plus', 'de'], 'min'], [['au', 'moins'], 'min'],
  [['mehr', 'al'], 'min'], [['mehr', 'als'], 'min'], [['mas', 'de'], 'min'], [['al', 'menos'], 'min'], [['pelo', 'menos'], 'min'],
  [['ten', 'minste'], 'min'], [['meer', 'dan'], 'min'], [['mais', 'de'], 'min'], [['no', 'minimo'], 'min'], [['como', 'minimo'], 'min'],
  [['minstens'], 'min'], [['mind'], 'min'], [['minimaal'], 'min'], [['minimo'], 'min'],
  [['min'], 'min'], [['minimum'], 'min'], [['over'], 'min'], [['above'], 'min'], [['mindestens'], 'min'], [['ueber'], 'min'], [['uber'], 'min'],
  [['less', 'than'], 'max-strict'], [['fewer', 'than'], 'max-strict'], [['under'], 'max-strict'], [['below'], 'max-strict'],
  [['weniger', 'al'], 'max-strict'], [['weniger', 'als'], 'max-strict'], [['moins', 'de'], 'max-strict'], [['menos', 'de'], 'max-strict'],
  [['unter'], 'max-strict'], [['minder', 'dan'], 'max-strict'], [['maximaal'], 'max'], [['hoogstens'], 'max'], [['up', 'to'], 'max'], [['at', 'most'], 'max'], [['no', 'more', 'than'], 'max'], [['max'], 'max'],
  [['maximum'], 'max'], [['bis', 'zu'], 'max'], [['jusqu', 'a'], 'max'], [['hasta'], 'max'], [['exactly'], 'exact'], [['around'], 'approx'],
  [['about'], 'approx'], [['approximately'], 'approx'], [['roughly'], 'approx'], [['approx'], 'approx'], [['ca'], 'approx'],
  [['between'], 'between'], [['zwischen'], 'between'], [['entre'], 'between'], [['tussen', 'de'], 'between'], [['tussen'], 'between'],
];
/** Longest first: "no more than" is a most, though it ends with "more than". */
const BEFORE = [...BOUNDS].sort((a, b) => b[0].length - a[0].length);

export function matchBefore(ctx: BriefContext, i: number): { bound: Bound; start: number } | null {
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

export function numberAt(ctx: BriefContext, i: number): NumberAt | null {
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
export function rangeEnd(ctx: BriefContext, at: number): NumberAt | null {
  const gap = ctx.gapBefore(at);
  if (/^\s*[-–—]\s*$/.test(gap) || /^\s*\/\s*$/.test(gap)) return numberAt(ctx, at);
  const key = ctx.tokens[at]?.folded;
  // Dutch "en" and Portuguese "e" are "and" ("tussen de 50 en 250", "entre 50 e 250").
  if (key && ['to', 'and', 'bis', 'a', 'y', 'et', 'und', 'or', 'en', 'e', 'tot'].includes(key)) {
    const second = numberAt(ctx, at + 1);
    return second ? { ...second } : null;
  }
  return null;
}

/** A number or a range ("5", "3-5", "between 3 and 5") at token i, and where its unit would be. */
export function quantityAt(ctx: BriefContext, i: number): { first: NumberAt; second: NumberAt | null; unitAt: number } | null {
  const first = numberAt(ctx, i);
  if (!first) return null;
  const second = rangeEnd(ctx, first.end);
  return { first, second, unitAt: second ? second.end : first.end };
}

export function bounds(bound: Bound | null, first: number, second: number | null, plus: boolean): { min: number | null; max: number | null } {
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

export function matchForward(ctx: BriefContext, i: number): { bound: Bound; next: number } | null {
  for (const [words, bound] of BEFORE) {
    let ok = true;
    for (let k = 0; k < words.length; k++) if (ctx.tokens[i + k]?.folded !== words[k]) ok = false;
    if (ok) return { bound, next: i + words.length };
  }
  if (ctx.tokens[i]?.key === 'of') return { bound: 'min', next: i + 1 };
  return null;
}
