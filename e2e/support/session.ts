import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'siteline-demo';
export const PROJECTS = {
  newYork: 'Hudson Yards Tower B',
  losAngeles: 'Mission Hills Medical Center',
  demo: 'Riverside Logistics Hub',
  lakewood: 'Lakewood Elementary Addition',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}
