/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up early
 * once the distance exceeds `max` (returns max + 1 then).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev: number[] = new Array<number>(cols).fill(0);
  let prev: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur: number[] = new Array<number>(cols).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}

/** Edits a typo may contain for a word of this length: none below 5 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * The closest word of `vocabulary` within the allowed edits; null when none or when two words
 * are equally close (an ambiguous typo is not corrected).
 */
export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  let best: string[] = [];
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > max || candidate.length < 4) continue;
    if (candidate[0] !== word[0] && max < 2) {
      // A first-letter typo plus nothing else is allowed only for long words.
      if (editDistance(word, candidate, 1) > 1 || word.length < 6) continue;
    }
    const d = editDistance(word, candidate, Math.min(max, bestDistance));
    if (d < bestDistance) {
      best = [candidate];
      bestDistance = d;
    } else if (d === bestDistance && d <= max && !best.includes(candidate)) {
      best.push(candidate);
    }
  }
  if (bestDistance > max) return null;
  if (best.length === 1) return best[0]!;
  // A tie is settled only by the most common typo, a dropped letter ("enginer" -> "engineer", not "engine").
  const dropped = best.filter((c) => c.length === word.length + 1);
  return dropped.length === 1 ? dropped[0]! : null;
}
