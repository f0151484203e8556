// What no profile shows: followers and audience, availability, willingness to relocate, exits,
// character. Each becomes an unseen criterion (verdict `unknown` for everyone), so a brief is never
// half checked and its people called verified. The numbers that measure it ("10k-50k Instagram
// followers") belong to it, never to the count.
import { UNSEEN_OF_A_COUNTRY, UNSEEN_PHRASES, UNSEEN_WITH_COUNTERPART, UNSEEN_WITH_TIME } from '../vocab/unseen';
import { BriefContext, englishMonth, MONTHS, SEASONS } from './context';
import { lazyTable, longestPhraseAt, phraseTable, rows } from './phrase-table';
import { digitsValue, numberWord } from '../text/numbers';
import { SCHOOL_NAME_WORDS } from '../vocab/schools';
import { KINDS_OF_COMPANY, ORGANISATIONS, STOPWORDS } from './words';
import { CLIENT_POSSESSIVES, DEFINITE_ARTICLES, LIST_CONJUNCTIONS } from './words-i18n';

/** The country a free token names, or whose people it names ("suisse", "UK", "German"), in English; null when none. */
function countryNamedAt(ctx: BriefContext, at: number): string | null {
  if (!ctx.isFree(at)) return null;
  const entry = (ctx.lexicon.entries.get(ctx.tokens[at]!.key) ?? []).find((e) => e.kind === 'place' && (e.demonym || e.place.level === 'country'));
  return entry?.kind === 'place' ? entry.place.label : null;
}

/** Words before the country a paper is for: "right to work in the UK", "a work permit for the US", "permis de travail en France". */
const PAPER_PREPOSITIONS = new Set(['in', 'for', 'em', 'no', 'na', 'en', 'para', 'au', 'aux', 'pour', 'fur', 'voor']);

/** The country after its preposition ("in the UK", "for the United States"), named in English, and where it ends; or null. */
function countryAfterPreposition(ctx: BriefContext, at: number): { name: string; end: number } | null {
  if (!PAPER_PREPOSITIONS.has(ctx.key(at) ?? '')) return null;
  let k = at + 1;
  if (ctx.key(k) === 'the' || DEFINITE_ARTICLES.has(ctx.tokens[k]?.folded ?? '')) k++;
  const place = ctx.kindAt(k, 'place');
  if (place?.entry.kind !== 'place' || place.entry.place.level !== 'country' || place.entry.demonym || !ctx.spanFree(at, place.end) || !ctx.spanUnbroken(at, place.end)) return null;
  return { name: place.entry.place.label, end: place.end };
}

const unseenPhrases = lazyTable(() => phraseTable(rows(UNSEEN_PHRASES)));

/** The comparisons a phrase of what no profile shows may end in: "earning less than". */
const COMPARISON = /\b(?:less|more|fewer) than$|\b(?:under|over|below|above)$/;

/** Words of a measure next to the phrase: "10k", "to", "50k", "over", "mil", "+". */
const MEASURE_WORDS = new Set(['less', 'fewer', 'below', 'above', 'menos', 'moins', 'weniger', 'minder', 'to', 'and', 'a', 'e', 'y', 'et', 'tot', 'bis', 'over', 'under', 'more', 'than', 'least', 'at', 'with', 'k', 'm', 'mil', 'million', 'thousand', 'mais', 'de', 'plus', 'meer', 'dan', 'mehr', 'als', 'ueber', 'uber', 'com', 'con', 'avec', 'met', 'mit']);

/** Bounds before a measure, in the briefs' languages: kept in the criterion's label. */
const BOUND_PHRASES = new Set([
  'at least', 'more than', 'over', 'under', 'less than', 'fewer than', 'above', 'below', 'uber', 'ueber', 'mehr al', 'mehr als', 'meer dan', 'mais de',
  'mas de', 'plus de', 'au moins', 'pelo menos', 'al menos', 'minstens', 'mindestens', 'moins de', 'menos de', 'weniger al', 'minder dan',
]);

