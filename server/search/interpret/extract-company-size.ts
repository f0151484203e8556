// Company sizes in a brief: "500+ employees", "companies with 50-200 people", "under 50 staff".
import type { BriefContext } from './context';
import { bounds, matchBefore, matchForward, numberAt, quantityAt, rangeEnd } from './quantity';
import { namesPeopleAt } from './extract-occupations';
import { COMPANY_NOUNS, ORGANISATIONS } from './words';

const SIZE_UNITS = new Set([
  'employee', 'staff', 'headcount', 'fte', 'ftes', 'mitarbeiter', 'mitarbeitende', 'mitarbeitern', 'salarie', 'empleado', 'dipendenti',
  'dipendente', 'funcionario', 'worker', 'collaborateur', 'colaborador', 'empregado', 'trabalhador', 'employe', 'werknemer', 'medewerker',
  'beschaftigte', 'beschaftigten', 'angestellte', 'angestellten',
]);
/** Words that give an organisation what follows: "firms with more than 30 lawyers", "cabinets de plus de 30 avocats". */
const HAVING = new Set(['with', 'of', 'de', 'com', 'con', 'avec', 'met', 'mit', 'van']);
function companyContextBefore(ctx: BriefContext, i: number): boolean {
  for (let k = Math.max(0, i - 5); k < i; k++) if (COMPANY_NOUNS.has(ctx.tokens[k]!.key)) return true;
  return false;
}

/**
 * "law firms with more than 30 lawyers", "cabinets d'avocats de plus de 30 avocats": a bound on
 * the people of one kind an organisation has. It counts none of the people wanted, and it is no
 * headcount either (a firm of 30 employees may have 10 lawyers): no profile shows it.
 */
function organisationHasPeople(ctx: BriefContext, start: number, unitAt: number, bounded: boolean): boolean {
  if (!bounded || !HAVING.has(ctx.tokens[start - 1]?.key ?? '') || !ctx.isFree(start - 1) || !namesPeopleAt(ctx, unitAt)) return false;
  for (let k = Math.max(0, start - 10); k < start - 1; k++) if (ORGANISATIONS.has(ctx.tokens[k]!.key) && !ctx.tokens.slice(k, start - 1).some((t) => t.breakAfter)) return true;
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
    const before = matchBefore(ctx, i);
    const peopleOfCompanies = isPeople && (companyContextBefore(ctx, i) || hyphenPerson || COMPANY_NOUNS.has(ctx.tokens[unitAt + 1]?.key ?? ''));
    if (!SIZE_UNITS.has(unitKey) && !peopleOfCompanies) {
      const start = before?.start ?? i;
      const end = (ctx.kindAt(unitAt, 'role') ?? ctx.kindAt(unitAt, 'people'))?.end ?? unitAt + 1;
      if (organisationHasPeople(ctx, start, unitAt, !!before)) ctx.addFact({ kind: 'unseen', label: `Company headcount in a role (${ctx.text(start, end)})`, start, end, text: ctx.text(start, end) });
      continue;
    }
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
