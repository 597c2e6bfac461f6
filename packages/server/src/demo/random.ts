/**
 * A tiny seeded PRNG (mulberry32) so the demo dataset is the same on every start: screenshots,
 * e2e journeys and support scripts can rely on "the third electrician" being the same person.
 * Math.random would make every fresh database different.
 */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight; `weightOf` must be positive for at least one item. */
  weighted: <T>(items: readonly T[], weightOf: (item: T) => number) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  hex: (digits: number) => string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weightOf(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    hex: (digits) =>
      Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16))
        .join('')
        .toUpperCase(),
  };
}

/** A value from `make` not yet in `used` (and now recorded there). */
export function uniqueValue(used: Set<string>, make: () => string): string {
  for (let tries = 0; tries < 1000; tries++) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
  throw new Error('demo seed: ran out of unique values');
}