/** The periods pay is counted in: "$4k/month", "£25 an hour", "60k per year". */
const PAY_PERIODS = new Set(['hour', 'hr', 'day', 'week', 'month', 'mo', 'year', 'yr', 'annum']);
/** Such a period as a measure ends in: "/month", " an hour". */
const PERIOD_WRITTEN = new RegExp(String.raw`\s*(?:\/\s*|\b(?:a|an|per)\s+)(?:${[...PAY_PERIODS].join('|')})s?$`, 'i');

/** Currencies written out after an amount ("under 500 euros", "80 mil reais"): the measure's own unit. */
const CURRENCY_WORDS = new Set(['euro', 'euros', 'eur', 'dollar', 'dollars', 'usd', 'pound', 'pounds', 'gbp', 'quid', 'chf', 'franc', 'francs', 'reais', 'brl']);

function isMeasure(ctx: BriefContext, i: number): boolean {
  const token = ctx.tokens[i];
  return !!token && ctx.isFree(i) && (token.numeric || /^\d/.test(token.key) || MEASURE_WORDS.has(token.key) || CURRENCY_WORDS.has(token.folded));
}

/** The token ends a measure: a number, or the currency after one. */
const endsMeasure = (ctx: BriefContext, k: number) => {
  const token = ctx.tokens[k]!;
  return token.numeric || /^\d/.test(token.key) || (CURRENCY_WORDS.has(token.folded) && k > 0 && /^\d/.test(ctx.tokens[k - 1]!.key));
};

/** [start, end) without a role phrase at either edge ("exited founders" -> "exited"). */
function withoutRoleAtEdges(ctx: BriefContext, start: number, end: number): [number, number] {
  const roleFrom = (k: number) => ctx.phrasesAt(k).find((p) => p.end <= end && p.entries.some((e) => e.kind === 'role'))?.end;
  const leading = roleFrom(start);
  if (leading !== undefined && leading < end) return [leading, end];
  for (let k = start + 1; k < end; k++) if (ctx.phrasesAt(k).some((p) => p.end === end && p.entries.some((e) => e.kind === 'role'))) return [start, k];
  return [start, end];
}

const TO_A_PLACE: Record<string, ReadonlySet<string>> = {
  pt: new Set(['para', 'a', 'ao', 'em']), es: new Set(['a', 'al', 'hacia']), fr: new Set(['a', 'au', 'en', 'vers']), de: new Set(['nach', 'in']), nl: new Set(['naar']),
};

/**
 * "to private equity", "to Perth, Australia": the end of up to three free words after "to" at
 * token `at`, or null. A name goes on past its comma ("Perth, Australia"): where someone would
 * move to is no place they are in.
 */
function counterpartAfter(ctx: BriefContext, at: number): number | null {
  // The other languages' "to", before a name: "dispuesto a mudarse a México", "bereit, nach Wien zu ziehen".
  const to = ctx.tokens[at]?.key === 'to' || (TO_A_PLACE[ctx.language]?.has(ctx.tokens[at]?.folded ?? '') && ctx.capitalised(at + 1));
  if (!to || ctx.tokens[at - 1]!.breakAfter) return null;
  let end = at + 1;
  while (end < ctx.length && end - at <= 3 && ctx.isFree(end) && !STOPWORDS.has(ctx.tokens[end]!.key) && !ctx.tokens[end]!.numeric) {
    end++;
    const namedOn = /^\s*,\s*$/.test(ctx.gapAfter(end - 1)) && ctx.capitalised(end - 1) && ctx.capitalised(end);
    if (ctx.tokens[end - 1]!.breakAfter && !namedOn) break;
  }
  return end > at + 1 ? end : null;
}

