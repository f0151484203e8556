// "early Canva employees", "Stripe's first 20 employees", "among the first 100 hires at Airbnb":
// people who joined a company while it was young. No record says when a company was founded or
// who its first hires were, so it is a criterion no profile shows (verdict `unknown`), beside the
// company, which they may since have left (current or past). The number counts the company's
// first hires, never the people wanted nor the company's size ("20+ employees" had been read).
import type { BriefContext } from './context';
import { readNameList } from './extract-companies';
import { digitsValue, numberWord } from '../text/numbers';

const EARLY = new Set(['early', 'earliest', 'first']);
const HIRES = new Set(['employee', 'hire', 'staff', 'staffer', 'joiner', 'recruit']);
/** Longest company name between "early" and "employees": "early Deutsche Bank employees". */
const NAME_REACH = 3;

/** The count, the company's name (nameFrom..noun) and the noun of early employees from token i, or null. */
function earlyEmployeesAt(ctx: BriefContext, i: number): { number: number | null; nameFrom: number; noun: number } | null {
  if (!EARLY.has(ctx.tokens[i]!.key) || !ctx.isFree(i) || ctx.tokens[i]!.breakAfter) return null;
  let at = i + 1;
  const number = digitsValue(ctx.tokens[at]?.folded ?? '') ?? numberWord(ctx.tokens[at]?.folded ?? '');
  if (number !== null) at++;
  const nameFrom = at;
  while (at < ctx.length && at - nameFrom < NAME_REACH && !HIRES.has(ctx.tokens[at]!.key) && ctx.capitalised(at) && !ctx.tokens[at]!.breakAfter) at++;
  if (!HIRES.has(ctx.key(at) ?? '') || !ctx.spanFree(i, at + 1)) return null;
  // "the first engineers", "early employee": at least a number or a name says these are a company's first.
  if (number === null && nameFrom === at && ctx.tokens[i]!.key === 'first') return null;
  return { number, nameFrom, noun: at };
}

export function extractEarlyEmployees(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const early = earlyEmployeesAt(ctx, i);
    if (!early) continue;
    const label = early.number === null ? 'Early employee' : `Early employee (first ${early.number} hires)`;
    // "early Canva employees, like the first 50 hires": the second says how early the first meant.
    const said = ctx.factsOf('unseen').find((f) => f.label.startsWith('Early employee'));
    if (said && early.number !== null) said.label = label;
    else if (!said) ctx.addFact({ kind: 'unseen', label, start: i, end: early.noun + 1, text: ctx.text(i, early.noun + 1) }, false);
    ctx.claim(i, early.nameFrom);
    ctx.claim(early.noun, early.noun + 1);
    // "early Canva employees": the company between, then or now.
    const list = early.noun > early.nameFrom ? readNameList(ctx, early.nameFrom, true) : null;
    const names = list?.end === early.noun ? list.reads.flatMap((r) => (r.kind === 'company' ? r.names : [])) : [];
    if (names.length > 0) ctx.addFact({ kind: 'company', when: 'ever', names, start: early.nameFrom, end: early.noun, text: ctx.text(early.nameFrom, early.noun) });
    // "the first 20 employees of Stripe": the company after them.
    const of = early.noun + 1;
    if (names.length === 0 && ['of', 'at'].includes(ctx.key(of) ?? '') && ctx.isFree(of) && !ctx.tokens[early.noun]!.breakAfter) {
      const after = readNameList(ctx, of + 1, true);
      const named = after?.reads.flatMap((r) => (r.kind === 'company' ? r.names : [])) ?? [];
      if (after && named.length === after.reads.length) ctx.addFact({ kind: 'company', when: 'ever', names: named, start: of, end: after.end, text: ctx.text(of, after.end) });
    }
    i = early.noun;
  }
}

/** "Stripe's first 20 employees", "the first 100 hires at Airbnb": the company beside them, then or now. */
export function earlyEmployersEitherTime(ctx: BriefContext): void {
  for (const early of ctx.factsOf('unseen').filter((f) => f.label.startsWith('Early employee'))) {
    for (const company of ctx.factsOf('company')) {
      const beside = (company.end <= early.start && early.start - company.end <= 1) || (company.start >= early.end && company.start - early.end <= 2);
      if (beside && !company.exclude) company.when = 'ever';
    }
  }
}
