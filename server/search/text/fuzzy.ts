const codesOf = (text: string) => Int32Array.from(text, (_, j) => text.charCodeAt(j));

/**
 * One row of the optimal string alignment table (Levenshtein plus adjacent transpositions): row
 * `i` of a word against `codes`, whose i-th letter is `letter` after `previousLetter`, from rows
 * i - 1 (`previous`) and i - 2 (`before`, null for the first letter). Returns the row's least
 * value: no later row gets below it (a transposition costs what a substitution would).
 */
function fillRow(codes: Int32Array, i: number, letter: number, previousLetter: number, previous: Int32Array, before: Int32Array | null, row: Int32Array): number {
  row[0] = i;
  let rowMin = i;
  for (let j = 1; j < row.length; j++) {
    let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (codes[j - 1] === letter ? 0 : 1));
    if (before && j > 1 && codes[j - 1] === previousLetter && codes[j - 2] === letter) value = Math.min(value, before[j - 2]! + 1);
    row[j] = value;
    if (value < rowMin) rowMin = value;
  }
  return rowMin;
}

/** The first row of the table against `codes`: j edits to reach its first j letters. */
const firstRow = (codes: Int32Array) => Int32Array.from({ length: codes.length + 1 }, (_, j) => j);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up early
 * once the distance exceeds `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const codes = codesOf(b);
  // Rows i - 2, i - 1 and i, in turn.
  const rows = [new Int32Array(codes.length + 1), firstRow(codes), new Int32Array(codes.length + 1)];
  for (let i = 1; i <= a.length; i++) {
    const [before, previous, row] = [rows[(i + 2) % 3]!, rows[i % 3]!, rows[(i + 1) % 3]!];
    if (fillRow(codes, i, a.charCodeAt(i - 1), i > 1 ? a.charCodeAt(i - 2) : -1, previous, i > 1 ? before : null, row) > max) return max + 1;
  }
  return rows[(a.length + 1) % 3]![codes.length]!;
}

/** Edits a typo may contain for a word of this length: none below 5 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}

interface TrieNode {
  /** The next letters' UTF-16 codes, and the node each leads to. */
  letters: number[];
  children: TrieNode[];
  /** The vocabulary's word that ends here. */
  word?: string;
}

const trieNode = (): TrieNode => ({ letters: [], children: [] });

/**
 * Spelling correction over a fixed vocabulary: the closest word within the allowed edits; null
 * when none or when two words are equally close (an ambiguous typo is not corrected). The
 * vocabulary is a trie walked with one row of editDistance's table per letter, so words sharing
 * a prefix share its rows and a branch is left as soon as every entry of its row is past the
 * allowed edits: an unknown word of a brief costs under a tenth of a millisecond, not one or two of
 * comparisons with every word.
 */
export class SpellingIndex {
  private readonly root = trieNode();
  private depth = 0;

  constructor(vocabulary: Iterable<string>) {
    for (const word of vocabulary) {
      if (word.length < 4) continue; // never offered as a correction
      let node = this.root;
      for (let i = 0; i < word.length; i++) {
        const letter = word.charCodeAt(i);
        const at = node.letters.indexOf(letter);
        if (at >= 0) {
          node = node.children[at]!;
        } else {
          const child = trieNode();
          node.letters.push(letter);
          node.children.push(child);
          node = child;
        }
      }
      node.word = word;
      this.depth = Math.max(this.depth, word.length);
    }
  }

  closest(word: string): string | null {
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    let best: string[] = [];
    let bestDistance = max + 1;
    for (const [candidate, d] of this.within(word, max)) {
      // A first-letter typo plus nothing else is allowed only for long words.
      if (candidate[0] !== word[0] && max < 2 && (d > 1 || word.length < 6)) continue;
      if (d < bestDistance) {
        best = [candidate];
        bestDistance = d;
      } else if (d === bestDistance) {
        best.push(candidate);
      }
    }
    if (best.length === 1) return best[0]!;
    // A tie is settled only by the most common typo, a dropped letter ("enginer" -> "engineer", not "engine").
    const dropped = best.filter((c) => c.length === word.length + 1);
    return dropped.length === 1 ? dropped[0]! : null;
  }

  /** The vocabulary's words within `max` edits of `word`, with their editDistance. */
  private within(word: string, max: number): Array<[string, number]> {
    const found: Array<[string, number]> = [];
    const codes = codesOf(word);
    const columns = codes.length + 1;
    // rows[i]: the distances between a path's first i letters and each prefix of `word`.
    const rows = [firstRow(codes), ...Array.from({ length: this.depth }, () => new Int32Array(columns))];
    const visit = (node: TrieNode, depth: number, letter: number, previousLetter: number) => {
      const row = rows[depth]!;
      const rowMin = fillRow(codes, depth, letter, previousLetter, rows[depth - 1]!, depth > 1 ? rows[depth - 2]! : null, row);
      if (node.word !== undefined && row[columns - 1]! <= max) found.push([node.word, row[columns - 1]!]);
      // No longer path gets closer than this row's best.
      if (rowMin > max) return;
      for (let k = 0; k < node.letters.length; k++) visit(node.children[k]!, depth + 1, node.letters[k]!, letter);
    };
    for (let k = 0; k < this.root.letters.length; k++) visit(this.root.children[k]!, 1, this.root.letters[k]!, -1);
    return found;
  }
}
