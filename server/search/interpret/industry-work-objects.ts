// An industry named as what people work on, not where: "10+ years on hospitality projects",
// "lawyers with fintech clients", "account managers handling retail accounts". The people work at
// an architecture practice, a law firm, an agency; their projects, clients or accounts are in the
// industry. So the words are a topic the person's own text must show, never the employer's industry.
import type { BriefContext } from './context';
import { CLIENT_POSSESSIVES, INDEFINITE_ARTICLES } from './words-i18n';

/** What people work on for others, after an industry: its projects, clients, customers, accounts. */
const WORK_OBJECTS = new Set(['project', 'client', 'customer', 'account', 'portfolio', 'mandate', 'projet', 'projeto', 'proyecto', 'projekt', 'klant', 'kunde', 'kunden', 'cliente', 'clientes']);

/** Words before a single customer of the client's: "for a beauty client", "for our retail customer". */
const ONE_OF_THEM = new Set(['a', 'an', 'one', ...INDEFINITE_ARTICLES, ...CLIENT_POSSESSIVES]);

export function industriesOfWorkObjects(ctx: BriefContext): void {
  for (const industry of ctx.factsOf('industry')) {
    const object = ctx.tokens[industry.end];
    if (!object || ctx.tokens[industry.end - 1]!.breakAfter || !WORK_OBJECTS.has(object.key) || ctx.factAt(industry.end)) continue;
    // "for a beauty client": the client's own customer, whom the brief serves, not what the people work on.
    if (ONE_OF_THEM.has(ctx.key(industry.start - 1) ?? '')) continue;
    const end = industry.end + 1;
    ctx.replaceFact(industry, { kind: 'topic', words: ctx.tokens.slice(industry.start, end).map((t) => t.key), start: industry.start, end, text: ctx.text(industry.start, end) });
  }
}
