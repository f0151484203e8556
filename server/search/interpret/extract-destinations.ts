// Where the brief's people would move to: "nurses in Manila who want to move to the UK", "on veut
// leur proposer de rentrer en Europe", "die nach Deutschland ziehen wollen". A destination is no
// place the people are in (reading it as one searched people already there); it is the
// willingness to relocate there, which no profile shows.
import { RELOCATION } from '../vocab/unseen';
import type { BriefContext } from './context';
import { lazyTable, longestPhraseAt, phraseTable } from './phrase-table';

/** The verbs of a move and the word after them that says "to", per language ("se mudar para", "s'installer à"). */
const MOVES_TO: readonly string[] = [
  ...['move', 'moving', 'relocate', 'relocating', 'return', 'returning', 'go back', 'come back', 'coming back', 'move back', 'moving back', 'bring them back', 'get them back']
    .map((verb) => `${verb} to`),
  ...['se mudar', 'mudar-se', 'mudarem', 'mudar', 'voltar', 'vir', 'virem', 'ir morar', 'morar'].flatMap((verb) => [`${verb} para`, `${verb} pra`]),
  ...['mudarse', 'mudarse a', 'trasladarse', 'volver', 'regresar', 'venir', 'vengan', 'vuelvan', 'ir a vivir'].map((verb) => `${verb} a`),
  ...['rentrer', 'revenir', "s'installer", 'déménager', 'venir', 'partir'].flatMap((verb) => ['en', 'à', 'au', 'aux'].map((to) => `${verb} ${to}`)),
  ...['verhuizen', 'terugkeren', 'terugkomen', 'komen', 'terug'].map((verb) => `${verb} naar`),
  ...['umziehen', 'zurückkehren', 'zurück', 'ziehen', 'wechseln'].map((verb) => `${verb} nach`),
];
const movesTo = lazyTable(() => phraseTable(MOVES_TO.map((phrase) => [phrase, true] as const)));

/** German and Dutch put the verb after the place: "nach Deutschland ziehen", "naar Nederland verhuizen". */
const CONNECTOR_BEFORE_PLACE = new Set(['nach', 'naar']);
const MOVE_AFTER_PLACE = new Set(['ziehen', 'umziehen', 'zuruckkehren', 'kommen', 'wechseln', 'verhuizen', 'terugkeren', 'terugkomen', 'komen', 'gaan']);
/** What may stand between the place and a verb after it: "nach Deutschland zu ziehen", "naar Nederland willen verhuizen". */
const BEFORE_LATE_VERB = new Set(['zu', 'te', 'um', 'zuruck', 'terug', 'willen', 'wil', 'wollen', 'mochten', 'mochte', 'kunnen', 'konnen', 'gaan', 'zullen']);
/** Wanting the move, before its verb: "who want to move", "querem se mudar", "veulent rentrer". */
const WANTING = new Set([
  // Brazilian "topar" is agreeing to it: "que topem se mudar para Angola".
  'want', 'wants', 'wanting', 'querem', 'quer', 'queiram', 'queira', 'topem', 'topa', 'topam', 'topariam', 'topar', 'quieren', 'quiere', 'quieran', 'quiera', 'veulent', 'veut', 'voudraient', 'souhaitent', 'wollen', 'will', 'willen', 'wil',
]);
/** Articles between the connector and the place ("to the UK", "para o Brasil", "en la France"). */
const ARTICLES = new Set(['the', 'o', 'a', 'os', 'as', 'el', 'la', 'los', 'las', 'le', 'les', 'l', 'het', 'de', 'die', 'den']);

/** The place named at token `at` (after an article): where it ends and its name on the map, or null. */
function placeAt(ctx: BriefContext, at: number): { end: number; label: string } | null {
  const from = ARTICLES.has(ctx.tokens[at]?.folded ?? '') && ctx.isFree(at) && !ctx.tokens[at]!.breakAfter ? at + 1 : at;
  const found = ctx.kindAt(from, 'place');
  return found && found.entry.kind === 'place' ? { end: found.end, label: found.entry.place.label } : null;
}

function addDestination(ctx: BriefContext, start: number, end: number, place: string): void {
  ctx.addFact({ kind: 'unseen', label: `${RELOCATION} to ${place}`, start, end, text: ctx.text(start, end) });
}

export function extractDestinations(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    if (!ctx.isFree(i)) continue;
    const move = longestPhraseAt(ctx, i, movesTo());
    if (move) {
      const place = placeAt(ctx, move.end);
      if (place) {
        const wanting = i > 0 && ctx.isFree(i - 1) && !ctx.tokens[i - 1]!.breakAfter && WANTING.has(ctx.tokens[i - 1]!.folded) ? i - 1 : i;
        addDestination(ctx, wanting, place.end, place.label);
        i = place.end - 1;
        continue;
      }
    }
    // "nach Deutschland ziehen", "naar Nederland te verhuizen".
    if (CONNECTOR_BEFORE_PLACE.has(ctx.tokens[i]!.folded) && !ctx.tokens[i]!.breakAfter) {
      const place = placeAt(ctx, i + 1);
      if (!place) continue;
      const end = place.end;
      let verb = end;
      while (verb < ctx.length && verb - end < 3 && BEFORE_LATE_VERB.has(ctx.tokens[verb]!.folded) && !ctx.tokens[verb - 1]!.breakAfter) verb++;
      if (!ctx.tokens[end - 1]!.breakAfter && ctx.isFree(verb) && MOVE_AFTER_PLACE.has(ctx.tokens[verb]?.folded ?? '')) {
        addDestination(ctx, i, verb + 1, place.label);
        i = verb;
      }
    }
  }
}