/** Platforms an audience is on, as a criterion names them. */
const PLATFORMS = new Map([
  ['instagram', 'Instagram'], ['ig', 'Instagram'], ['tiktok', 'TikTok'], ['youtube', 'YouTube'], ['linkedin', 'LinkedIn'], ['twitter', 'Twitter/X'],
  ['twitch', 'Twitch'], ['facebook', 'Facebook'], ['pinterest', 'Pinterest'], ['snapchat', 'Snapchat'], ['substack', 'Substack'],
]);
/** "on TikTok", "auf Instagram", "no Instagram", "sur YouTube", "op TikTok". */
const ON_PLATFORM = new Set(['on', 'auf', 'no', 'na', 'en', 'sur', 'op', 'in']);
/** "on TikTok with 50k followers": the words that give the audience after its platform. */
const HAVING_AUDIENCE = new Set(['with', 'mit', 'com', 'con', 'avec', 'met']);
/** Audiences of no platform named in their own phrase: the platform beside them names it ("50k followers on Instagram or TikTok"). */
const AUDIENCES = new Map([['Followers', 'followers'], ['Subscribers', 'subscribers'], ['Instagram followers', 'followers'], ['TikTok followers', 'followers'], ['YouTube subscribers', 'subscribers']]);

const platformAt = (ctx: BriefContext, k: number) => (ctx.isFree(k) ? PLATFORMS.get(ctx.tokens[k]?.key ?? '') : undefined);

/** Platforms in a list from token `at` ("Instagram or TikTok"), with the list's end. */
function platformList(ctx: BriefContext, at: number): { names: string[]; end: number } {
  const names: string[] = [];
  let end = at;
  for (let k = at; platformAt(ctx, k); k += 2) {
    names.push(platformAt(ctx, k)!);
    end = k + 1;
    if (ctx.tokens[k]!.breakAfter || !LIST_CONJUNCTIONS.has(ctx.tokens[k + 1]?.key ?? '')) break;
  }
  return { names, end };
}

/**
 * The platforms an audience is on, named beside it: after ("50k followers on Instagram or TikTok",
 * "100k Followern auf Instagram") or before ("travel creators on TikTok with 50k-200k followers").
 */
function platformsBeside(ctx: BriefContext, from: number, to: number): { names: string[]; from: number; to: number } | null {
  // "followers on Instagram or TikTok": the phrase names the first platform, the list goes on.
  if (PLATFORMS.has(ctx.tokens[to - 1]!.key) && !ctx.tokens[to - 1]!.breakAfter && LIST_CONJUNCTIONS.has(ctx.tokens[to]?.key ?? '') && platformAt(ctx, to + 1)) {
    const after = platformList(ctx, to + 1);
    return { names: after.names, from, to: after.end };
  }
  if (to < ctx.length && !ctx.tokens[to - 1]!.breakAfter && ON_PLATFORM.has(ctx.tokens[to]!.key) && ctx.isFree(to)) {
    const after = platformList(ctx, to + 1);
    if (after.names.length > 0) return { names: after.names, from, to: after.end };
  }
  const having = from - 1;
  if (having < 2 || !HAVING_AUDIENCE.has(ctx.tokens[having]!.key) || !ctx.isFree(having) || ctx.tokens[having - 1]!.breakAfter) return null;
  let start = having - 1;
  while (start >= 2 && LIST_CONJUNCTIONS.has(ctx.tokens[start - 1]!.key) && platformAt(ctx, start - 2)) start -= 2;
  if (!platformAt(ctx, start) || !ON_PLATFORM.has(ctx.tokens[start - 1]?.key ?? '') || !ctx.isFree(start - 1)) return null;
  return { names: platformList(ctx, start).names, from: start - 1, to };
}

/** What a fit is measured against: "a culture fit for a scrappy team", "a fit with our fast-moving startup". */
const FIT_SETTINGS = new Set(['team', 'teams', 'company', 'startup', 'culture', 'org', 'organisation', 'organization', 'environment', 'group', 'crew', 'squad', 'office']);
const FIT_LINKS = new Set(['for', 'with', 'in', 'into']);

/** The end of the setting after a fit (up to four free words, ending on a setting noun) at token `at`, or null. */
function fitSettingAfter(ctx: BriefContext, at: number): number | null {
  if (!FIT_LINKS.has(ctx.tokens[at]?.key ?? '') || ctx.tokens[at - 1]!.breakAfter) return null;
  for (let end = at + 1; end < ctx.length && end - at <= 5 && ctx.isFree(end); end++) {
    if (FIT_SETTINGS.has(ctx.tokens[end]!.key)) return end + 1;
    if (ctx.tokens[end]!.breakAfter) return null;
  }
  return null;
}

