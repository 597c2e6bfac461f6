import type { Page } from 'puppeteer-core';

/** `--name value` from the command line, or the fallback. */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** The server and the user the browser scripts sign in as (`--url`, `--user`, `--password`). */
export const target = {
  base: argument('url', 'http://127.0.0.1:3203'),
  user: argument('user', 'demo@siteline.example'),
  password: argument('password', 'siteline-demo'),
};

/**
 * Signs in through the sign-in form, as a user does, and answers the project's address
 * (`/project/{id}`): a project address without a usable id opens the remembered or first
 * project's home.
 */
export async function signInThroughForm(page: Page): Promise<string> {
  const { base, user, password } = target;
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[name=email]').fill(user);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction('location.pathname.startsWith("/project")', { timeout: 30_000 });
  await page.goto(`${base}/project/home`);
  await page.waitForFunction('/\\/project\\/\\d+\\/home/.test(location.pathname)', {
    timeout: 30_000,
  });
  return new URL(page.url()).pathname.replace(/\/home$/, '');
}
