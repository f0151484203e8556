// Words of real English (english-words-data.ts, generated from ESCO's descriptions): a word a
// brief writes that English has is meant as written, never a slip of the vocabulary.
import { ENGLISH_WORDS } from './english-words-data';

let words: Set<string> | null = null;

/** Whether a folded word (lower case, no accents) of at least 5 letters is an English word. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(ENGLISH_WORDS.split(' '));
  return words.has(word);
}
