// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setSession, signOut, type Session } from '../lib/auth-store.ts';
import { stubFetch } from '../test/render.tsx';
import type { AppRouter } from './router.tsx';
import { registerSessionHandlers } from './session-handlers.ts';

const SESSION: Session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  jwt: 'jwt',
  expiresAt: Date.now() + 60_000,
  userId: 1,
  userName: 'Sam',
  permissions: [],
  isDemoUser: false,
  isProviderEmployee: false,
  demoMode: false,
};

function setup() {
  const navigate = vi.fn(() => Promise.resolve());
  const router = { state: { location: { href: '/project/3/home' } }, navigate };
  const queryClient = new QueryClient();
  queryClient.setQueryData(['projects'], { Data: [], TotalCount: 0 });
  const stop = registerSessionHandlers(router as unknown as AppRouter, queryClient);
  return { navigate, queryClient, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session handlers', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('on sign-out revokes the refresh token, clears the cache and goes to login', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const ctx = setup();
    stop = ctx.stop;
    setSession(SESSION);

    signOut('user');
    await flush();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/Auth/SignOut');
    expect(JSON.parse(init?.body as string)).toEqual({ refresh_token: 'refresh' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer access');
    expect(ctx.navigate).toHaveBeenCalledWith({ to: '/login', search: {} });
    expect(ctx.queryClient.getQueryData(['projects'])).toBeUndefined();
  });

  it('after an expired session keeps the page to come back to', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const ctx = setup();
    stop = ctx.stop;
    setSession(SESSION);

    signOut('expired');
    await flush();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(ctx.navigate).toHaveBeenCalledWith({
      to: '/login',
      search: { redirect: '/project/3/home' },
    });
  });

  it('stays on a public page that signed the user out', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    const ctx = setup();
    stop = ctx.stop;
    setSession(SESSION);

    signOut('public-page');
    await flush();

    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.queryClient.getQueryData(['projects'])).toBeUndefined();
  });
});
