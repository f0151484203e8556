// "RevOps leaders (Head of RevOps, Director of Revenue Operations, VP RevOps)", "hospital supply
// chain leaders: Director of Supply Chain, VP Materials Management, or Procurement Director":
// titles in brackets or after a colon right after a role spell out which people the role means.
// The spelled-out titles are the role criterion; the words before them only name the group
// ("RevOps" had become a skill and "leaders" one more title, any leader verifying). What the group
// says of the employers ("hospital") stays read.
import type { BriefContext, Fact } from './context';
import { titleFact } from './extract-titles';

/** The role facts of a list from token `from`, joined by commas, "or" and "and", and where it ends. */
function listedRoles(ctx: BriefContext, from: number): Fact[] {
  const listed: Fact[] = [];
  for (let at = from; at < ctx.length; ) {
    const role = ctx.facts.find((f) => f.kind === 'role' && !f.exclude && f.start === at);
    if (!role) break;
    listed.push(role);
    at = role.end;
    if (['or', 'and'].includes(ctx.key(at) ?? '')) at++;
    else if (!/^\s*,\s*$/.test(ctx.gapAfter(role.end - 1))) break;
    if (['or', 'and'].includes(ctx.key(at) ?? '')) at++;
  }
  return listed;
}

/** The titles that spell out the role ending at token `k` (the last before "(" or ":"), or null. */
function spelledOutAfter(ctx: BriefContext, k: number): Fact[] | null {
  const gap = ctx.gapAfter(k);
  if (/\(\s*$/.test(gap)) {
    let close = k + 1;
    while (close < ctx.length && !/\)/.test(ctx.gapAfter(close))) close++;
    if (close >= ctx.length) return null;
    const inside = ctx.facts.filter((f) => f.start > k && f.end <= close + 1);
    return inside.every((f) => f.kind === 'role') ? inside : null;
  }
  return /^\s*:\s*$/.test(gap) ? listedRoles(ctx, k + 1) : null;
}

export function rolesSpelledOut(ctx: BriefContext): void {
  for (let k = 0; k + 1 < ctx.length; k++) {
    const head = ctx.facts.find((f) => f.kind === 'role' && !f.exclude && f.end === k + 1);
    const titles = head ? spelledOutAfter(ctx, k) : null;
    if (!head || !titles || titles.filter((f) => f.kind === 'role').length < 2) continue;
    // The group's name: the role and the skills or levels of it read before it ("RevOps" leaders), in one run.
    const named: Fact[] = [head];
    for (let at = head.start; ; ) {
      const before = ctx.facts.find((f) => f.end === at && (f.kind === 'skill' || f.kind === 'seniority') && !ctx.tokens[f.end - 1]!.breakAfter);
      if (!before) break;
      named.push(before);
      at = before.start;
    }
    // Their words stay read: they are the titles' name.
    for (const fact of named) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
  }
}

/**
 * "Value Analysis Manager, or Procurement Director", "React developers or designers": in a list of
 * titles, a skill right before one of them names that title only ("Procurement Director"), never
 * a skill every title must have. One title alone keeps the skill as its part (role-parts.ts).
 */
export function skillsOfListedTitles(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude);
  // One title named twice ("ICU nurses … RNs") is one title.
  if (new Set(roles.map((r) => r.label)).size < 2) return;
  for (const role of roles) {
    const skill = ctx.factsOf('skill').find((s) => s.end === role.start && !ctx.tokens[s.end - 1]!.breakAfter);
    if (!skill) continue;
    const term = ctx.tokens.slice(skill.start, role.end).map((t) => t.key).join(' ');
    ctx.facts.splice(ctx.facts.indexOf(skill), 1);
    ctx.replaceFact(role, titleFact(term, skill.start, role.end, ctx.text(skill.start, role.end)));
  }
}
