import { expect, test } from '@playwright/test';
import { api, count, openNewYork, percent } from '../support/dashboards.ts';

/*
 * The dashboards' figures agree with themselves: what a card shows beside a deviation is what
 * the deviation compares. Worked out here from the API's exact hours.
 */

interface BreakoutGroup {
  PlannedHoursInPeriod: number;
  PlannedHoursToDateInPeriod: number;
  ActualHoursToDateInPeriod: number;
  DeviationInPeriod: number | null;
}

/** Reads "1,234 h" back as 1234. */
const hoursOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('the breakout’s cards reconcile: the hours beside the deviation give the deviation', async ({
  page,
  request,
}) => {
  const projectId = await openNewYork(page);
  await page.goto(`/project/${projectId}/contracts-summary`);
  // A demo contract: the contracts journey may have added its own (with a plan of a few days).
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNotText: /Journey Formwork/ })
    .nth(1)
    .locator('td:first-child a')
    .click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail/);
  const contractId = Number(/\/contracts\/(\d+)\//.exec(page.url())?.[1]);

  const rangeOf = async () => {
    const text = await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).textContent();
    return (text ?? '').split(' to ').map((us) => {
      const [mm, dd, yyyy] = us.split('/');
      return `${yyyy}-${mm}-${dd}`;
    });
  };
  // Between midnight and the workday boundary the page first asks for the site's calendar day,
  // then follows the server's today (the timesheet date): read the range once the page has
  // settled, i.e. when what it shows is what the server answers for the range it shows.
  let report = { Group: {} as BreakoutGroup, Today: '' };
  let planned = 0;
  let actual = 0;
  await expect(async () => {
    const [start, end] = await rangeOf();
    report = await api<{ Group: BreakoutGroup; Today: string }>(
      request,
      `/api/v1/projects/${projectId}/breakout-report?groupBy=Contractor&contractId=${contractId}&startDate=${start}&endDate=${end}`,
    );
    planned = hoursOf(await page.getByTestId('breakout-planned-value').textContent());
    actual = hoursOf(await page.getByTestId('breakout-actual-value').textContent());
    expect(planned).toBe(Math.round(report.Group.PlannedHoursToDateInPeriod));
    expect(actual).toBe(Math.round(report.Group.ActualHoursToDateInPeriod));
  }).toPass({ timeout: 15_000 });
  // Worked out here from the answer's exact hours (hundredths), not taken from it.
  const hundredths = (h: number) => Math.round(h * 100);
  const exact =
    ((hundredths(report.Group.ActualHoursToDateInPeriod) -
      hundredths(report.Group.PlannedHoursToDateInPeriod)) /
      hundredths(report.Group.PlannedHoursToDateInPeriod)) *
    100;
  await expect(page.getByTestId('breakout-deviation-value')).toHaveText(
    percent(Math.round(exact * 10) / 10, true),
  );
  // The cards' own whole hours give the same deviation, to the rounding of whole hours.
  const shown = Number(
    ((await page.getByTestId('breakout-deviation-value').textContent()) ?? '')
      .replace('\u2212', '-')
      .replace(/[%+]/g, ''),
  );
  expect(Math.abs(((actual - planned) / planned) * 100 - shown)).toBeLessThanOrEqual(0.1);

  // The current week: with no day of it before today there is nothing to compare yet; it never
  // reads "No plan" beside the week's planned hours.
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Current week' }).click();
  const [weekStart, weekEnd] = await rangeOf();
  const week = await api<{ Group: BreakoutGroup }>(
    request,
    `/api/v1/projects/${projectId}/breakout-report?groupBy=Contractor&contractId=${contractId}&startDate=${weekStart}&endDate=${weekEnd}`,
  );
  const card = page.getByTestId('breakout-deviation');
  await expect(page.getByTestId('breakout-planned-value')).toHaveText(
    `${count(Math.round(week.Group.PlannedHoursToDateInPeriod))} h`,
  );
  expect(week.Group.PlannedHoursInPeriod).toBeGreaterThan(0);
  await expect(card).not.toContainText('No plan');
  if (week.Group.PlannedHoursToDateInPeriod === 0) {
    await expect(card).toContainText('Nothing to compare yet');
  } else {
    await expect(page.getByTestId('breakout-deviation-value')).toHaveText(
      percent(week.Group.DeviationInPeriod, true),
    );
  }
});

test('on a past day, the home’s access-control card speaks of that day and opens its reads', async ({
  page,
}) => {
  const projectId = await openNewYork(page);
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  const date = /[?&]date=(\d{4})-(\d{2})-(\d{2})/.exec(page.url())!;
  const [, yyyy, mm, dd] = date;
  const card = page.getByRole('link', { name: /^Access control Every badge read/ });
  await expect(card).toContainText(`Every badge read on ${mm}/${dd}/${yyyy}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/access-control\\?`));
  const url = new URL(page.url());
  expect(url.searchParams.get('start')).toBe(`${yyyy}-${mm}-${dd}T00:00`);
  expect(url.searchParams.get('end')).toBe(`${yyyy}-${mm}-${dd}T23:59`);
});

test('a card’s figure stays whole on one line inside its card, at every width', async ({
  page,
}) => {
  const projectId = await openNewYork(page);
  await page.goto(`/project/${projectId}/divisions-summary`);
  const division = await page
    .getByRole('table')
    .getByRole('row')
    .nth(1)
    .locator('td:first-child a')
    .getAttribute('href');
  const pages = [
    `/project/${projectId}/home`,
    `/project/${projectId}/contracts-summary`,
    // A division's hours run to five digits: in a row of six cards they must shrink to fit.
    `${division}`,
  ];
  let shrunk = 0;
  for (const width of [360, 620, 900, 1200, 1366]) {
    await page.setViewportSize({ width, height: 850 });
    for (const path of pages) {
      await page.goto(path);
      const figures = page.locator('[data-testid$="-value"]');
      await expect(figures.first()).toBeVisible();
      // Measured after the browser has laid the page out and fitted each figure.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      const measured = await figures.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.parentElement;
          const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
          const { width: wide, height: high } = element.getBoundingClientRect();
          return {
            text: element.textContent,
            fits: box !== null && wide <= box.clientWidth + 0.5 && high <= lineHeight * 1.5,
            shrunk: Number(getComputedStyle(element).getPropertyValue('--fit-scale') || 1) < 1,
          };
        }),
      );
      expect(
        measured.filter((figure) => !figure.fits).map((figure) => figure.text),
        `${path} at ${width} px`,
      ).toEqual([]);
      shrunk += measured.filter((figure) => figure.shrunk).length;
    }
  }
  // Some figure did need to shrink (else this would not have tested the fitting at all).
  expect(shrunk).toBeGreaterThan(0);
});
