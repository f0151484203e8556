// Deterministic randomness: the same seed gives the same directory on every machine and Node
// version (no Math.random, no locale- or platform-dependent calls).

/** 32-bit hash of a seed and some integers (murmur3-style finaliser). */
export function hash32(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) {
    let k = Math.imul(v | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Small fast PRNG (sfc32) with helpers. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seed: number[]) {
    this.a = hash32(1, ...seed);
    this.b = hash32(2, ...seed);
    this.c = hash32(3, ...seed);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Log-uniform number in [min, max], rounded. */
  logUniform(min: number, max: number): number {
    return Math.round(Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min))));
  }
}

/** A weighted list prepared for O(log n) picks. */
export class Weighted<T> {
  private readonly cumulative: number[];
  readonly total: number;

  constructor(readonly items: readonly T[], weights: readonly number[]) {
    if (items.length !== weights.length || items.length === 0) throw new Error('Weighted needs one positive weight per item');
    let sum = 0;
    this.cumulative = weights.map((w) => (sum += Math.max(0, w)));
    this.total = sum;
    if (!(sum > 0)) throw new Error('Weighted needs a positive total weight');
  }

  static of<T>(entries: ReadonlyArray<readonly [T, number]>): Weighted<T> {
    return new Weighted(entries.map(([item]) => item), entries.map(([, w]) => w));
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}

/** `count` distinct items, earlier items likelier (weight 1 / (1 + decay * index)). */
export function pickDistinct<T>(rng: Rng, items: readonly T[], count: number, decay = 0.3): T[] {
  const pool = items.map((item, i) => ({ item, w: 1 / (1 + decay * i) }));
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const total = pool.reduce((s, p) => s + p.w, 0);
    let x = rng.next() * total;
    let index = 0;
    for (; index < pool.length - 1; index++) {
      x -= pool[index]!.w;
      if (x < 0) break;
    }
    out.push(pool[index]!.item);
    pool.splice(index, 1);
  }
  return out;
}
