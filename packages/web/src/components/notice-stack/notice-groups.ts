/** spec 002 §9: "Alert rows are grouped in 6". */
export const NOTICE_GROUP_SIZE = 6;

/**
 * The group on screen and how many wait behind it: the oldest notices show first, a waiting one
 * moves up as an earlier one is dismissed or expires.
 */
export function groupNotices<T>(
  notices: readonly T[],
  size: number = NOTICE_GROUP_SIZE,
): { shown: readonly T[]; waiting: number } {
  const shown = notices.slice(0, size);
  return { shown, waiting: notices.length - shown.length };
}
