import { expect, test } from '@playwright/test';
import { PROJECTS, signedIn } from '../support/session.ts';
import { DEMO_CLOCK, siteDate } from '../support/site-time.ts';

/** A day before the site's today (the plan counts "to date" through yesterday). */
const daysAgo = (days: number) => siteDate(DEMO_CLOCK, -days);

test('a manager adds a prime with a new company and a sub, uploads a plan and sees it on the contracts summary', async ({
  page,
}) => {
  // A long journey (two contracts, a company, two uploads, a summary) on a busy live site.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const company = `Journey Formwork ${stamp}`;
  const prime = `${company} - Formwork`;

  await signedIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('Contract management').click();
  await expect(page).toHaveURL(/\/contract-management\/contracts$/);
  await expect(page.getByRole('heading', { name: 'Contract management' })).toBeVisible();

  // A prime with a company that does not exist yet.
  await page.getByRole('link', { name: 'Add contract' }).click();
  await expect(page).toHaveURL(/\/contract-management\/contract\/add$/);
  await page.getByRole('button', { name: 'Add a new company' }).click();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Web address').fill('https://journey-formwork.example');
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByTestId('chosen-company')).toContainText(company);
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: '03 · Concrete' }).click();
  await page.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option', { name: 'Formwork', exact: true }).click();
  await page.getByLabel('Contract value').fill('2500000');
  await page.getByRole('button', { name: 'Add prime contract' }).click();

  // The list shows the success once and clears it from the address.
  await expect(page.getByText('The prime contract has been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-management\/contracts$/);
  await expect(page.getByText(prime, { exact: true })).toBeVisible();

  // A sub under it, with a company that already works on the project: the warning shows.
  await page.getByRole('link', { name: 'Add contract' }).click();
  await page.getByRole('button', { name: 'Sub contract' }).click();
  await page.getByRole('combobox', { name: 'Under the prime contract' }).click();
  await page.getByRole('option', { name: prime }).click();
  await page.getByRole('combobox', { name: 'Company' }).fill('Pinnacle');
  await page.getByRole('option', { name: 'Pinnacle Concrete Pumping' }).click();
  await expect(
    page.getByText('Pinnacle Concrete Pumping already has a contract on this project.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option', { name: 'Concrete Pumping', exact: true }).click();
  await page.getByRole('button', { name: 'Add sub contract' }).click();
  await expect(page.getByText('The sub contract has been added.')).toBeVisible();
  const primeCard = page.getByRole('region', { name: '03 · Concrete' });
  await expect(
    primeCard.getByText('Pinnacle Concrete Pumping - Concrete Pumping').last(),
  ).toBeVisible();

  // The plan: a CSV naming the prime, two days before today.
  await page.getByRole('navigation').getByText('Workforce plan').click();
  await expect(page.getByRole('heading', { name: 'Workforce plan' })).toBeVisible();
  const csv = [
    'Contract ID,Contract,Date,Planned Headcount,Planned Hours',
    `,${prime},${daysAgo(2)},10,80`,
    `,${prime},${daysAgo(1)},10,80`,
  ].join('\n');
  await page.getByTestId('plan-file').setInputFiles({
    name: 'plan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText(/^Plan loaded: 1 contract, 2 days from /)).toBeVisible();

  // A bad file is refused with its rows, and changes nothing.
  await page.getByTestId('plan-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Contract ID,Contract,Date,Planned Headcount,Planned Hours\n,${prime},${daysAgo(1)},1,99`,
    ),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'There was an error processing the file.' }),
  ).toBeVisible();
  await expect(
    page.getByText('The planned hours cannot be more than 24 per planned head.'),
  ).toBeVisible();

  await page.getByRole('navigation').getByText('Contracts', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contracts summary' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(prime) });
  await expect(row).toContainText('160');
});
