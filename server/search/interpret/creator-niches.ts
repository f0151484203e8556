// "travel creators", "Fitness-Influencer", "food bloggers": people who publish are named by what
// they publish about, and their titles rarely say it ("Content Creator", "Influencer"). The niche
// is a topic their own text must show (headline, title, skills), beside the role, never a word
// the title must hold: a "Fitness Influencer" title is one of many ways to write it.
import type { BriefContext } from './context';
import { titleFact } from './extract-titles';

/** Titles of people who publish, by their key, with the title a criterion names them by. */
const PUBLISHERS = new Map([
  ['influencer', 'influencer'], ['creator', 'content creator'], ['blogger', 'blogger'], ['vlogger', 'vlogger'], ['youtuber', 'youtuber'],
  ['tiktoker', 'tiktoker'], ['streamer', 'streamer'], ['podcaster', 'podcaster'],
]);

/** Words before a publisher's title that say how or where they publish, not about what: the title keeps them ("content creators", "TikTok creators"). */
const NO_NICHE = new Set([
  'content', 'social', 'media', 'digital', 'online', 'micro', 'macro', 'nano', 'ugc', 'video', 'tiktok', 'instagram', 'youtube', 'linkedin',
  'twitter', 'twitch', 'podcast', 'newsletter', 'substack', 'brand', 'top', 'famous', 'popular', 'big', 'small', 'local', 'independent',
]);

/** A niche is at most this many words: "sustainable fashion influencers". */
const NICHE_REACH = 3;

/** Words that link a title to the niche after it in the languages that put it there: "influenciadores de moda", "créateurs de mode". */
const NICHE_AFTER = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'di', 'van', 'voor', 'fur']);

/**
 * "influenciadores de moda", "influencers de viajes": where the niche follows the title, an
 * industry read from it is what they publish about, never their employer's (moda had been Retail).
 */
function nichesAfter(ctx: BriefContext): void {
  for (const role of ctx.factsOf('role')) {
    const head = role.titleTerms[0]?.split(' ').at(-1) ?? ctx.tokens[role.end - 1]!.key;
    if (role.exclude || !PUBLISHERS.has(head) || ctx.tokens[role.end - 1]!.breakAfter) continue;
    const link = role.end;
    const niche = ctx.factAt(link + 1);
    if (!NICHE_AFTER.has(ctx.tokens[link]?.folded ?? '') || !ctx.isFree(link) || niche?.kind !== 'industry' || niche.start !== link + 1) continue;
    ctx.replaceFact(niche, { kind: 'topic', words: ctx.tokens.slice(niche.start, niche.end).map((t) => t.key), start: niche.start, end: niche.end, text: niche.text });
    ctx.claim(link, link + 1);
  }
}

/** Splits "travel creators" into Role: Content Creator (any creator's title) and the topic "travel"; "beauty content creators" keeps "content creator". */
export function creatorNiches(ctx: BriefContext): void {
  nichesAfter(ctx);
  for (const role of [...ctx.factsOf('role')]) {
    if (role.exclude || role.roleKeys.length > 0 || role.titleTerms.length !== 1) continue;
    const head = role.end - 1;
    const publisher = PUBLISHERS.get(ctx.tokens[head]!.key);
    if (!publisher) continue;
    // The title's own words: the publisher and how they publish, right before it ("content creators", "TikTok creators").
    let titleFrom = head;
    while (titleFrom > role.start && NO_NICHE.has(ctx.tokens[titleFrom - 1]!.key)) titleFrom--;
    // "fashion influencers": a niche the lexicon reads as an industry is what they publish about, not their employer's.
    const before = role.start === titleFrom ? ctx.factAt(titleFrom - 1) : undefined;
    if (before?.kind === 'industry' && before.end === titleFrom && !ctx.tokens[titleFrom - 1]!.breakAfter) {
      ctx.replaceFact(before, { kind: 'topic', words: ctx.tokens.slice(before.start, before.end).map((t) => t.key), start: before.start, end: before.end, text: before.text });
      continue;
    }
    const niche = ctx.tokens.slice(role.start, titleFrom);
    if (niche.length === 0 || niche.length > NICHE_REACH || niche.some((t) => t.numeric)) continue;
    const term = titleFrom === head ? ctx.tokens[head]!.key : role.titleTerms[0]!.split(' ').slice(-(role.end - titleFrom)).join(' ');
    const label = titleFrom === head ? publisher : term;
    ctx.replaceFact(role, { ...titleFact(term, titleFrom, role.end, ctx.text(titleFrom, role.end)), label: titleFact(label, titleFrom, role.end, label).label });
    ctx.addFact({ kind: 'topic', words: niche.map((t) => t.key), start: role.start, end: titleFrom, text: ctx.text(role.start, titleFrom) });
  }
}
