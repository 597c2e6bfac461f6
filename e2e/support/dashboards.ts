import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PROJECTS, signedIn } from './session.ts';

// The web app's OAuth client (packages/shared WEB_CLIENT_ID).
const CLIENT_ID = 'siteline-web';
export const MANAGER = 'manager@siteline.example';

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      username: MANAGER,
      password: DEMO_PASSWORD,
      client_id: CLIENT_ID,
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const res = await request.get(path, {
    headers: { authorization: `Bearer ${access_token}`, demo: 'false' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The figures as the screens write them: 1,234 and +1.2% / −5.0% (true minus sign). */
export const count = (n: number) => n.toLocaleString('en-US');
export function percent(value: number | null, signed = false): string {
  if (value === null) return '—';
  const text = `${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  if (value < 0) return `\u2212${text}`;
  return signed && value > 0 ? `+${text}` : text;
}

export async function openNewYork(page: Page): Promise<number> {
  await signedIn(page, MANAGER);
  await page.getByText(PROJECTS.newYork).click();
  await expect(page).toHaveURL(/\/project\/\d+\/home$/);
  return Number(/\/project\/(\d+)\//.exec(page.url())?.[1]);
}
