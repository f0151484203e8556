// "designers who worked on driver apps", "app de motorista/entregador", "apps for nurses": people
// a product is made for are its audience, a domain of the people wanted, never a second role of
// the brief ("drivers" had been ORed into the roles, any driver verifying). Read as a topic: met
// where the person's own words say it.
import { phraseKey } from '../text/normalise';
import type { BriefContext, FactOf } from './context';

/** Nouns of products made for people, in the six languages (folded). */
const PRODUCTS = new Set([
  'app', 'apps', 'application', 'applications', 'platform', 'platforms', 'tool', 'tools', 'software', 'marketplace', 'marketplaces', 'portal',
  'aplicativo', 'aplicativos', 'aplicacion', 'aplicaciones', 'plataforma', 'plataformas', 'appli', 'applis', 'plateforme', 'plateformes',
  'plattform', 'plattformen', 'anwendung', 'anwendungen', 'applicatie', 'applicaties',
]);
/** The English noun of each product noun of the other languages, so that profiles in English match too. */
const ENGLISH_PRODUCT: ReadonlyMap<string, string> = new Map([
  ...['aplicativo', 'aplicativos', 'aplicacion', 'aplicaciones', 'appli', 'applis', 'anwendung', 'anwendungen', 'applicatie', 'applicaties'].map((word) => [word, 'app'] as const),
  ...['plataforma', 'plataformas', 'plateforme', 'plateformes', 'plattform', 'plattformen'].map((word) => [word, 'platform'] as const),
]);

/** Words that join a product to whom it is for: "apps for drivers", "app de motorista", "Plattform für Ärzte". */
const FOR = new Set(['for', 'de', 'do', 'da', 'dos', 'das', 'para', 'pra', 'pour', 'des', 'fur', 'voor', 'van']);

/** The role facts of a list that starts with `first` ("motorista/entregador"). */
function listFrom(ctx: BriefContext, roles: Array<FactOf<'role'>>, first: FactOf<'role'>): Array<FactOf<'role'>> {
  const list = [first];
  for (let next = roles.find((r) => r.start === first.end); next && /^\s*\/\s*$/.test(ctx.gapAfter(list.at(-1)!.end - 1)); next = roles.find((r) => r.start === list.at(-1)!.end)) list.push(next);
  return list;
}

export function productAudiences(ctx: BriefContext): void {
  const roles = ctx.factsOf('role').filter((r) => !r.exclude).sort((a, b) => a.start - b.start);
  for (const role of roles) {
    if (!ctx.facts.includes(role)) continue;
    const before = ctx.tokens[role.start - 1];
    // "driver apps": the role right before the product noun.
    const after = PRODUCTS.has(ctx.tokens[role.end]?.folded ?? '') && !ctx.tokens[role.end - 1]!.breakAfter && ctx.isFree(role.end);
    // "apps for drivers", "app de motorista/entregador".
    const forAt = before && FOR.has(before.folded) && !before.breakAfter && PRODUCTS.has(ctx.tokens[role.start - 2]?.folded ?? '') && !ctx.tokens[role.start - 2]!.breakAfter;
    if (!after && !forAt) continue;
    const audience = after ? [role] : listFrom(ctx, roles, role);
    // The people wanted stay a role of the brief: only an audience beside them is one.
    if (!roles.some((other) => !audience.includes(other) && ctx.facts.includes(other))) continue;
    const start = after ? role.start : role.start - 2;
    const end = after ? role.end + 1 : audience.at(-1)!.end;
    for (const fact of audience) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
    // One phrase for each audience, with the product's noun: "app" and "motorista", or "app" and "entregador".
    const product = ctx.tokens[after ? role.end : role.start - 2]!.originalKey;
    const phrases = audience.map((fact) => [...ctx.tokens.slice(fact.start, fact.end).map((t) => t.originalKey), product]);
    // In another language the audience's English title names it too ("app de motorista": "driver app"), and the topic is named so.
    const english = ctx.language === 'en' ? [] : audience.map((fact) => [...phraseKey(fact.label).split(' '), ENGLISH_PRODUCT.get(product) ?? product]);
    const label = english.length > 0 ? english.map((words) => words.join(' ')).join(' or ') : undefined;
    ctx.addFact({ kind: 'topic', words: phrases[0]!, phrases: [...phrases, ...english], ...(label ? { label } : {}), start, end, text: ctx.text(start, end) });
  }
}
