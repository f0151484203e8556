// When a move happened, as a brief bounds it ("in the last 6 months", "since 2024", "after 2020",
// "before 2019", "this year", "last year", "at least 3 years at the company"), in the six
// languages, as the months it spans counted from the day the brief is read. A word with no bound
// ("recently", "just") is no window: the brief asks how recent.
import { readNumber } from '../text/numbers';
import type { MoveWindow } from '../types';

const LAST = new Set(['last', 'past', 'previous', 'ultimos', 'ultimas', 'ultimo', 'ultima', 'derniers', 'dernieres', 'derniere', 'letzten', 'afgelopen', 'laatste']);
const SINCE = new Set(['since', 'from', 'desde', 'depuis', 'seit', 'sinds']);
const AFTER = new Set(['after', 'depois', 'despues', 'apres', 'nach', 'na']);
const BEFORE = new Set(['before', 'antes', 'avant', 'vor', 'voor']);
const IN = new Set(['in', 'during', 'em', 'en', 'im', 'dans']);
const AT_LEAST = [['at', 'least'], ['over'], ['more', 'than'], ['al', 'menos'], ['mas', 'de'], ['minimo'], ['pelo', 'menos'], ['mais', 'de'], ['au', 'moins'], ['plus', 'de'], ['plus', 'd'], ['mindestens'], ['uber'], ['minstens'], ['meer', 'dan']];
const AT_MOST = [['under'], ['less', 'than'], ['menos', 'de'], ['moins', 'de'], ['moins', 'd'], ['weniger', 'als'], ['minder', 'dan']];
const UNITS: Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'> = {
  day: 'day', days: 'day', dias: 'day', jours: 'day', tagen: 'day', dagen: 'day',
  week: 'week', weeks: 'week', semanas: 'week', semaines: 'week', wochen: 'week', weken: 'week',
  month: 'month', months: 'month', mo: 'month', mos: 'month', mes: 'month', meses: 'month', mois: 'month', monat: 'month', monaten: 'month', maand: 'month', maanden: 'month',
  quarter: 'quarter', kwartaal: 'quarter',
  year: 'year', years: 'year', yr: 'year', yrs: 'year', ano: 'year', anos: 'year', an: 'year', ans: 'year', annee: 'year', annees: 'year', jahr: 'year', jahre: 'year', jahren: 'year', jaar: 'year', jaren: 'year',
};
/** "a year", "un an", "ein Jahr": the article is the count. */
const ONE = new Set(['a', 'an', 'one', 'um', 'uma', 'un', 'una', 'une', 'ein', 'einem', 'einen', 'een']);

const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The day `count` units before `now`. */
function unitsBack(now: Date, count: number, unit: (typeof UNITS)[string]): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (unit === 'day' || unit === 'week') date.setUTCDate(date.getUTCDate() - count * (unit === 'week' ? 7 : 1));
  else date.setUTCMonth(date.getUTCMonth() - count * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1));
  return date;
}

/** The month `count` months before the first of `now`'s month. */
function monthsBack(now: Date, count: number): string {
  return month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1)));
}

/** A rolling window bounds a day ("the last 6 months" on 28 November: from 28 May). */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The count and unit of "6 months", "a year", "18 mos", "3+ yrs": the unit at `unitAt`, its count before it (one when none). */
function duration(words: string[], unitAt: number): number | null {
  const before = words[unitAt - 1];
  if (before === undefined || LAST.has(before) || before === 'the') return 1;
  if (ONE.has(before)) return 1;
  const n = readNumber(words, unitAt - 1);
  return n && n.value > 0 ? n.value : null;
}

const startsWith = (words: string[], at: number, phrase: string[]) => phrase.every((w, k) => words[at + k] === w);

/**
 * The window the folded words of a time expression bound, or null when they name none. A
 * duration with "at least" (or "+") bounds how long ago the move was at most ("3+ years at the
 * company": joined 3 years ago or earlier); "under" the other way. A `stay` of a plain duration
 * ("5 years at the company") is at least that long.
 */
export function moveWindow(words: string[], now: Date, stay = false): MoveWindow | null {
  const year = words.findIndex((w) => /^(?:19|20)\d\d$/.test(w));
  if (year >= 0) {
    const y = Number(words[year]);
    const before = words.slice(0, year);
    if (before.some((w) => BEFORE.has(w))) return { from: null, to: `${y - 1}-12` };
    if (before.includes('until')) return { from: null, to: `${y}-12` };
    if (before.some((w) => AFTER.has(w))) return { from: `${y + 1}-01`, to: null };
    // A stay since a year began then at the latest ("been at Google since 2019": a 2015 joiner too); a move since it, then or later.
    // "de 2022 pra cá": from the year until here and now.
    const untilNow = before.at(-1) === 'de' && ['ca', 'aca'].includes(words.at(-1) ?? '');
    if (before.some((w) => SINCE.has(w)) || untilNow) return stay ? { from: null, to: `${y}-12` } : { from: `${y}-01`, to: null };
    if (before.some((w) => IN.has(w))) return { from: `${y}-01`, to: `${y}-12` };
    return null;
  }
  const unitAt = words.findIndex((w) => Object.hasOwn(UNITS, w.replace(/\+$/, '')));
  if (unitAt < 0) return null;
  const unit = UNITS[words[unitAt]!.replace(/\+$/, '')]!;
  // "this year", "last year" (the calendar's), unlike "the last year" (the twelve months before today).
  const current = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const quarterMonths = current.getUTCMonth() % 3;
  if (unitAt === 1 && words[0] === 'this') {
    if (unit === 'year') return { from: `${now.getUTCFullYear()}-01`, to: null };
    if (unit === 'quarter') return { from: monthsBack(current, quarterMonths), to: null };
    return unit === 'month' ? { from: month(current), to: null } : null;
  }
  if (unitAt === 1 && words[0] === 'last') {
    if (unit === 'year') return { from: `${now.getUTCFullYear() - 1}-01`, to: `${now.getUTCFullYear() - 1}-12` };
    if (unit === 'month') return { from: monthsBack(current, 1), to: monthsBack(current, 1) };
    if (unit === 'quarter') return { from: monthsBack(current, quarterMonths + 3), to: monthsBack(current, quarterMonths + 1) };
    return null;
  }
  const count = duration(words, unitAt);
  if (count === null) return null;
  const bound = unitsBack(now, count, unit);
  if (words.slice(0, unitAt).some((w) => LAST.has(w))) return { from: day(bound), to: null };
  const bounded = (phrases: string[][]) => phrases.some((p) => words.slice(0, unitAt).some((_, k) => startsWith(words, k, p)));
  if (bounded(AT_MOST)) return { from: day(bound), to: null };
  if (words[unitAt - 1]?.endsWith('+') || words[unitAt]!.endsWith('+') || bounded(AT_LEAST) || stay) return { from: null, to: day(bound) };
  return null;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 2025", or "28 Nov 2025" for a day. */
const shown = (bound: string) => `${bound.length > 7 ? `${Number(bound.slice(8, 10))} ` : ''}${MONTH_NAMES[Number(bound.slice(5, 7)) - 1]} ${bound.slice(0, 4)}`;

/** "28 May 2026 or later", "Dec 2019 or earlier", "between Jan 2020 and Dec 2022". */
export function windowLabel(window: MoveWindow): string {
  if (window.from && window.to) return window.from === window.to ? `in ${shown(window.from)}` : `between ${shown(window.from)} and ${shown(window.to)}`;
  return window.from ? `${shown(window.from)} or later` : `${shown(window.to!)} or earlier`;
}
