import { expect, test } from '@playwright/test';
import { api, count, openNewYork, percent } from '../support/dashboards.ts';

/*
 * The dashboards over the real server and the seeded demo site (120 days of history and a
 * workforce plan). Past days are settled, so the home of a past day must show exactly what the
 * API answers; today moves with the live simulator and is only checked for shape.
 */

interface Dashboard {
  Date: string;
  Today: string;
  WorkforceDeviation: number | null;
  TciValue: number | null;
  TciValueCritical: number | null;
  HeadcountBreakdown: {
    WorkerHeadcount: number;
    UnassignedHeadcount: number;
    OwnerServicesHeadcount: number;
    DayShiftHeadcount: number;
    NightShiftHeadcount: number;
  };
}
interface SummaryContract {
  ContractId: number;
  DisplayName: string;
}
interface Breakout {
  Series: { Label: string }[];
}
interface BreakoutGroup {
  DivisionName: string | null;
  PlannedHoursInPeriod: number;
  PlannedHoursToDateInPeriod: number;
  ActualHoursToDateInPeriod: number;
  DeviationInPeriod: number | null;
}

test('the home of a past day shows what the server counted that day', async ({ page, request }) => {
  const projectId = await openNewYork(page);
  const today = await api<Dashboard>(request, `/api/v1/projects/${projectId}/dashboard`);
  await expect(page.getByTestId('home-date')).toHaveText(/^Today, /);
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  // The NY site has entrance and exit zones: today shows who is on site now.
  await expect(page.getByTestId('home-onsite-value')).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\/home\?date=\d{4}-\d{2}-\d{2}$/);
  const date = new URL(page.url()).searchParams.get('date') ?? '';
  expect(date < today.Today).toBe(true);
  const day = await api<Dashboard>(request, `/api/v1/projects/${projectId}/dashboard?date=${date}`);
  expect(day.Date).toBe(date);

  const [y, m, d] = date.split('-');
  await expect(page.getByTestId('home-date')).toHaveText(`${m}/${d}/${y}`);
  const breakdown = day.HeadcountBreakdown;
  await expect(page.getByTestId('home-headcount-value')).toHaveText(
    count(breakdown.WorkerHeadcount),
  );
  await expect(page.getByTestId('home-deviation-value')).toHaveText(
    percent(day.WorkforceDeviation, true),
  );
  await expect(page.getByTestId('home-tci-value')).toHaveText(percent(day.TciValue));
  await expect(page.getByTestId('home-tci-critical-value')).toHaveText(
    percent(day.TciValueCritical),
  );
  // On site "now" belongs to today only.
  await expect(page.getByTestId('home-onsite')).toHaveCount(0);

  await page.getByRole('button', { name: 'Headcount breakdown' }).hover();
  const tooltip = page.getByTestId('headcount-breakdown');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByText('Workers', { exact: true }).locator('..')).toContainText(
    count(breakdown.WorkerHeadcount),
  );
  await expect(tooltip.getByText('Day shift', { exact: true }).locator('..')).toContainText(
    count(breakdown.DayShiftHeadcount),
  );
  await expect(tooltip.getByText('Night shift', { exact: true }).locator('..')).toContainText(
    count(breakdown.NightShiftHeadcount),
  );

  // The address holds the day: a reload shows the same one.
  await page.reload();
  await expect(page.getByTestId('home-headcount-value')).toHaveText(
    count(breakdown.WorkerHeadcount),
  );
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the contracts summary filters and sorts, and keeps both in the address', async ({
  page,
  request,
}) => {
  const projectId = await openNewYork(page);
  await page.getByRole('navigation').getByText('Contracts').click();
  await expect(page).toHaveURL(/\/project\/\d+\/contracts-summary$/);
  await expect(page.getByRole('heading', { name: 'Contracts summary' })).toBeVisible();

  const names = () =>
    page.getByRole('table').getByRole('row').locator('td:first-child a').allTextContents();
  const expected = async (query: string) =>
    (
      await api<{ Contracts: SummaryContract[] }>(
        request,
        `/api/v1/projects/${projectId}/contracts-summary?${query}`,
      )
    ).Contracts.map((c) => c.DisplayName);

  // Default: started workforce trades in the default order, as the server sorts them.
  const trades = await expected('tradeFilter=TRADES&dateFilter=STARTED');
  expect(trades.length).toBeGreaterThan(3);
  await expect.poll(names).toEqual(trades);

  await page.getByRole('button', { name: 'Owner', exact: true }).click();
  await expect(page).toHaveURL(/tradeFilter=OWNER/);
  await expect.poll(names).toEqual(await expected('tradeFilter=OWNER&dateFilter=STARTED'));

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('combobox', { name: 'Contracts' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page).toHaveURL(/tradeFilter=ALL/);
  await expect(page).toHaveURL(/dateFilter=ALL/);
  await expect.poll(names).toEqual(await expected('tradeFilter=ALL&dateFilter=ALL'));

  // A header sorts ascending, then descending, then back to the default order.
  const plannedColumn = async () =>
    (
      await page.getByRole('table').getByRole('row').locator('td:nth-child(4)').allTextContents()
    ).map((text) => (text === '—' ? null : Number(text.replaceAll(',', ''))));
  await page.getByRole('button', { name: 'Planned hours to date' }).click();
  await expect(page).toHaveURL(/orderBy=PlannedHoursToDate/);
  const up = (await plannedColumn()).filter((v): v is number => v !== null);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Planned hours to date' }).click();
  await expect(page).toHaveURL(/reverse=true/);
  const down = (await plannedColumn()).filter((v): v is number => v !== null);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Planned hours to date' }).click();
  await expect(page).not.toHaveURL(/orderBy=/);
  await expect.poll(names).toEqual(await expected('tradeFilter=ALL&dateFilter=ALL'));

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a contract’s chart follows the period type and the range', async ({ page, request }) => {
  const projectId = await openNewYork(page);
  await page.goto(`/project/${projectId}/contracts-summary`);
  const first = page.getByRole('table').getByRole('row').nth(1).locator('td:first-child a');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/detail$/);
  await expect(page.getByTestId('breakout-title')).toHaveText(name);
  const contractId = Number(/\/contracts\/(\d+)\//.exec(page.url())?.[1]);

  const chart = page.getByTestId('period-chart');
  // The periods the server gives for the range the page shows.
  const series = async (rollupType: string) => {
    const text = await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).textContent();
    const [start, end] = (text ?? '').split(' to ').map((us) => {
      const [mm, dd, yyyy] = us.split('/');
      return `${yyyy}-${mm}-${dd}`;
    });
    return (
      await api<Breakout>(
        request,
        `/api/v1/projects/${projectId}/breakout-report?groupBy=Contractor&contractId=${contractId}&rollupType=${rollupType}&startDate=${start}&endDate=${end}`,
      )
    ).Series;
  };

  // Last 90 days, daily: one bar pair per day.
  await expect(chart).toHaveAttribute('data-period', 'Daily');
  await expect(chart).toHaveAttribute('data-points', String((await series('Daily')).length));

  await page.getByRole('button', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/rollupType=Weekly/);
  const weeks = await series('Weekly');
  await expect(chart).toHaveAttribute('data-period', 'Weekly');
  await expect(chart).toHaveAttribute('data-points', String(weeks.length));
  await expect(chart.getByText(weeks[0]!.Label).first()).toBeVisible();

  await page.getByRole('button', { name: 'Overall' }).click();
  await expect(page).toHaveURL(/rollupType=Overall/);
  await expect(chart).toHaveAttribute('data-points', '1');
  await expect(chart.getByText((await series('Overall'))[0]!.Label)).toBeVisible();

  // Another range starts again from its default rollup.
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect(page).toHaveURL(/range=last-month$/);
  await expect(chart).toHaveAttribute('data-period', 'Daily');
  await expect(chart).toHaveAttribute('data-points', String((await series('Daily')).length));

  // The legend's choice applies after 2 s.
  await page.getByRole('switch', { name: 'Planned hours' }).click();
  await expect(chart).toHaveAttribute('data-series', 'planned,actual');
  await expect(chart).toHaveAttribute('data-series', 'actual', { timeout: 5_000 });
});