/** Words before the month of a start: "in January", "from March", "em março", "à la rentrée", "im Frühjahr". */
const START_WORDS = new Set(['in', 'on', 'from', 'by', 'early', 'mid', 'late', 'next', 'this', 'the', 'em', 'no', 'na', 'de', 'en', 'el', 'a', 'au', 'le', 'ab', 'im', 'am', 'per', 'vanaf', 'begin', 'eind']);

/** The end of the month, season or year a start names after token `at` ("in January", "enero", "next spring"), or null. */
function startNamedAfter(ctx: BriefContext, at: number): number | null {
  if (ctx.tokens[at - 1]?.breakAfter) return null;
  // "could start within a month", "start within two weeks": how soon.
  if (ctx.key(at - 1) === 'within' && timeSpanEnd(ctx, at) > at) return timeSpanEnd(ctx, at);
  if (ctx.key(at) === 'within' && ctx.isFree(at) && !ctx.tokens[at]!.breakAfter && timeSpanEnd(ctx, at + 1) > at + 1) return timeSpanEnd(ctx, at + 1);
  for (let k = at; k < Math.min(ctx.length, at + 3) && ctx.isFree(k); k++) {
    const word = ctx.tokens[k]!.folded;
    if (MONTHS.has(word) || SEASONS.has(word) || /^20\d\d$/.test(word)) return /^20\d\d$/.test(ctx.tokens[k + 1]?.folded ?? '') && ctx.isFree(k + 1) ? k + 2 : k + 1;
    if (!START_WORDS.has(word) || ctx.tokens[k]!.breakAfter) return null;
  }
  return null;
}

/** Schools and kinds of company a rank may be among ("top-14 school", "top 30 agencies"), in each language's words. */
const RANKED_ORGANISATIONS = new Set([...SCHOOL_NAME_WORDS, ...KINDS_OF_COMPANY, 'agency', 'firm', 'program', 'programme']);
/** A school or kind of company, in the plural too ("universiteiten", "agencies"). */
const isOrganisation = (key: string) => [key, key.replace(/(?:en|s)$/, ''), key.replace(/ies$/, 'y')].some((k) => RANKED_ORGANISATIONS.has(k));

/**
 * "a JD from a top-14 school", "top 30 performance marketing agencies": where a school or company
 * ranks, which no profile shows; never a count of people, nor a school's industry.
 */
function extractRanks(ctx: BriefContext): void {
  for (let i = 0; i + 2 < ctx.length; i++) {
    if (ctx.tokens[i]!.key !== 'top' || ctx.tokens[i]!.breakAfter || digitsValue(ctx.tokens[i + 1]!.folded) === null) continue;
    for (let k = i + 2; k < Math.min(ctx.length, i + 6) && !ctx.tokens[k - 1]!.breakAfter; k++) {
      // "top 5 designers from agencies": people first, the number counts them.
      if (ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind === 'role' || e.kind === 'people'))) break;
      if (!isOrganisation(ctx.tokens[k]!.key)) continue;
      if (ctx.spanFree(i, k + 1)) ctx.addFact({ kind: 'unseen', label: ctx.text(i, k + 1), start: i, end: k + 1, text: ctx.text(i, k + 1) });
      break;
    }
  }
}

/** "CE-rijbewijs", "Führerschein CE": a skill of the lexicon that holds the phrase (a class of licence, not any licence). */
function withinLongerSkill(ctx: BriefContext, start: number, end: number): boolean {
  for (let k = Math.max(0, start - 2); k <= start; k++) {
    if (ctx.phrasesAt(k).some((p) => p.end >= end && p.end - k > end - start && p.entries.some((e) => e.kind === 'skill'))) return true;
  }
  return false;
}

