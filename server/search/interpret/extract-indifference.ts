// "It doesn't matter whether it is a startup or a listed company", "Het maakt niet uit of het een
// startup of een beursgenoteerd bedrijf is", "egal ob Konzern oder Startup": the alternatives
// after it are what the client does not mind, never a criterion ("startup" had been read as the
// stage the people's employers must be). What follows the clause ("as long as it is fintech")
// stays read.
import type { BriefContext } from './context';

/** The openings of a clause of indifference in the six languages, over the brief's plain letters. */
const INDIFFERENT = new RegExp(
  [
    String.raw`(?:it )?(?:doesn'?t|does not|don'?t|do not) (?:really )?matter (?:whether|if|where|which|what|who|when|how)`,
    String.raw`(?:i |we )?(?:don'?t|do not) (?:really )?care (?:about|what|which|where|whether|if|who|how)`, 'no matter (?:whether|if|where|which|what|who|when|how)', 'regardless of (?:whether|where|which)',
    'nao importa se', 'tanto faz se', 'no importa si', 'da igual si', 'peu importe (?:que|si)',
    // "Tanto faz o setor", "No importa el sector", "Peu importe le secteur": what follows, the client leaves open.
    '(?:tanto faz|nao importa|no importa|da igual|peu importe) (?:o|a|os|as|el|la|los|las|le|la|les)',
    'egal,? ob', 'unabhangig davon,? ob', String.raw`(?:het )?maakt (?:niet|geen) (?:uit|verschil),? of`,
  ].map((opening) => String.raw`\b${opening}\b`).join('|'),
  'g',
);

/**
 * "Of ze in België of Nederland wonen, maakt niet uit", "Standort egal", "peu importe": the words
 * of indifference after what they are about, at the end of the sentence. The alternatives before
 * stay read: either of them will do.
 */
const INDIFFERENT_AFTER = new RegExp(
  [String.raw`(?:it )?(?:doesn'?t|does not) matter`, 'nao importa', 'tanto faz', 'no importa', 'da igual', 'peu importe', 'egal', String.raw`maakt (?:niet|geen) (?:uit|verschil)`]
    .map((words) => String.raw`\b${words}\b`).join('|'),
  'g',
);

/** "graduated from Stanford, any major": a field the client leaves open, of its own. */
const ANY_FIELD = /\b(?:any|whatever) (?:major|degree|field of study|discipline|subject|background)\b/g;

/**
 * "Any US city works", "any location is fine": where within the place people live is left open.
 * The place between ("US") stays to be read; only the words of indifference are claimed.
 */
const PLACE_NOUNS = ['city', 'town', 'location', 'region', 'state', 'area', 'office'];
const ANY_PLACE = new RegExp(String.raw`\bany (?:[\p{L}.]+ )?(?:${PLACE_NOUNS.join('|')}) (?:works|will do|is fine|is ok|is okay)\b`, 'gu');

/**
 * "Start date is flexible", "Schedules are flexible", "Dutch not needed", "Nederlands hoeft niet": a short clause saying
 * what the client leaves open, of its own.
 */
const LEFT_OPEN = /\b(?:(?:is|are) (?:flexible|negotiable|open)|(?:is |are )?not (?:needed|necessary)|(?:isn'?t|aren'?t) (?:needed|necessary)|hoeft niet|niet nodig|nicht notig|nao e necessario|no es necesario|pas necessaire)\b/g;
const LONGEST_OPEN_SUBJECT = 3;

/** Words for "anything" in the six languages (folded): ending a list of examples, they leave its field open. */
const ANYTHING = new Set(['anything', 'whatever', 'qualquer', 'cualquiera', 'cualquier', 'importe', 'egal', 'alles', 'uit']);
const LONGEST_OPEN_LIST = 12;

/**
 * "1 to 3 years of D2D sales experience (pest control, alarms, solar, anything)": examples whose
 * last item is "anything" say where the experience may come from, leaving it open ("solar" had
 * been the industry people must work in). The brackets' words are claimed, none of them read.
 */
function claimOpenExamples(ctx: BriefContext): void {
  for (let last = 1; last < ctx.length; last++) {
    if (!ANYTHING.has(ctx.tokens[last]!.folded) || !ctx.gapAfter(last).trimStart().startsWith(')')) continue;
    let first = last;
    while (first > 0 && last - first < LONGEST_OPEN_LIST && !ctx.gapBefore(first).includes('(')) first--;
    const listed = ctx.tokens.slice(first, last).some((_, k) => ctx.gapAfter(first + k).includes(','));
    if (ctx.gapBefore(first).includes('(') && listed && ctx.spanFree(first, last + 1)) ctx.claim(first, last + 1);
  }
}

export function claimIndifference(ctx: BriefContext): void {
  claimOpenExamples(ctx);
  for (const { start, end } of ctx.freeMatches(LEFT_OPEN)) {
    let first = start;
    while (first > 0 && !ctx.tokens[first - 1]!.breakAfter) first--;
    const ends = ctx.tokens[end - 1]!.breakAfter || end === ctx.length;
    if (ends && start - first >= 1 && start - first <= LONGEST_OPEN_SUBJECT && ctx.spanFree(first, start)) ctx.claim(first, end);
  }
  for (const { start, end } of ctx.freeMatches(INDIFFERENT)) {
    let last = end - 1;
    while (last + 1 < ctx.length && !ctx.tokens[last]!.breakAfter) last++;
    ctx.claim(start, last + 1);
  }
  for (const { start, end } of ctx.freeMatches(ANY_FIELD)) ctx.claim(start, end);
  for (const { start, end } of ctx.freeMatches(INDIFFERENT_AFTER)) {
    if (start > 0 && (ctx.tokens[end - 1]!.breakAfter || end === ctx.length)) ctx.claim(start, end);
  }
  for (const { start, end } of ctx.freeMatches(ANY_PLACE)) {
    ctx.claim(start, start + 1);
    const noun = ctx.tokens.slice(start + 1, end).findIndex((t) => PLACE_NOUNS.includes(t.key)) + start + 1;
    ctx.claim(noun, end);
  }
}

/** "whether" opening the sentence of indifference, in the six languages. */
const WHETHER = new Set(['whether', 'if', 'ob', 'of', 'si', 'se']);

/**
 * "Ob Ausbildung oder Studium, ist egal", "Of ze in België of Nederland wonen, maakt niet uit": once
 * everything is read, the words of the alternatives no reader took are what the client leaves open
 * (the places stay read: either will do).
 */
export function claimIndifferentAlternatives(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!(i === 0 || ctx.tokens[i]!.sentenceStart) || !WHETHER.has(ctx.tokens[i]!.folded)) continue;
    let end = i;
    while (end < ctx.length && (end === i || !ctx.tokens[end]!.sentenceStart)) end++;
    const sentence = ctx.tokens.slice(i, end).map((t) => t.folded).join(' ');
    if (!new RegExp(String.raw`(?:${INDIFFERENT_AFTER.source})\W*$`).test(sentence)) continue;
    for (let k = i; k < end; k++) if (ctx.isFree(k)) ctx.claim(k, k + 1);
  }
}
