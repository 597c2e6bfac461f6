/**
 * Stateless hashing for the simulator. Every random choice is derived from what it is about
 * (project, worker, day, stay, read slot) rather than drawn from one long stream, so a live
 * window, a history day and a test all see the same reads for the same instant, whatever else
 * was generated before.
 */
const TWO_POW_32 = 4294967296;

/** A well-mixed 32-bit unsigned hash of up to four integers (murmur3-style finaliser). */
export function hash(a: number, b = 0, c = 0, d = 0): number {
  let h = 0x811c9dc5;
  for (const v of [a, b, c, d]) {
    h = Math.imul(h ^ (v | 0), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A hash as a float in [0, 1). */
export function unit(h: number): number {
  return h / TWO_POW_32;
}

/** FNV-1a of a string: trade names pick floor bands and the night crew by name, not by id. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Salts that keep the streams of different decisions about the same worker-day apart. */
export const SALT = {
  attendance: 1,
  shift: 2,
  deadBadge: 3,
  homeZone: 4,
  gate: 5,
  visitors: 6,
  outage: 7,
  pour: 8,
  lunchGate: 9,
  missedRead: 10,
  backlog: 11,
} as const;
