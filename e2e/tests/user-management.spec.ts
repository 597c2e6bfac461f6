import { expect, test } from '@playwright/test';
import { SMTP_PORT } from '../support/ports.ts';
import { Mailbox } from '../support/mailbox.ts';
import { PROJECTS, signIn, signOut } from '../support/session.ts';

const mailbox = new Mailbox(SMTP_PORT);
test.beforeAll(() => mailbox.start());
test.afterAll(() => mailbox.stop());

test('a manager invites a new person, who sets a password from the e-mail and opens the project', async ({
  page,
}) => {
  const email = `nora.field.${Date.now()}@siteline.example`;
  await page.goto('/login');
  await signIn(page, 'manager@siteline.example');
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);

  await page.getByRole('navigation').getByText('User management').click();
  await expect(page).toHaveURL(/\/user-management\/users$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('Marcus Ortega')).toBeVisible();

  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/user-management\/new-user$/);
  // Not the list's "Filter Email" box, still up while the page's code loads.
  await expect(page.getByRole('heading', { name: 'Add user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`No one uses ${email} yet`, { exact: false })).toBeVisible();
  // A manager cannot make an admin.
  await expect(page.getByRole('checkbox', { name: /Admin \(200\)/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Field');
  await page.getByRole('checkbox', { name: 'Viewer (0)' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been e-mailed to ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/user-management\/users$/);
  await expect(page.getByText('Nora Field')).toBeVisible();
  // Listed as invited until she signs in.
  await expect(page.getByRole('row', { name: /Nora Field/ })).toContainText('Invited');
  await signOut(page);

  const mail = await mailbox.waitFor(email);
  expect(mail.text).toContain(PROJECTS.newYork);
  const link = /http:\/\/localhost:\d+\/reset\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('nora-first-password');
  await page.getByLabel('Confirm new password').fill('nora-first-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  // Greeted, not told of a reset, and taken straight into her project.
  await expect(page.getByText('Your password is set. Welcome to Siteline.')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/, { timeout: 10_000 });
  await expect(page.getByText(PROJECTS.newYork).first()).toBeVisible();

  // The viewer does not see user management, and signs in again with the new password.
  await signOut(page);
  await signIn(page, email, 'nora-first-password');
  await expect(page).toHaveURL(/\/project(\/\d+\/home)?$/);
  await expect(page.getByText(PROJECTS.newYork).first()).toBeVisible();
});
