// "RevOps leaders (Head of RevOps, Director of Revenue Operations, VP RevOps)": titles in brackets
// right after a role spell out which people the role means. The brackets' titles are the role
// criterion; the words before them only name the group ("RevOps" had become a skill and "leaders"
// a fourth title, any leader verifying).
import type { BriefContext, Fact } from './context';

export function rolesSpelledOut(ctx: BriefContext): void {
  for (let k = 0; k + 1 < ctx.length; k++) {
    if (!/\(\s*$/.test(ctx.gapAfter(k))) continue;
    let close = k + 1;
    while (close < ctx.length && !/\)/.test(ctx.gapAfter(close))) close++;
    if (close >= ctx.length) return;
    const inside = ctx.facts.filter((f) => f.start > k && f.end <= close + 1);
    const head = ctx.facts.find((f) => f.kind === 'role' && !f.exclude && f.end === k + 1);
    if (!head || inside.filter((f) => f.kind === 'role').length < 2 || inside.some((f) => f.kind !== 'role')) continue;
    // The group's name: the role and the words of it read before it ("RevOps" leaders), in one run.
    const named: Fact[] = [head];
    for (let at = head.start; ; ) {
      const before = ctx.facts.find((f) => f.end === at && f.kind !== 'role' && !ctx.tokens[f.end - 1]!.breakAfter);
      if (!before) break;
      named.push(before);
      at = before.start;
    }
    // Their words stay read: they are the brackets' name.
    for (const fact of named) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
    k = close;
  }
}
