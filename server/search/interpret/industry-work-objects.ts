// An industry named as what people work on, not where: "10+ years on hospitality projects",
// "lawyers with fintech clients", "account managers handling retail accounts". The people work at
// an architecture practice, a law firm, an agency; their projects, clients or accounts are in the
// industry. So the words are a topic the person's own text must show, never the employer's industry.
import { phraseKey } from '../text/normalise';
import type { BriefContext, Fact } from './context';
import { CLIENT_POSSESSIVES, DEFINITE_ARTICLES, INDEFINITE_ARTICLES } from './words-i18n';
import { STOPWORDS } from './words';
import { DOMAIN_NOUNS_AFTER, isFiller } from './coverage';

/** What people work on for others, after an industry: its projects, clients, customers, accounts. */
const WORK_OBJECTS = new Set(['project', 'client', 'customer', 'account', 'portfolio', 'mandate', 'projet', 'projeto', 'proyecto', 'projekt', 'klant', 'kunde', 'kunden', 'cliente', 'clientes', 'clientele']);
/** Words before where the clients are: "clientèle au Moyen-Orient", "clients in the Gulf". */
const CLIENTS_IN = new Set(['in', 'au', 'aux', 'en', 'em', 'no', 'na', 'im', 'across']);

/** Words before a single customer of the client's: "for a beauty client", "for our retail customer". */
const ONE_OF_THEM = new Set(['a', 'an', 'one', ...INDEFINITE_ARTICLES, ...CLIENT_POSSESSIVES]);

export function industriesOfWorkObjects(ctx: BriefContext): void {
  for (const industry of ctx.factsOf('industry')) {
    const object = ctx.tokens[industry.end];
    if (!object || ctx.tokens[industry.end - 1]!.breakAfter || !WORK_OBJECTS.has(object.key) || ctx.factAt(industry.end)) continue;
    // "for a beauty client": the client's own customer, whom the brief serves, not what the people work on.
    if (ONE_OF_THEM.has(ctx.key(industry.start - 1) ?? '')) continue;
    const end = industry.end + 1;
    const words = ctx.tokens.slice(industry.start, end).map((t) => t.key);
    const kinds = bracketedKinds(ctx, end);
    ctx.replaceFact(industry, { kind: 'topic', words, ...(kinds ? { phrases: [words, ...kinds] } : {}), start: industry.start, end, text: ctx.text(industry.start, end) });
  }
}

/** Nouns of a field of work or study after an industry's name ("AI ethics", "fintech regulation"), never of a title or a company. */
const DOMAIN_HEADS = new Set([
  'ethic', 'ethics', 'regulation', 'regulatory', 'policy', 'safety', 'compliance', 'law', 'transition', 'reform', 'governance', 'economics',
  'journalism', 'research', 'litigation', 'lending', 'investing', 'risk', 'fraud', 'sustainability', 'privacy', 'procurement',
]);

/**
 * "keynote speakers on AI ethics", "healthcare policy experience", "journalists covering crypto
 * regulation": an industry with a noun of its own after it names a domain, no employer's industry
 * ("AI ethics" had been the AI industry and "ethics" asked about). English only: other languages
 * put the noun first.
 */
export function industryDomains(ctx: BriefContext): void {
  if (ctx.language !== 'en') return;
  for (const industry of ctx.factsOf('industry')) {
    const at = industry.end;
    const noun = ctx.tokens[at];
    if (!noun || ctx.tokens[at - 1]!.breakAfter || !ctx.isFree(at) || ctx.asked.has(at) || ctx.capitalised(at) || noun.numeric) continue;
    if (!DOMAIN_HEADS.has(noun.key) || ctx.phrasesAt(at).length > 0) continue;
    // The noun ends the phrase: what follows begins something else.
    const next = ctx.tokens[at + 1];
    if (next && !noun.breakAfter && ctx.isFree(at + 1) && !STOPWORDS.has(next.key) && !DOMAIN_NOUNS_AFTER.has(next.key) && !isFiller(next)) continue;
    const end = at + 1;
    ctx.replaceFact(industry, { kind: 'topic', words: ctx.tokens.slice(industry.start, end).map((t) => t.key), start: industry.start, end, text: ctx.text(industry.start, end) });
  }
}

/**
 * "une clientèle au Moyen-Orient", "with clients in the Gulf": where the people's clients are is a
 * domain of their work, never a place the people are in.
 */
/** One client, not a clientele ("une clientèle au Moyen-Orient" is many). */
const ONE_CLIENT = new Set(['client', 'customer', 'cliente', 'klant', 'kunde']);

export function placesOfClients(ctx: BriefContext): void {
  for (const place of ctx.factsOf('place').filter((p) => !p.exclude)) {
    let k = place.start - 1;
    if (ctx.key(k) === 'the' || DEFINITE_ARTICLES.has(ctx.tokens[k]?.folded ?? '')) k--;
    if (!CLIENTS_IN.has(ctx.key(k) ?? '') || !WORK_OBJECTS.has(ctx.key(k - 1) ?? '') || ctx.tokens[k - 1]!.breakAfter) continue;
    // "for a client in the Cotswolds": one client's place is where the work is, a place the people are near.
    if (ONE_CLIENT.has(ctx.tokens[k - 1]!.folded) && ['a', 'an', 'one', ...INDEFINITE_ARTICLES].includes(ctx.tokens[k - 2]?.folded ?? '')) continue;
    // Met where the person's words name the region, in the brief's words or in English.
    const named = [ctx.tokens.slice(place.start, place.end).map((t) => t.key), phraseKey(place.place.label.replace(/^the /i, '')).split(' ')];
    ctx.replaceFact(place, { kind: 'topic', words: named[0]!, phrases: named, start: k - 1, end: place.end, text: ctx.text(k - 1, place.end), label: `clients in ${place.place.label}` });
  }
}

/** Words that join the kinds of a bracket. */
const JOINS = new Set(['or', 'and', 'etc']);

/**
 * "hospitality projects (hotels, restaurants)": a bracket of plain nouns after the work names its
 * kinds, each as good evidence of it as the work's own words. Claims the bracket; null (and
 * nothing claimed) when anything else is in it, such as the names of companies.
 */
function bracketedKinds(ctx: BriefContext, at: number): string[][] | null {
  if (!/\(\s*$/.test(ctx.gapBefore(at))) return null;
  const kinds: string[][] = [];
  const inside: Fact[] = [];
  let k = at;
  for (; k < ctx.length; k++) {
    const token = ctx.tokens[k]!;
    const fact = ctx.factAt(k);
    if (fact && (fact.kind !== 'industry' || fact.start !== k || fact.end !== k + 1)) return null;
    if (fact) inside.push(fact);
    else if (!ctx.isFree(k) || ctx.capitalised(k) || token.numeric) return null;
    if (!JOINS.has(token.key)) kinds.push([token.key]);
    if (/\)/.test(ctx.gapAfter(k))) break;
    if (!/^\s*[,/]?\s*$/.test(ctx.gapAfter(k)) || k - at >= 6) return null;
  }
  if (k >= ctx.length || kinds.length === 0) return null;
  for (const fact of inside) ctx.facts.splice(ctx.facts.indexOf(fact), 1);
  ctx.claim(at, k + 1);
  return kinds;
}