/** Where "a month", "two weeks", "30 days" starting at token i ends, or i when no such span starts there. */
function timeSpanEnd(ctx: BriefContext, i: number): number {
  const amount = ctx.tokens[i];
  const unit = ctx.tokens[i + 1];
  const counted = amount && (['a', 'an', 'one', 'few', 'couple'].includes(amount.key) || amount.numeric || numberWord(amount.folded) !== undefined);
  return counted && unit && TIME_UNITS.has(unit.key) && ctx.spanFree(i, i + 2) ? i + 2 : i;
}
const TIME_UNITS = new Set(['day', 'week', 'month', 'semana', 'mes', 'semaine', 'mois', 'woche', 'monat', 'maand']);

export function extractUnseen(ctx: BriefContext): void {
  extractRanks(ctx);
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const found = longestPhraseAt(ctx, i, unseenPhrases());
    if (!found || withinLongerSkill(ctx, i, found.end)) continue;
    // "the big five banks": words before a kind of company name a group of companies, no trait of the person
    // (what no record shows of a company stays: "Fortune 500 companies").
    if (!found.meaning.startsWith('Company') && !ctx.tokens[found.end - 1]!.breakAfter && ORGANISATIONS.has(ctx.tokens[found.end]?.key ?? '')) continue;
    // "exited founders", "founders with an exit": the people are the role's, the phrase's rest is unseen.
    const [start, end] = withoutRoleAtEdges(ctx, i, found.end);
    let from = start;
    let to = end;
    while (from > 0 && !ctx.tokens[from - 1]!.breakAfter && isMeasure(ctx, from - 1)) from--;
    const measureFrom = from;
    while (to < ctx.length && !ctx.tokens[to - 1]!.breakAfter && isMeasure(ctx, to)) to++;
    // Keep connectors at the edges for the words around ("with 10k followers and ...").
    while (from < start && !ctx.tokens[from]!.numeric && !/^\d/.test(ctx.tokens[from]!.key)) from++;
    while (to > end && !endsMeasure(ctx, to - 1)) to--;
    // "under $4k/month", "£25 an hour": the period a measure of pay counts in is the measure's own.
    if (to > end) {
      const per = ['a', 'an', 'per'].includes(ctx.key(to) ?? '') && ctx.isFree(to) && !ctx.tokens[to - 1]!.breakAfter ? to + 1 : to;
      if (PAY_PERIODS.has(ctx.key(per) ?? '') && ctx.isFree(per) && !ctx.tokens[per - 1]!.breakAfter) to = per + 1;
    }
    // ...but a bound is the measure's own ("at least 50k followers", "über 100k Followern").
    const bound = [2, 1].find((n) => from - n >= measureFrom && BOUND_PHRASES.has(ctx.tokens.slice(from - n, from).map((t) => t.key).join(' ')));
    if (bound) from -= bound;
    // "$10M in revenue", "$1B in assets" measure a company; "experience in revenue operations", "in asset allocation" are fields.
    if (ctx.tokens[start]!.key === 'in' && from === start) continue;
    // The measure says how much ("50k+ Instagram followers", "$10-50M in revenue"): the criterion shows it.
    // The currency sign before the measure is its own ("$1B-$10B", not "1B-$10B").
    const currencyBefore = (k: number) => /[$€£¥]\s*$/.exec(ctx.gapBefore(k))?.[0].trim() ?? '';
    const measure = [from < start ? `${currencyBefore(from)}${ctx.text(from, start)}` : '', to > end ? `${currencyBefore(end)}${ctx.text(end, to)}` : ''].filter(Boolean).join(' ');
    // "quietly open to moving firms", "genuinely available": how they are, which no profile shows either.
    const adverb = ctx.tokens[from - 1];
    if (from === start && adverb && ctx.isFree(from - 1) && !adverb.breakAfter && /^\p{Ll}{4,}ly$/u.test(adverb.raw) && !ctx.lexicon.vocabulary.has(adverb.key)) from--;
    // "earning less than 80k": a comparison the phrase holds says which side of the measure.
    const comparison = measure && !/\D{3,}/.test(measure.replace(PERIOD_WRITTEN, '')) ? COMPARISON.exec(ctx.text(start, end).toLowerCase())?.[0] : undefined;
    let label = measure ? `${found.meaning} (${comparison ? `${comparison} ` : ''}${measure})` : found.meaning;
    const counterpart = UNSEEN_WITH_COUNTERPART.has(found.meaning) ? counterpartAfter(ctx, to) : null;
    if (counterpart) {
      label = `${label} to ${ctx.text(to + 1, counterpart)}`;
      to = counterpart;
    }
    const audience = AUDIENCES.get(found.meaning);
    const platforms = audience ? platformsBeside(ctx, from, to) : null;
    if (platforms) {
      const named = [...new Set([...(found.meaning.includes(' ') ? [found.meaning.split(' ')[0]!] : []), ...platforms.names])];
      label = label.replace(found.meaning, `${named.join(' or ')} ${audience}`);
      [from, to] = [platforms.from, platforms.to];
    }
    // "Swiss work permit", "permis de travail suisse": the country of a permit is the permit's, no place of the people.
    if (UNSEEN_OF_A_COUNTRY.has(found.meaning)) {
      const before = from > 0 && !ctx.tokens[from - 1]!.breakAfter ? countryNamedAt(ctx, from - 1) : null;
      const after = to < ctx.length && !ctx.tokens[to - 1]!.breakAfter ? countryNamedAt(ctx, to) : null;
      // "the right to work in the UK": the country after its preposition is the permit's too, never a place of the people.
      const beyond = !before && !after && to < ctx.length && !ctx.tokens[to - 1]!.breakAfter ? countryAfterPreposition(ctx, to) : null;
      // Named in English whatever the brief's language: "permis de travail suisse" is a work permit (Switzerland).
      const country = before ?? after ?? beyond?.name;
      if (country) label = `${label} (${country})`;
      [from, to] = [before ? from - 1 : from, after ? to + 1 : beyond?.end ?? to];
    }
    // "available to start in January", "disponible a partir de enero": the start named is the availability's.
    const startNamed = UNSEEN_WITH_TIME.has(found.meaning) ? startNamedAfter(ctx, to) : null;
    if (startNamed) {
      // Named in English, as the label is: "disponible a partir de enero" is an availability (January).
      const month = englishMonth(ctx.tokens[startNamed - 1]!.folded) ?? englishMonth(ctx.tokens[startNamed - 2]?.folded ?? '');
      label = `${label} (${ctx.key(to - 1) === 'within' ? 'within ' : ''}${ctx.language === 'en' || !month ? ctx.text(to, startNamed) : month})`;
      to = startNamed;
    }
    // The team a fit is for is the client's, no criterion on the person: it belongs to the fit.
    const setting = found.meaning === 'Culture fit' ? fitSettingAfter(ctx, to) : null;
    if (setting) {
      label = `${label} (${ctx.text(to, setting)})`;
      to = setting;
    }
    // "a warehouse manager for our night shift": the client's own shift, the job's terms, nobody's profile.
    if (from > 0 && CLIENT_POSSESSIVES.has(ctx.tokens[from - 1]!.folded) && !ctx.tokens[from - 1]!.breakAfter) ctx.claim(from - 1, to);
    else ctx.addFact({ kind: 'unseen', label, start: from, end: to, text: ctx.text(from, to) });
    i = to - 1;
  }
}

/**
 * What no profile shows that `text` names, by the table the briefs are read with, and the words of
 * the text beside each phrase: "immediate availability" is Available now (nothing beside),
 * "available from january" is Availability (beside it "january"). For the reading bench's labels.
 */
export function unseenNamedIn(text: string): Array<{ meaning: string; beside: string[] }> {
  const ctx = new BriefContext(text);
  const named: Array<{ meaning: string; beside: string[] }> = [];
  for (let i = 0; i < ctx.length; i++) {
    const found = longestPhraseAt(ctx, i, unseenPhrases());
    if (!found) continue;
    named.push({ meaning: found.meaning, beside: [...ctx.tokens.slice(0, i), ...ctx.tokens.slice(found.end)].map((t) => t.folded) });
    i = found.end - 1;
  }
  return named;
}
