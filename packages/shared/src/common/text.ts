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
