// How a brief lists things: the words that join a list in its language, the runs of facts they
// join, and how a criterion names and sources several of them ("London or Berlin").
import type { BriefContext, Span } from './context';
import { CONNECTORS } from './words-i18n';

const OR_WORDS = new Set(['or', 'oder', 'ou', 'o', 'either']);
const LIST_WORDS = new Set(['and', 'or', '&', 'und', 'oder', 'et', 'ou', 'y', 'o', 'plus', 'as', 'well']);

/** The words that join a list in the brief's language too ("React of Vue": Dutch "of" is "or"), and those of them that say "or". */
export function listWordsOf(ctx: BriefContext): { or: ReadonlySet<string>; list: ReadonlySet<string> } {
  if (ctx.language === 'en') return { or: OR_WORDS, list: LIST_WORDS };
  const { or, and } = CONNECTORS[ctx.language];
  return { or: new Set([...OR_WORDS, ...or]), list: new Set([...LIST_WORDS, ...or, ...and]) };
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

export function joinOr(labels: string[]): string {
  const u = unique(labels);
  if (u.length <= 1) return u[0] ?? '';
  return `${u.slice(0, -1).join(', ')} or ${u.at(-1)}`;
}

export function sourceOf(facts: Array<{ text: string }>): string {
  return unique(facts.map((f) => f.text)).join(' … ');
}

/** Consecutive spans joined only by list words or punctuation; `or` when an "or" joins them. */
export function chains<T extends Span>(ctx: BriefContext, facts: T[]): Array<{ items: T[]; or: boolean }> {
  const words = listWordsOf(ctx);
  const sorted = [...facts].sort((a, b) => a.start - b.start);
  const out: Array<{ items: T[]; or: boolean }> = [];
  for (const fact of sorted) {
    const last = out.at(-1);
    const prev = last?.items.at(-1);
    if (last && prev) {
      const between = ctx.tokens.slice(prev.end, fact.start);
      const gap = ctx.brief.slice(ctx.tokens[prev.end - 1]!.end, ctx.tokens[fact.start]!.start);
      const joined = between.every((t) => words.list.has(t.key)) && between.length <= 2 && !/[.;!?]/.test(gap);
      if (joined && (between.length > 0 || /^\s*[,/&]?\s*$/.test(gap))) {
        last.items.push(fact);
        if (between.some((t) => words.or.has(t.key))) last.or = true;
        continue;
      }
    }
    out.push({ items: [fact], or: false });
  }
  return out;
}
