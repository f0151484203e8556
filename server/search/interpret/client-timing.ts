// "For a Portugal campaign this summer", "opening our first property in Lisbon next spring", "é para
// abrir um restaurante no próximo ano": a time the brief names of the client's own plans, which no
// extractor read as anyone's availability or move, says when the client needs the people, never
// who qualifies; so does how often the work is done ("day to day"). Read last, so an availability
// ("available from next month") keeps its start.
import { MONTHS, SEASONS, type BriefContext } from './context';

/** Spans of time after a near word: a season or month, or these. */
const PERIODS = new Set([
  'month', 'week', 'quarter', 'year', 'season', 'mes', 'ano', 'semana', 'trimestre', 'temporada', 'mois', 'annee', 'an', 'semaine', 'saison',
  'monat', 'jahr', 'woche', 'quartal', 'maand', 'jaar', 'kwartaal', 'seizoen',
]);
/** "this", "next", "coming" before the time, in the six languages (folded); "im" is German's "in the" ("im Frühjahr"). */
const NEAR = new Set([
  'this', 'next', 'coming', 'upcoming', 'este', 'esta', 'proximo', 'proxima', 'cet', 'cette', 'ce', 'prochain', 'prochaine',
  'dieses', 'diesen', 'diesem', 'nachstes', 'nachsten', 'nachste', 'kommenden', 'kommendes', 'deze', 'dit', 'volgend', 'volgende', 'komend', 'komende', 'im',
]);
/** The near word after the time: "l'année prochaine", "o ano que vem". */
const NEAR_AFTER = new Set(['prochain', 'prochaine', 'proximo', 'proxima', 'que']);

const isTime = (word: string) => SEASONS.has(word) || MONTHS.has(word) || PERIODS.has(word);

/** How often, of the work: "we work in French day to day". */
const DAY_TO_DAY = ['day', 'to', 'day'];

export function claimClientTiming(ctx: BriefContext): void {
  for (let i = 0; i + 1 < ctx.length; i++) {
    if (DAY_TO_DAY.every((w, k) => ctx.key(i + k) === w) && ctx.spanFree(i, i + 3) && ctx.spanUnbroken(i, i + 3)) {
      ctx.claim(i, i + 3);
      continue;
    }
    const [near, time] = [ctx.tokens[i]!, ctx.tokens[i + 1]!];
    if (NEAR.has(near.folded) && isTime(time.folded) && !near.breakAfter && ctx.spanFree(i, i + 2)) {
      // "im" alone is only German's "in the" before a season ("im Frühjahr"), never before a month or a period.
      if (near.folded === 'im' && !SEASONS.has(time.folded)) continue;
      ctx.claim(i, i + 2);
      continue;
    }
    if (isTime(near.folded) && PERIODS.has(near.folded) && NEAR_AFTER.has(time.folded) && !near.breakAfter && ctx.spanFree(i, i + 2)) {
      // "o ano que vem": "que vem" is the near word.
      const end = time.folded === 'que' && ctx.tokens[i + 2]?.folded === 'vem' ? i + 3 : i + 2;
      if (time.folded === 'que' && end === i + 2) continue;
      ctx.claim(i, end);
    }
  }
}

/** Gerunds of searching, which open a description of the people, not of the client's plans. */
const SEARCHING = new Set(['looking', 'seeking', 'searching', 'hiring', 'recruiting', 'sourcing', 'needing', 'wanting', 'finding', 'trying']);

/**
 * "Planning a wedding for a client in the Cotswolds in September. Need florists …": a sentence that
 * opens with what the client is doing ("Planning a", "Organising the", "Opening our") and names no
 * role says what the people are for. What it read stays read (the place of the work); its other
 * words, a month among them, are the client's plans. (Organising an event or writing a piece,
 * whose place is the client's alone, are extract-self-description's openers, read first.)
 */
export function claimClientActivities(ctx: BriefContext): void {
  for (let start = 0; start < ctx.length; start++) {
    const [verb, next] = [ctx.tokens[start]!, ctx.tokens[start + 1]];
    if (!verb.sentenceStart || !/^\p{L}{3,}ing$/u.test(verb.folded) || SEARCHING.has(verb.folded) || !next || !['a', 'an', 'the', 'our', 'my'].includes(next.key)) continue;
    let end = start + 1;
    while (end < ctx.length && !ctx.tokens[end]!.sentenceStart) end++;
    if (end === ctx.length || ctx.facts.some((f) => f.kind === 'role' && f.start < end && f.end > start)) continue;
    for (let i = start; i < end; i++) if (ctx.isFree(i)) ctx.claim(i, i + 1);
  }
}
