// Whether a move at a company fell in the brief's window ("joined Shopify in the last 18 months",
// "left Meta since 2024"), from the dates a record holds: the start of the current role as a file
// or the directory writes it, the end year of each past role. A date known only to the year is
// the twelve months it may mean: `yes` only when all of them are in the window.
import type { MoveWindow, PersonRecord, Verdict } from '../types';

/** The first and last month a recorded date may mean ("YYYY-MM"), or its day when an ISO date gives it ("YYYY-MM-DD"). */
export interface DateSpan {
  first: string;
  last: string;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const plausibleYear = (year: number) => year >= 1950 && year <= 2100;

/**
 * A date as files write it: "2021", "2021-03", "2021-03-15", "03/2021", "15.03.2021", "3/15/2021",
 * "Mar 2021", "March 2021". A day and month that could be either ("03/04/2021") span both months.
 */
export function recordedMonths(text: string | null | undefined): DateSpan | null {
  const value = (text ?? '').trim().toLowerCase();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[t ].*)?$/.exec(value);
  if (m && plausibleYear(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31) {
    const iso = `${m[1]}-${m[2]}-${m[3]}`;
    return { first: iso, last: iso };
  }
  m = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.]\d{1,2})?)?(?:[t ].*)?$/.exec(value);
  if (m) return span(Number(m[1]), m[2] ? [Number(m[2])] : null);
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(value);
  if (m) return span(Number(m[2]), [Number(m[1])]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const months = [a, b].filter((n) => n >= 1 && n <= 12);
    return span(Number(m[3]), a <= 12 && b <= 12 ? months : months.length === 1 ? months : []);
  }
  m = /^([a-z]{3,9})\.?,?\s+(?:\d{1,2},?\s+)?(\d{4})$/.exec(value);
  const month = m ? MONTHS[m[1]!.slice(0, m[1]!.startsWith('sept') ? 4 : 3)] : undefined;
  if (m && month) return span(Number(m[2]), [month]);
  return null;
}

function span(year: number, months: number[] | null): DateSpan | null {
  if (!plausibleYear(year)) return null;
  if (months === null) return { first: ym(year, 1), last: ym(year, 12) };
  if (months.length === 0 || months.some((n) => n < 1 || n > 12)) return null;
  return { first: ym(year, Math.min(...months)), last: ym(year, Math.max(...months)) };
}

/** A bound as its first or last day: a month ("2024-01") is all of it, a day ("2026-05-28") itself. */
const dayOf = (bound: string, edge: 'first' | 'last') => (bound.length > 7 ? bound : `${bound}-${edge === 'first' ? '01' : '31'}`);

/** yes: every day the date may mean is in the window; no: none is; unknown: some are, or no date. */
export function spanInWindow(date: DateSpan | null, window: MoveWindow): Verdict {
  if (!date) return 'unknown';
  const from = window.from === null ? null : dayOf(window.from, 'first');
  const to = window.to === null ? null : dayOf(window.to, 'last');
  const [first, last] = [dayOf(date.first, 'first'), dayOf(date.last, 'last')];
  const inside = (d: string) => (from === null || d >= from) && (to === null || d <= to);
  if (inside(first) && inside(last)) return 'yes';
  return (from !== null && last < from) || (to !== null && first > to) ? 'no' : 'unknown';
}

/** The recorded move a dated company criterion asks about, for a person it already placed at the company. */
function movedSpans(when: 'current' | 'past' | 'ever', companyIds: ReadonlySet<number>, person: PersonRecord): Array<DateSpan | null> {
  if (when === 'current') return [recordedMonths(person.startDate)];
  return person.pastRoles
    .filter((r) => companyIds.has(r.companyId))
    .map((r) => (r.endYear === null ? null : { first: ym(r.endYear, 1), last: ym(r.endYear, 12) }));
}

/** The best verdict over the person's moves at the company: one in the window is enough. */
export function movedInWindow(when: 'current' | 'past' | 'ever', companyIds: ReadonlySet<number>, window: MoveWindow, person: PersonRecord): Verdict {
  const verdicts = movedSpans(when, companyIds, person).map((date) => spanInWindow(date, window));
  return verdicts.includes('yes') ? 'yes' : verdicts.includes('unknown') || verdicts.length === 0 ? 'unknown' : 'no';
}
