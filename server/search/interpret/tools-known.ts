// "must know Alt Legal or Anaqua", "familiar with Greenhouse or Lever": the capitalised names after
// a verb of knowing are the tools the people use, whatever the vocabulary holds ("Legal" had been
// read as a second role, "Lever" asked about). Names the vocabulary knows as skills stay the
// lexicon's; a list naming any tool it lacks becomes topics matched on the person's own text (an
// "or" list one topic of either name, so that a known one does not become required on its own).
import type { BriefContext } from './context';

const KNOWING: ReadonlyArray<readonly string[]> = [
  ['know'], ['knows'], ['familiar', 'with'], ['proficient', 'in'], ['proficient', 'with'], ['versed', 'in'], ['skilled', 'in'],
  ['hands', 'on', 'with'], ['comfortable', 'with'], ['trained', 'on'],
];
const ITEM_LINKS = new Set(['or', 'and', '&']);
/** Longest tool name, in words. */
const LONGEST_NAME = 3;

export function toolsKnown(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const trigger = KNOWING.find((words) => words.every((w, k) => ctx.key(i + k) === w && ctx.isFree(i + k) && (k === words.length - 1 || !ctx.tokens[i + k]!.breakAfter)));
    if (!trigger || ctx.tokens[i + trigger.length - 1]!.breakAfter) continue;
    const items: Array<[number, number]> = [];
    let or = false;
    let k = i + trigger.length;
    while (k < ctx.length) {
      let end = k;
      // A name's later words may start with a digit ("Cinema 4D").
      const nameWord = (n: number) => (n === k ? /^\p{Lu}/u : /^[\p{Lu}\d]/u).test(ctx.tokens[n]!.raw);
      while (end < ctx.length && end - k < LONGEST_NAME && ctx.isFree(end) && nameWord(end) && (end === k || !ctx.tokens[end - 1]!.breakAfter)) end++;
      if (end === k) break;
      // A place, company or anything else the vocabulary knows is no tool: the list has ended ("know Spark, Berlin").
      const other = ctx.phrasesAt(k).some((p) => p.entries.some((e) => e.kind !== 'skill' && !(e.kind === 'place' && e.weak)));
      if (other && !ctx.phrasesAt(k).some((p) => p.end === end && p.entries.some((e) => e.kind === 'skill'))) break;
      items.push([k, end]);
      const link = ctx.tokens[end];
      if (link && ITEM_LINKS.has(link.key) && !ctx.tokens[end - 1]!.breakAfter && ctx.isFree(end)) {
        or ||= link.key === 'or';
        k = end + 1;
      } else if (link && /^\s*[,/]\s*$/.test(ctx.gapBefore(end))) k = end;
      else break;
    }
    const known = ([start, end]: [number, number]) => ctx.phrasesAt(start).some((p) => p.end === end && p.entries.some((e) => e.kind === 'skill'));
    const unknown = items.filter((item) => !known(item));
    if (unknown.length === 0) continue;
    const topic = (spans: Array<[number, number]>) => {
      const phrases = spans.map(([start, end]) => ctx.tokens.slice(start, end).map((t) => t.key));
      const [start, end] = [spans[0]![0], spans.at(-1)![1]];
      ctx.addFact({ kind: 'topic', words: phrases[0]!, phrases, label: spans.map(([s, e]) => ctx.text(s, e)).join(' or '), start, end, text: ctx.text(start, end) });
    };
    if (or) topic(items);
    else for (const item of unknown) topic([item]);
    ctx.claim(i, i + trigger.length);
    i = items.at(-1)![1] - 1;
  }
}
