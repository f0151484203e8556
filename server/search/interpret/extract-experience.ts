// Years of experience in a brief: "10+ years", "3-5 yrs", "at least 5 years of experience", "a decade".
import { numberWord } from '../text/numbers';
import type { BriefContext } from './context';
import { bounds, matchBefore, quantityAt } from './quantity';
import { EXPERIENCE_WORDS_I18N } from './words-i18n';

// "7 pqe": years post-qualification, as lawyers count them.
const YEAR_UNITS = new Set(['year', 'years', 'yr', 'yrs', 'yoe', 'pqe', 'jahr', 'jahre', 'jahren', 'an', 'ans', 'ano', 'anos', 'anno', 'anni', 'annee', 'jaar', 'jaren', 'y']);
const EXPERIENCE_WORDS = new Set([
  'experience', 'exp', 'experienced', 'of', 'work', 'working', 'professional', 'relevant', 'industry', 'berufserfahrung', 'erfahrung',
  'experiencia', 'd', 'de', 'experiencie', 'in', 'the', 'field', 'pqe', 'xp',
]);
/** Bounds no career's years reach, which without a word for experience say an age ("menos de 40 anos", "under 25"). */
const AGE_AT_MOST = 24;
const AGE_AT_LEAST = 40;
const NOT_EXPERIENCE_BEFORE = new Set(['founded', 'last', 'past', 'within', 'since', 'next', 'every', 'in']);

/** "10+ years", "at least 5 yrs of experience", "3-5 years", "a decade", "under 2 years". */
/** The job itself, named by where it is done: "3+ years in the classroom", "10 years in the field". */
const THE_JOB = new Set(['classroom', 'field', 'trenches', 'role', 'job', 'seat', 'chair', 'saddle', 'kitchen', 'cockpit']);

/** "3+ years in the classroom": the years are at the job, which says nothing more than the role. */
function claimYearsInTheJob(ctx: BriefContext): void {
  for (const fact of ctx.factsOf('experience')) {
    const [into, the, job] = [fact.end, fact.end + 1, fact.end + 2];
    if (ctx.key(into) === 'in' && ctx.key(the) === 'the' && THE_JOB.has(ctx.key(job) ?? '') && ctx.spanFree(into, job + 1) && ctx.spanUnbroken(fact.end - 1, job)) {
      ctx.claim(into, job + 1);
    }
  }
}

export function extractExperience(ctx: BriefContext): void {
  readExperience(ctx);
  claimYearsInTheJob(ctx);
}

function readExperience(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const key = ctx.tokens[i]!.key;
    // "a decade", "two decades", "over a decade"
    if (key === 'decade') {
      let start = i;
      let value = 10;
      const prev = ctx.tokens[i - 1]?.folded;
      if (prev === 'a' && ctx.tokens[i - 2]?.key === 'half') {
        // "half a decade": five years.
        value = 5;
        start = i - 2;
      } else if (prev === 'a' || prev === 'one') start = i - 1;
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
    // "10yoe", "6yrs", "5+yrs": the number and its unit written as one word.
    const glued = /^(\d{1,2})\+?(?:y|yr|yrs|year|years|yoe)\+?$/.exec(ctx.tokens[i]!.folded);
    if (glued) {
      ctx.addFact({ kind: 'experience', min: Number(glued[1]), max: null, start: i, end: i + 1, text: ctx.text(i, i + 1) });
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
    // "10 ans d'expérience minimum": the bound after the words for experience.
    const trailing = ctx.isFree(end) && !ctx.tokens[end - 1]!.breakAfter ? ctx.tokens[end]?.folded : undefined;
    if (trailing === 'minimum' || trailing === 'minimo') {
      plus = true;
      end++;
    } else if (trailing === 'maximum' || trailing === 'maximo') {
      bound = 'max';
      end++;
    }
    const { min, max } = bounds(bound, first.value, second?.value ?? null, plus);
    const start = before?.start ?? i;
    // "enfermeiras com menos de 40 anos em Lisboa": a limit no career reaches, with no word for
    // experience, is an age; it is never read as years of experience (the brief asks, like any age).
    const said = ctx.tokens.slice(start, end + 1).some((t) => EXPERIENCE_WORDS_I18N.has(t.key) || EXPERIENCE_WORDS_I18N.has(t.folded));
    const age = !said && ((max !== null && max >= AGE_AT_MOST) || (min !== null && min >= AGE_AT_LEAST));
    ctx.addFact(age ? { kind: 'protected', category: 'age', start, end, text: ctx.text(start, end) } : { kind: 'experience', min, max, start, end, text: ctx.text(start, end) });
  }
}

/**
 * "mortgage loan officer in nj 5+", "finish carpenter denver 10+": a bare "N+" ending a short
 * query after its role is years of experience, as search boxes write them (a count stands before
 * the role: "10 carpenters"). Runs once the roles are read; a sentence or a second number keeps
 * it unread, so the brief asks.
 */
export function extractTrailingYears(ctx: BriefContext): void {
  const last = ctx.length - 1;
  const token = ctx.tokens[last];
  const plus = token ? /^(\d{1,2})\+$/.exec(token.folded) : null;
  if (!plus || !ctx.isFree(last) || !ctx.isShortQuery || /[.!?;:]/.test(ctx.brief)) return;
  if (ctx.factsOf('experience').length > 0 || ctx.tokens.some((t, i) => i !== last && t.numeric)) return;
  // "who managed teams of 10+": a number after "of" counts what the word before it names, never years.
  if (ctx.key(last - 1) === 'of') return;
  const roles = ctx.factsOf('role');
  if (roles.length === 0 || roles.some((role) => role.start > last)) return;
  ctx.addFact({ kind: 'experience', min: Number(plus[1]), max: null, start: last, end: last + 1, text: token!.raw });
}

/**
 * "8+ years as a superintendent", once "superintendents" is the role: the years are in that role,
 * which the role criterion already asks for; its words again are no second thing to read.
 */
export function yearsAsTheRole(ctx: BriefContext): void {
  for (const years of ctx.factsOf('experience')) {
    let at = years.end;
    if (ctx.key(at) !== 'as' || ctx.tokens[at - 1]!.breakAfter) continue;
    at++;
    if (['a', 'an'].includes(ctx.key(at) ?? '')) at++;
    const role = ctx.factsOf('role').find((r) => !r.exclude && r.end - r.start >= 1 && ctx.tokens.slice(r.start, r.end).every((t, k) => t.key === ctx.key(at + k)));
    if (!role) continue;
    const end = at + (role.end - role.start);
    if (ctx.spanFree(years.end, end) && ctx.spanUnbroken(years.end - 1, end)) ctx.claim(years.end, end);
  }
}
