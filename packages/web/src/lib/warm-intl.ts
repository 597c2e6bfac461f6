import { naturalCompare } from '@siteline/shared';
import { formatCount, formatHours } from './numbers.ts';
import { wallClockIn } from './zone-clock.ts';

/**
 * Readies the browser's date and number formatting while the page waits for its data. The first
 * Intl.DateTimeFormat with a time zone loads the zone database (~15 ms on a laptop, four times
 * that on a phone) and the first Intl.NumberFormat its locale's data; done inside the first draw
 * of a dashboard, that time lengthens the task the user waits on. Done in a task of its own
 * while the requests are in flight, it costs nothing the user sees, and the real formats are then
 * quick: any zone warms them all. Not an idle callback: a loading page may see no idle time
 * before its data arrives, and the warming would come after the draw it was meant to spare.
 */
export function warmIntl(): () => void {
  const warm = () => {
    wallClockIn('UTC');
    formatCount(0);
    formatHours(0);
  };
  // The lists' natural order (zones, contracts) in a task of its own: each part alone stays
  // short.
  const ids = [setTimeout(warm, 0), setTimeout(() => naturalCompare('a', 'b'), 0)];
  return () => ids.forEach(clearTimeout);
}
