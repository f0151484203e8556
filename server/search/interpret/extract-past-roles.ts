// "ex-McKinsey consultants who are now heads of strategy": the role named with the former
// employer is the one the people held there; the role the brief says they hold now is the one
// they must have. Read as two roles of one list, either would do, and a consultant anywhere
// would be verified for a brief that asks for heads of strategy.
import type { BriefContext, FactOf } from './context';

/** Words that mark a role as held before, right before it: "former engineers", "anciens consultants". */
const FORMER = new Set([
  'former', 'ex', 'formerly', 'previously', 'antigo', 'antigos', 'antiga', 'antigas', 'antiguo', 'antiguos', 'antigua', 'antiguas',
  'ancien', 'anciens', 'ancienne', 'anciennes', 'ehemalige', 'ehemaligen', 'ehemaliger', 'voormalig', 'voormalige', 'oud',
]);
/** Words that say what the people are now, in the six languages ("aujourd'hui" ends in "hui"). */
const NOW = new Set([
  'now', 'currently', 'today', 'presently', 'hoje', 'atualmente', 'agora', 'hoy', 'actualmente', 'ahora', 'hui', 'actuellement',
  'desormais', 'heute', 'aktuell', 'derzeit', 'jetzt', 'inzwischen', 'mittlerweile', 'nu', 'momenteel', 'tegenwoordig', 'inmiddels',
]);
/** How far before the current role its "now" may stand: "and now work in strategy or bizops". */
const NOW_REACH = 6;

/** The role is named with a former employer ("ex-McKinsey consultants") or as a former one ("former engineers"). */
function heldBefore(ctx: BriefContext, role: FactOf<'role'>): boolean {
  const before = ctx.factAt(role.start - 1);
  // The employer's fact may have grown past the role since ("ex-BCG consultants who left consulting within the last two years").
  if (before?.kind === 'company' && before.when === 'past' && !before.exclude && before.start < role.start) return true;
  return FORMER.has(ctx.key(role.start - 1) ?? '') && !ctx.tokens[role.start - 1]!.breakAfter;
}

/** A word of NOW stands in the few words before the role, after token `from`. */
function markedNow(ctx: BriefContext, role: FactOf<'role'>, from: number): boolean {
  for (let k = role.start - 1; k >= Math.max(from, role.start - NOW_REACH); k--) if (NOW.has(ctx.tokens[k]!.folded)) return true;
  return false;
}

export function rolesHeldBefore(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude).sort((a, b) => a.start - b.start);
  for (const [k, role] of roles.entries()) {
    if (!heldBefore(ctx, role) || !roles.slice(k + 1).some((now) => markedNow(ctx, now, role.end))) continue;
    // Its words stay read: the former employer's criterion says where they held it.
    ctx.facts.splice(ctx.facts.indexOf(role), 1);
    for (const implied of ctx.facts.filter((f) => f.kind === 'seniority' && f.start === role.start && f.end === role.end)) ctx.facts.splice(ctx.facts.indexOf(implied), 1);
  }
}