test('a division’s detail is headed by the report’s own group, in one request', async ({
  page,
  request,
}) => {
  const projectId = await openNewYork(page);
  await page.goto(`/project/${projectId}/divisions-summary`);
  const first = page.getByRole('table').getByRole('row').nth(1).locator('td:first-child a');
  const name = (await first.textContent()) ?? '';
  const asked: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.includes('/divisions-summary') || path.includes('/breakout-report')) asked.push(path);
  });
  await first.click();
  await expect(page).toHaveURL(/\/divisions\/\d+\/detail$/);
  await expect(page.getByTestId('breakout-title')).toHaveText(name);
  const divisionId = Number(/\/divisions\/(\d+)\//.exec(page.url())?.[1]);

  // The headline is the report's group over the range the page shows.
  const text = await page.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/).textContent();
  const [start, end] = (text ?? '').split(' to ').map((us) => {
    const [mm, dd, yyyy] = us.split('/');
    return `${yyyy}-${mm}-${dd}`;
  });
  const report = await api<Breakout & { Group: BreakoutGroup }>(
    request,
    `/api/v1/projects/${projectId}/breakout-report?groupBy=Division&divisionId=${divisionId}&startDate=${start}&endDate=${end}`,
  );
  expect(report.Group.DivisionName).toBe(name);
  await expect(page.getByTestId('breakout-deviation-value')).toHaveText(
    percent(report.Group.DeviationInPeriod, true),
  );
  await expect(page.getByTestId('breakout-planned-value')).toHaveText(
    `${count(Math.round(report.Group.PlannedHoursToDateInPeriod))} h`,
  );
  // The detail asks for the breakout alone, not the divisions summary again.
  expect(asked.every((path) => path.endsWith('/breakout-report'))).toBe(true);
  expect(asked.length).toBeGreaterThan(0);
});
