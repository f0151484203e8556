import { beforeAll, describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from '../text/fuzzy';
import { warmInterpreter } from '../engine';
import { getLexicon } from './lexicon';

beforeAll(() => void warmInterpreter(), 120_000);

/** The answer by definition: every entry of the vocabulary compared with the word. */
function closestByScan(word: string, vocabulary: Iterable<string>): string | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  const distances = [...vocabulary]
    .filter((entry) => entry.length >= 4 && (entry[0] === word[0] || max === 2 || (word.length >= 6 && editDistance(word, entry, 1) <= 1)))
    .map((entry) => ({ entry, d: editDistance(word, entry, max) }))
    .filter(({ d }) => d <= max);
  const least = Math.min(...distances.map(({ d }) => d));
  const best = distances.filter(({ d }) => d === least).map(({ entry }) => entry);
  if (best.length === 1) return best[0]!;
  const dropped = best.filter((entry) => entry.length === word.length + 1);
  return dropped.length === 1 ? dropped[0]! : null;
}

/** Typos of every kind at a few places: a letter dropped, doubled, swapped with the next, replaced. */
function typos(word: string): string[] {
  const at = [1, Math.floor(word.length / 2), word.length - 2].filter((i) => i > 0 && i < word.length - 1);
  return at.flatMap((i) => [
    word.slice(0, i) + word.slice(i + 1),
    word.slice(0, i) + word[i] + word.slice(i),
    word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
    word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1),
  ]);
}

describe('spelling correction over the lexicon', () => {
  it('answers what comparing with every word of the vocabulary answers', () => {
    const { vocabulary, spelling } = getLexicon();
    const sample = [...vocabulary].filter((word, i) => word.length >= 5 && i % 31 === 0);
    const words = [...sample.flatMap(typos), ...sample.flatMap((w) => typos(typos(w)[0]!)).filter((_, i) => i % 5 === 0), 'somewhere', 'passionate', 'qualified', 'background'];
    expect(words.length).toBeGreaterThan(300);
    const differing = words.filter((word) => spelling.closest(word) !== closestByScan(word, vocabulary));
    expect(differing).toEqual([]);
    // The sample exercises corrections, not only refusals.
    expect(words.filter((word) => spelling.closest(word) !== null).length).toBeGreaterThan(150);
  }, 30_000);
});
