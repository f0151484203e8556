// Briefs pasted from a form or a job spec: "Role: Senior Backend Engineer / Location: Berlin /
// Count: 15". A heading at the start of a line names the field whose value follows it; it is no
// word of the brief to read or ask about ("Location", "Count" had been asked about).
import type { BriefContext } from './context';

/** Field names a heading may use, folded and singular, in the six languages. */
const HEADINGS = new Set([
  'role', 'title', 'job', 'position', 'location', 'place', 'city', 'country', 'region', 'count', 'number', 'headcount', 'quantity',
  'skill', 'industry', 'sector', 'company', 'seniority', 'level', 'experience', 'language', 'requirement', 'criteria', 'note', 'detail',
  'cargo', 'funcao', 'puesto', 'localizacao', 'local', 'ubicacion', 'cantidad', 'quantidade', 'poste', 'lieu', 'nombre', 'rolle',
  'stelle', 'standort', 'anzahl', 'functie', 'locatie', 'aantal',
]);

/**
 * "Sales ask:", "Agency brief:", "Client request:": a heading that says who asks, of one word and the
 * request's noun. What follows the colon is the brief.
 */
const REQUESTS = new Set(['ask', 'brief', 'request', 'req', 'search', 'mandate']);

export function claimFieldHeadings(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const startsLine = i === 0 || /\n/.test(ctx.gapBefore(i)) || ctx.tokens[i]!.sentenceStart;
    if (!startsLine) continue;
    if (HEADINGS.has(ctx.tokens[i]!.key) && /^\s*:/.test(ctx.gapAfter(i))) ctx.claim(i, i + 1);
    else if (REQUESTS.has(ctx.key(i + 1) ?? '') && !ctx.tokens[i]!.breakAfter && /^\s*:/.test(ctx.gapAfter(i + 1))) ctx.claim(i, i + 2);
  }
}

/** The verbs a heading of the field being hired for ends in: "Offshore wind hiring:". */
const HIRING = new Set(['hiring', 'recruiting', 'recruitment']);
const LONGEST_FIELD = 3;

/**
 * "Offshore wind hiring: package managers …": the words before the heading's verb name the field
 * the people work in, which their own text must show; read as the vocabulary reads them where it
 * does ("Fintech hiring:"), else a topic of their own, never words to ask about.
 */
export function fieldsOfHiringHeadings(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const startsLine = i === 0 || /\n/.test(ctx.gapBefore(i)) || ctx.tokens[i]!.sentenceStart;
    if (!startsLine) continue;
    for (let verb = i + 1; verb <= i + LONGEST_FIELD && verb < ctx.length; verb++) {
      if (ctx.tokens[verb - 1]!.breakAfter) break;
      if (!HIRING.has(ctx.tokens[verb]!.key) || !/^\s*:/.test(ctx.gapAfter(verb))) continue;
      ctx.claim(verb, verb + 1);
      if (ctx.spanFree(i, verb) && ctx.tokens.slice(i, verb).every((t) => !t.numeric)) {
        ctx.addFact({ kind: 'topic', words: ctx.tokens.slice(i, verb).map((t) => t.key), start: i, end: verb, text: ctx.text(i, verb) });
      }
      break;
    }
  }
}
