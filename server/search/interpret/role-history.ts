// "first-time founders", "second-time founders", "repeat founders", "serial entrepreneurs",
// "first-time managers": whether people hold a role for the first time or again. No record counts
// the times someone held a title, but their own words may say it ("Serial entrepreneur", "2x
// founder"): a topic met on that evidence, `unknown` otherwise, never dropped ("first-time" had
// been filler, "second" a topic of its own).
import type { BriefContext } from './context';

/** Words before a role that count how often people have held it, and the words a person would say it with. */
const TIMES: ReadonlyArray<{ words: string[]; again: boolean }> = [
  { words: ['first', 'time'], again: false },
  { words: ['second', 'time'], again: true },
  { words: ['third', 'time'], again: true },
  { words: ['repeat'], again: true },
  { words: ['serial'], again: true },
];
/** How people write that they hold a role again, before the role's words. */
const AGAIN = [['repeat'], ['serial'], ['second', 'time'], ['2x'], ['3x'], ['multiple', 'time']];

export function roleHistory(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role').filter((r) => !r.exclude)) {
    for (const { words, again } of TIMES) {
      const start = role.start - words.length;
      const written = start >= 0 && words.every((word, k) => ctx.tokens[start + k]!.key === word && ctx.isFree(start + k) && !ctx.tokens[start + k]!.breakAfter);
      if (!written) continue;
      const title = ctx.tokens.slice(role.start, role.end).map((t) => t.key);
      const phrases = again ? AGAIN.map((before) => [...before, ...title]) : [[...words, ...title]];
      ctx.addFact({ kind: 'topic', words: phrases[0]!, phrases, label: ctx.text(start, role.end), start, end: role.start, text: ctx.text(start, role.start) });
      break;
    }
  }
}
