// "people to help with user acquisition", "someone who can help us with SEO": where the brief names
// nobody, what the client needs help with is no skill the people must list ("Skill: Paid
// Acquisition" had searched anyone listing it): the brief asks who would help, a role or title.
// With a role named ("growth marketers to help with user acquisition") the help says what they do,
// and stays read.
import type { BriefContext, Fact } from './context';

/** Words between "help" and "with": whom the help is for ("help us with", "help our team with"). */
const HELPED = new Set(['us', 'me', 'our', 'my', 'team', 'company', 'startup']);
/** Words before "help" that make it the people's task: "to help", "who can help", "someone could help". */
const TO_HELP = new Set(['to', 'can', 'could', 'would', 'will']);
/** What the help is with, never a criterion of its own while nobody is named. */
const NEEDS = new Set<Fact['kind']>(['skill', 'topic', 'industry']);

export function helpWantedWithoutPeople(ctx: BriefContext): void {
  if (ctx.factsOf('role').some((role) => !role.exclude)) return;
  for (let i = 1; i < ctx.length; i++) {
    if (ctx.tokens[i]!.key !== 'help' || !TO_HELP.has(ctx.tokens[i - 1]!.key) || ctx.tokens[i]!.breakAfter) continue;
    let withAt = i + 1;
    while (withAt < ctx.length && HELPED.has(ctx.tokens[withAt]!.key) && !ctx.tokens[withAt]!.breakAfter) withAt++;
    if (ctx.tokens[withAt]?.key !== 'with' || !ctx.spanFree(i - 1, withAt + 1)) continue;
    let end = withAt + 1;
    while (end < ctx.length && !ctx.tokens[end - 1]!.breakAfter && (!ctx.factAt(end) || NEEDS.has(ctx.factAt(end)!.kind))) end++;
    for (const need of ctx.facts.filter((f) => NEEDS.has(f.kind) && f.start > withAt && f.end <= end)) ctx.facts.splice(ctx.facts.indexOf(need), 1);
    ctx.claim(i - 1, end);
  }
}
