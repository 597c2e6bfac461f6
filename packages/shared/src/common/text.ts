/** The default length of a truncated text (spec 000 §9: "Truncate default length 25 characters"). */
export const TRUNCATE_LENGTH = 25;
export const TRUNCATE_ELLIPSIS = '...';

/**
 * The text cut to `length` characters with "..." after it when it is longer; a text that fits is
 * returned as is. Counts code points, so an emoji is never cut in half.
 */
export function truncate(text: string, length: number = TRUNCATE_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return characters.slice(0, Math.max(0, length)).join('') + TRUNCATE_ELLIPSIS;
}

// Numbers inside names count as numbers (spec: zones are floors and levels), case and accents
// aside; one collator for every list and filter on both sides. Made on first use, not when the
// module loads: building it costs a phone ~30 ms, which would lengthen the loading of every
// screen's code (the web app makes it while the page waits for its data, lib/warm-intl.ts).
let natural: Intl.Collator | undefined;

/**
 * Natural order of names: "Level 2" before "Level 10", "level 3" beside "Level 3". Names equal
 * but for case or accents fall back to their code points, so the order is total and stable.
 */
export function naturalCompare(a: string, b: string): number {
  natural ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
