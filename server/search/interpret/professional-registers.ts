// A professional body's register, named by its initials: "GPhC registered", "registered with the
// SSSC", "experts-comptables ITAA", "conducteurs de travaux TCE". Profiles write the same initials
// ("GPhC Registered Pharmacist", "Expert-comptable ITAA"), so the initials are a topic the person's
// own text must show: verdict yes on them, unknown otherwise. An acronym the vocabulary knows (a
// skill, a place, a company) was read before this and is never free here.
import type { BriefContext } from './context';

/** The word for being on a register, before or after the body's initials. */
const REGISTERED = new Set(['registered', 'registration', 'accredited', 'accreditation']);
/** Between "registered" and the body: "registered with the SSSC", "accredited by RICS". */
const BEFORE_BODY = new Set(['with', 'by', 'on', 'the']);

/** Initials as bodies write them: two to six letters, at least two capitals ("GPhC", "SSSC", "ITAA"). */
const isInitials = (raw: string) => /^\p{L}{2,6}$/u.test(raw) && (raw.match(/\p{Lu}/gu) ?? []).length >= 2 && /^\p{Lu}/u.test(raw);

export function professionalRegisters(ctx: BriefContext): void {
  for (let i = 0; i < ctx.length; i++) {
    const token = ctx.tokens[i]!;
    if (!ctx.isFree(i) || !isInitials(token.raw)) continue;
    const add = (start: number, end: number) => {
      ctx.addFact({ kind: 'topic', words: [token.key], phrases: [[token.key]], start, end, text: ctx.text(start, end) });
      i = Math.max(i, end - 1);
    };
    // "GPhC registered", "GPhC-registered".
    const after = ctx.tokens[i + 1];
    if (after && !token.breakAfter && REGISTERED.has(after.key) && ctx.isFree(i + 1)) {
      add(i, i + 2);
      continue;
    }
    // "registered with the SSSC".
    let k = i - 1;
    while (k >= 0 && k > i - 4 && BEFORE_BODY.has(ctx.key(k) ?? '') && !ctx.tokens[k]!.breakAfter && ctx.isFree(k)) k--;
    if (k >= 0 && k < i && REGISTERED.has(ctx.key(k) ?? '') && !ctx.tokens[k]!.breakAfter && ctx.spanFree(k, i)) {
      add(k, i + 1);
      continue;
    }
    // Right after a title, in the same clause: "experts-comptables ITAA".
    const before = ctx.factAt(i - 1);
    if (before?.kind === 'role' && !before.exclude && before.end === i && !ctx.tokens[i - 1]!.breakAfter) add(i, i + 1);
  }
}
