import { expect, test } from '@playwright/test';
import { SETUP_SMTP_PORT } from '../support/ports.ts';
import { Mailbox } from '../support/mailbox.ts';
import { signIn, signOut } from '../support/session.ts';
import { sendReads } from '../support/gateway.ts';
import { addBadgedWorker, SETUP_ADMIN } from '../support/setup-site.ts';
import { siteDate } from '../support/site-time.ts';

/**
 * The set-up issue's "done when": on a new installation (SEED_DEMO=false, the first user made by
 * create-admin only; the "setup" project of playwright.config.ts) the admin sets a site up from
 * nothing through the screens, invites a manager by a real e-mail, and the manager sees a
 * gateway's reads as headcount on the home against the plan.
 */
const mailbox = new Mailbox(SETUP_SMTP_PORT);
test.beforeAll(() => mailbox.start());
test.afterAll(() => mailbox.stop());

/** The new site's today as the server counts it (UTC+0, the form's workday boundary at 03:00). */
const today = () => siteDate({ timeZoneId: 'Atlantic/Reykjavik', boundaryHour: 3 });

test('a new admin sets up a site from an empty database and the invited manager sees its headcount against the plan', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(30_000);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const title = 'Harbor Point Depot';
  const company = 'Tidewater Formwork';
  const subCompany = 'Keel Rebar Crew';
  const prime = `${company} - Formwork`;
  const managerEmail = 'lena.march@setup.example';
  const serials = ['EYG-SETUP-0001', 'EYG-SETUP-0002'] as const;

  // The admin: nothing but the button to make a project.
  await page.goto('/login');
  await signIn(page, SETUP_ADMIN.email, SETUP_ADMIN.password);
  await expect(page).toHaveURL(/\/project$/);
  await page.getByRole('button', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/project\/new$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: /Account/ }).click();
  await page.getByRole('option', { name: 'New account…' }).click();
  await page.getByRole('textbox', { name: 'New account name' }).fill('Harbor Holdings');
  // UTC+0 all year, found by its country; the start date the form offers follows the chosen zone
  // and boundary, so it is the site's today (before 03:00 UTC still yesterday) whatever the hour.
  await page.getByRole('combobox', { name: /Time zone/ }).fill('Iceland');
  await page.getByRole('option', { name: 'Atlantic/Reykjavik' }).click();
  await expect(page.getByLabel('Start date')).toHaveValue(today());
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`${title} has been created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  const projectId = Number(/\/project\/(\d+)\//.exec(page.url())?.[1]);
  expect(projectId).toBeGreaterThan(0);

  // Zones: a new project has none; the site at the top, an entrance under it.
  await menu.getByText('Zones').click();
  await expect(page).toHaveURL(/\/zones$/);
  await page.getByRole('button', { name: 'Add zone' }).click();
  const siteForm = page.getByRole('dialog', { name: 'Add zone' });
  await siteForm.getByLabel('Zone name').fill('Site');
  await siteForm.getByRole('combobox', { name: 'Parent zone' }).click();
  await page.getByRole('option', { name: 'None (a top-level zone)' }).click();
  await siteForm.getByRole('button', { name: 'Add zone' }).click();
  // The tree stays: the next zone is one click away.
  await expect(page.getByText('Zone Site added')).toBeVisible();
  await page.getByRole('button', { name: 'Add another' }).click();
  const zoneForm = page.getByRole('dialog', { name: 'Add zone' });
  await zoneForm.getByLabel('Zone name').fill('Main Gate');
  await zoneForm.getByRole('combobox', { name: 'Parent zone' }).click();
  await page.getByRole('option', { name: 'Site', exact: true }).click();
  await zoneForm.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText('Zone Main Gate added')).toBeVisible();
  await page.getByRole('button', { name: 'Open its access rules' }).click();
  await expect(page).toHaveURL(/\/zones\/\d+\/access$/);
  await expect(page.getByRole('heading', { name: 'Main Gate' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign as site entrance' }).click();
  await page
    .getByRole('dialog', { name: 'Assign site entrance' })
    .getByRole('button', { name: 'Assign' })
    .click();
  await expect(page.getByText('Zone entrance assigned')).toBeVisible();

  // Hardware: two readers, the first placed at the entrance, and a gateway key.
  await menu.getByText('Hardware').click();
  await expect(page).toHaveURL(/\/hardware$/);
  await page.getByRole('button', { name: 'Register readers' }).click();
  const register = page.getByRole('dialog', { name: 'Register readers' });
  await register.getByRole('combobox', { name: 'Hardware model' }).click();
  await page.getByRole('option').first().click();
  await register.getByRole('textbox', { name: 'Serial numbers' }).fill(serials.join('\n'));
  await register.getByRole('button', { name: 'Register 2 readers' }).click();
  await expect(page.getByText('2 readers registered.')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: serials[1] })).toBeVisible();
  await table.getByRole('button', { name: serials[0] }).click();
  const reader = page.getByRole('dialog', { name: `Reader ${serials[0]}` });
  await reader.getByRole('combobox', { name: 'Zone', exact: true }).click();
  await page.getByRole('option', { name: 'Main Gate' }).click();
  await reader.getByLabel('Location name').fill('Main Gate turnstile');
  await reader.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Reader ${serials[0]} saved successully!`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(serials[0]) })).toContainText(
    'Main Gate turnstile',
  );

  await page.getByRole('button', { name: 'Gateway keys' }).click();
  const keys = page.getByRole('dialog', { name: 'Gateway keys' });
  await keys.getByLabel('Name').fill('Depot gateway');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const keyField = keys.getByLabel('Key', { exact: true });
  await expect(keyField).toHaveValue(/^slg_/);
  const key = await keyField.inputValue();
  await keys.getByRole('button', { name: 'Done' }).click();
  await keys.getByRole('button', { name: 'Close' }).last().click();
  await expect(keys).toBeHidden();

  // Contracts: a prime with a new company, a sub under it with another new company.
  await menu.getByText('Contract management').click();
  await expect(page).toHaveURL(/\/contract-management\/contracts$/);
  await page.getByRole('link', { name: 'Add contract' }).click();
  await page.getByRole('button', { name: 'Add a new company' }).click();
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByTestId('chosen-company')).toContainText(company);
  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: '03 · Concrete' }).click();
  await page.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option', { name: 'Formwork', exact: true }).click();
  await page.getByRole('button', { name: 'Add prime contract' }).click();
  await expect(page.getByText('The prime contract has been added.')).toBeVisible();
  await expect(page.getByText(prime, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Add contract' }).click();
  await page.getByRole('button', { name: 'Sub contract' }).click();
  await page.getByRole('combobox', { name: 'Under the prime contract' }).click();
  await page.getByRole('option', { name: prime }).click();
  await page.getByRole('button', { name: 'Add a new company' }).click();
  await page.getByLabel('Company name').fill(subCompany);
  await page.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByTestId('chosen-company')).toContainText(subCompany);
  await page.getByRole('combobox', { name: 'Trade' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add sub contract' }).click();
  await expect(page.getByText('The sub contract has been added.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${subCompany} - `)).first()).toBeVisible();

  // The plan: ten heads on the prime today.
  await menu.getByText('Workforce plan').click();
  await expect(page.getByRole('heading', { name: 'Workforce plan' })).toBeVisible();
  await page.getByTestId('plan-file').setInputFiles({
    name: 'plan.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Contract ID,Contract,Date,Planned Headcount,Planned Hours',
        `,${prime},${today()},10,80`,
      ].join('\n'),
    ),
  });
  await expect(page.getByText(/^Plan loaded: 1 contract, 1 day from /)).toBeVisible();

  // A manager, invited by e-mail.
  await menu.getByText('User management').click();
  await expect(page).toHaveURL(/\/user-management\/users$/);
  await page.getByRole('link', { name: 'Add User' }).click();
  // The list stays up until the page's code has loaded, and its grid has a "Filter Email" box:
  // twice in CI the address went there. Wait for the page, then take its own field.
  await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await emailField.fill(managerEmail);
  await expect(emailField).toHaveValue(managerEmail);
  // The search's answer, awaited by itself: a lost click, a refused request and a slow answer
  // each fail here in their own words (once in CI the notice did not come, with no server error).
  const searched = page.waitForResponse((response) => response.url().includes('/users/search?'));
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await searched).status()).toBe(200);
  await expect(page.getByText(`No one uses ${managerEmail} yet`, { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Last name' }).fill('March');
  await page.getByRole('checkbox', { name: /Manager \(100\)/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been e-mailed to ${managerEmail}.`)).toBeVisible();
  await signOut(page);

  // The site's first worker: no worker registration screen nor API exists yet, so the badged
  // worker is written with SQL (the rows a registration would write).
  await addBadgedWorker(projectId, company, {
    firstName: 'Tomas',
    lastName: 'Reyes',
    tag: 'SETUP-TAG-0001',
  });
  // The gateway reads the badge at the entrance.
  await sendReads(request, key, [{ serial: serials[0], port: 1, tag: 'SETUP-TAG-0001' }]);

  // The manager sets a password from the e-mail and sees the day's headcount against the plan.
  const mail = await mailbox.waitFor(managerEmail);
  expect(mail.text).toContain(title);
  const link = /http:\/\/localhost:\d+\/reset\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('lena-first-password');
  await page.getByLabel('Confirm new password').fill('lena-first-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/project(\/\d+\/home)?$/, { timeout: 10_000 });
  if (!/\/home$/.test(page.url())) await page.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/home$`));
  const headcount = page.getByTestId('home-headcount');
  await expect(page.getByTestId('home-headcount-value')).toHaveText('1', { timeout: 30_000 });
  await expect(headcount).toContainText('10');
});
