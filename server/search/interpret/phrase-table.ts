// A closed list of phrases (schools, unseen things, protected words, titles) as the interpreter
// looks them up: by the brief's token keys, the longest phrase first, over free and unbroken
// tokens. One owner for how such a list is keyed and scanned.
import { phraseKey } from '../text/normalise';
import type { BriefContext } from './context';

export interface PhraseTable<T> {
  /** Phrase key (see phraseKey) -> what the phrase means; the first definition of a key wins. */
  map: Map<string, T>;
  /** Longest phrase, in tokens. */
  maxTokens: number;
}

/**
 * A table from (phrase, meaning) pairs. A phrase with a measure's symbols is left out: "top 10%"
 * would key as "top 10", which is a count.
 */
export function phraseTable<T>(pairs: Iterable<readonly [phrase: string, meaning: T]>): PhraseTable<T> {
  const map = new Map<string, T>();
  let maxTokens = 1;
  for (const [phrase, meaning] of pairs) {
    if (/[%#$€£]/.test(phrase)) continue;
    const key = phraseKey(phrase);
    if (!key || map.has(key)) continue;
    map.set(key, meaning);
    maxTokens = Math.max(maxTokens, key.split(' ').length);
  }
  return { map, maxTokens };
}

/** Every phrase of a list of [meaning, phrases] rows, paired with its meaning. */
export function* rows<T>(list: ReadonlyArray<readonly [T, readonly string[]]>): Iterable<readonly [string, T]> {
  for (const [meaning, phrases] of list) for (const phrase of phrases) yield [phrase, meaning];
}

/** A lazily built table: vocabularies load once, on the first brief that needs them. */
export function lazyTable<T>(build: () => PhraseTable<T>): () => PhraseTable<T> {
  let table: PhraseTable<T> | null = null;
  return () => (table ??= build());
}

/**
 * The keys tokens start..end may be found under: as spelling-corrected towards the lexicon, and as
 * written (the corrector knows only the lexicon: "notarios" is no typo of a lexicon word).
 */
export function tokenKeys(ctx: BriefContext, start: number, end: number): string[] {
  const tokens = ctx.tokens.slice(start, end);
  const corrected = tokens.map((t) => t.key).join(' ');
  const written = tokens.map((t) => t.originalKey).join(' ');
  return written === corrected ? [corrected] : [corrected, written];
}

/**
 * The longest phrase of the table at token i, over free tokens within one clause, longer than
 * `minTokens`; `keyOf` gives the tokens' key (their keys by default, or the words as written).
 */
export function longestPhraseAt<T>(
  ctx: BriefContext,
  i: number,
  table: PhraseTable<T>,
  options: { minTokens?: number; keyOf?: (start: number, end: number) => string[] } = {},
): { end: number; meaning: T } | null {
  const keyOf = options.keyOf ?? ((start: number, end: number) => tokenKeys(ctx, start, end));
  for (let end = Math.min(ctx.length, i + table.maxTokens); end > i + (options.minTokens ?? 0); end--) {
    if (!ctx.spanFree(i, end) || !ctx.spanUnbroken(i, end)) continue;
    const key = keyOf(i, end).find((k) => table.map.has(k));
    if (key !== undefined) return { end, meaning: table.map.get(key)! };
  }
  return null;
}
