import type { Page } from '@playwright/test';

/** Sums the page's layout shifts not caused by input (web vitals' CLS) into `window.shifts`. */
function install(buffered: boolean) {
  const shifts: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered });
  (window as unknown as { shifts: number[] }).shifts = shifts;
}

/**
 * Watches the page's layout shifts — from now on (`now`), or from the first paint of every
 * document the page loads next (`load`) — and answers a function that reads their sum.
 */
export async function watchShifts(
  page: Page,
  from: 'now' | 'load',
): Promise<() => Promise<number>> {
  if (from === 'load') await page.addInitScript(install, true);
  else await page.evaluate(install, false);
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
}
