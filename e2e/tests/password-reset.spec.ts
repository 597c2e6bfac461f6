import { expect, test } from '@playwright/test';
import { SMTP_PORT } from '../support/ports.ts';
import { Mailbox } from '../support/mailbox.ts';
import { DEMO_PASSWORD, PROJECTS, signIn } from '../support/session.ts';

const mailbox = new Mailbox(SMTP_PORT);
test.beforeAll(() => mailbox.start());
test.afterAll(() => mailbox.stop());

test('a user resets a forgotten password from the e-mailed link and is signed in', async ({
  page,
}) => {
  const email = 'viewer@siteline.example';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-request/);
  // The address changes before the page's code has arrived: until the page shows, the sign-in
  // form (which has an Email field too) is still on screen.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that e-mail address, a link to reset the password has been sent.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });

  const mail = await mailbox.waitFor(email);
  const link = /http:\/\/localhost:\d+\/reset\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('fresh-viewer-password');
  await page.getByLabel('Confirm new password').fill('fresh-viewer-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/project$/, { timeout: 10_000 });
  await expect(page.getByText(PROJECTS.newYork)).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();

  // And the new password is the one that works.
  await page.goto('/login');
  await signIn(page, email, 'fresh-viewer-password');
  await expect(page).toHaveURL(/\/project$/);

  // Back to the demo password from the profile, so later journeys sign the viewer in as usual.
  await page.getByText(PROJECTS.newYork).click();
  await page.waitForURL(/\/project\/\d+\/home$/);
  await page.goto(page.url().replace(/\/home$/, '/settings/profile'));
  await page.getByLabel('Current password').fill('fresh-viewer-password');
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
});
