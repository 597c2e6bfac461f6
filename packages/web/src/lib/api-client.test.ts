// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TokenResponse } from '@siteline/shared';
import { jsonResponse, stubFetch } from '../test/render.tsx';
import { apiFetch, apiJson } from './api-client.ts';
import { ApiError } from './api-error.ts';
import {
  getSession,
  onSignOut,
  setSession,
  type Session,
  type SignOutEvent,
} from './auth-store.ts';

const OkSchema = z.object({ ok: z.boolean() });

function session(overrides: Partial<Session> = {}): Session {
  return {
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    jwt: 'jwt',
    expiresAt: Date.now() + 30 * 60_000,
    userId: 7,
    userName: 'Pat Foreman',
    permissions: [{ ProjectId: 1, Permissions: [] }],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: true,
    ...overrides,
  };
}

function tokenResponse(access: string): TokenResponse {
  return {
    access_token: access,
    refresh_token: `${access}-refresh`,
    jwt: 'jwt2',
    token_type: 'bearer',
    expires_in: 1800,
    userId: 7,
    userName: 'Pat Foreman',
    permissions: '[{"ProjectId":1,"Permissions":["ManageAlerts"]}]',
    isDemoUser: false,
    isProviderEmployee: false,
    isVisibilityOnlyUser: false,
  };
}

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('api client', () => {
  let signOuts: SignOutEvent[];
  let stopListening: () => void;

  beforeEach(() => {
    signOuts = [];
    stopListening = onSignOut((event) => signOuts.push(event));
  });
  afterEach(() => stopListening());

  it('sends the bearer token and the Demo header of the session', async () => {
    setSession(session());
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));

    await expect(apiJson('/api/v1/thing', OkSchema)).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(headerOf(init, 'Authorization')).toBe('Bearer old-access');
    expect(headerOf(init, 'Demo')).toBe('true');
  });

  it('sends the second API (/api/v2) the jwt and the first the access token', async () => {
    setSession(session());
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    await apiJson('/api/v2/projects/1/readers', OkSchema);
    await apiJson('/api/v1/projects/1', OkSchema);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(headerOf(calls[0]?.[1], 'Authorization')).toBe('Bearer jwt');
    expect(headerOf(calls[1]?.[1], 'Authorization')).toBe('Bearer old-access');
  });

  it('retries a /api/v2 call refused 401 with the refreshed jwt', async () => {
    setSession(session());
    const seen: string[] = [];
    stubFetch((url, init) => {
      if (url === '/oauth/token') return jsonResponse(tokenResponse('new-access'));
      const auth = headerOf(init, 'Authorization') ?? '';
      seen.push(auth);
      return auth === 'Bearer jwt2' ? jsonResponse({ ok: true }) : jsonResponse({}, 401);
    });
    await expect(apiJson('/api/v2/project_zones/list', OkSchema)).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer jwt', 'Bearer jwt2']);
    expect(signOuts).toEqual([]);
  });

  it('answers two concurrent 401s with exactly one refresh, then retries both', async () => {
    setSession(session());
    const calls: string[] = [];
    stubFetch(async (url, init) => {
      if (url === '/oauth/token') {
        calls.push(`token:${init?.body as string}`);
        await delay(10);
        return jsonResponse(tokenResponse('new-access'));
      }
      const auth = headerOf(init, 'Authorization');
      calls.push(`${url}:${auth}`);
      return auth === 'Bearer new-access' ? jsonResponse({ ok: true }) : jsonResponse({}, 401);
    });

    const results = await Promise.all([
      apiJson('/api/v1/a', OkSchema),
      apiJson('/api/v1/b', OkSchema),
    ]);

    expect(results).toEqual([{ ok: true }, { ok: true }]);
    const tokenCalls = calls.filter((call) => call.startsWith('token:'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toContain('grant_type=refresh_token');
    expect(tokenCalls[0]).toContain('refresh_token=old-refresh');
    expect(tokenCalls[0]).toContain('client_id=siteline-web');
    expect(calls.filter((call) => call.endsWith('Bearer old-access')).sort()).toEqual([
      '/api/v1/a:Bearer old-access',
      '/api/v1/b:Bearer old-access',
    ]);
    expect(calls.filter((call) => call.endsWith('Bearer new-access')).sort()).toEqual([
      '/api/v1/a:Bearer new-access',
      '/api/v1/b:Bearer new-access',
    ]);
    expect(getSession()?.accessToken).toBe('new-access');
    // A refresh keeps the demo mode the user chose and takes the new permissions.
    expect(getSession()?.demoMode).toBe(true);
    expect(getSession()?.permissions).toEqual([{ ProjectId: 1, Permissions: ['ManageAlerts'] }]);
    expect(signOuts).toEqual([]);
  });

  it('makes a request that starts during a refresh wait for it instead of earning a 401', async () => {
    setSession(session());
    const seen: string[] = [];
    stubFetch(async (url, init) => {
      if (url === '/oauth/token') {
        await delay(20);
        return jsonResponse(tokenResponse('new-access'));
      }
      const auth = headerOf(init, 'Authorization') ?? '';
      seen.push(`${url}:${auth}`);
      return auth === 'Bearer new-access' ? jsonResponse({ ok: true }) : jsonResponse({}, 401);
    });

    const first = apiJson('/api/v1/a', OkSchema);
    await delay(5);
    const second = apiJson('/api/v1/b', OkSchema);
    await Promise.all([first, second]);

    // b never went out with the old token.
    expect(seen.sort()).toEqual([
      '/api/v1/a:Bearer new-access',
      '/api/v1/a:Bearer old-access',
      '/api/v1/b:Bearer new-access',
    ]);
  });

  it('signs out when the refresh fails', async () => {
    setSession(session());
    stubFetch((url: string) =>
      url === '/oauth/token'
        ? jsonResponse({ error: 'invalid_grant', error_description: 'expired' }, 400)
        : jsonResponse({}, 401),
    );

    const error: unknown = await apiFetch('/api/v1/a').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getSession()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(signOuts.map((event) => event.reason)).toEqual(['expired']);
  });

  it('keeps the session when the refresh finds no network or a server restarting', async () => {
    setSession(session({ expiresAt: Date.now() - 1 }));
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline: unknown = await apiFetch('/api/v1/a').catch((caught: unknown) => caught);
    expect(offline).toBeInstanceOf(TypeError);
    stubFetch((url: string) =>
      url === '/oauth/token' ? jsonResponse({}, 503) : jsonResponse({ ok: true }),
    );
    await apiFetch('/api/v1/a').catch(() => undefined);
    expect(getSession()?.refreshToken).toBe('old-refresh');
    expect(signOuts).toEqual([]);
  });

  it('signs out on a 403', async () => {
    setSession(session());
    stubFetch(() => jsonResponse({ errors: [{ errorMessage: 'nope' }] }, 403));

    const error: unknown = await apiFetch('/api/v1/projects/9').catch((caught: unknown) => caught);

    expect((error as ApiError).status).toBe(403);
    expect(getSession()).toBeNull();
    expect(signOuts.map((event) => event.reason)).toEqual(['forbidden']);
    expect(signOuts[0]?.session.refreshToken).toBe('old-refresh');
  });

  it('refreshes first when the access token has expired', async () => {
    setSession(session({ expiresAt: Date.now() - 1 }));
    const urls: string[] = [];
    stubFetch((url: string) => {
      urls.push(url);
      return url === '/oauth/token'
        ? jsonResponse(tokenResponse('fresh'))
        : jsonResponse({ ok: true });
    });

    await apiJson('/api/v1/a', OkSchema);
    expect(urls).toEqual(['/oauth/token', '/api/v1/a']);
  });

  it('sends nothing for a signed-in call without a session', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }));
    const error = (await apiFetch('/api/v1/projects').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('normalises error answers: the error list and the Message header', async () => {
    stubFetch(() =>
      jsonResponse({ errors: [{ errorMessage: 'One.' }, { errorMessage: 'Two.' }] }, 400, {
        Message: 'Header text',
      }),
    );

    const error = (await apiFetch('/api/v1/Auth/ResetPassword/k', {
      method: 'PUT',
      auth: 'none',
      body: {},
    }).catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['One.', 'Two.']);
    expect(error.headerMessage).toBe('Header text');
    expect(signOuts).toEqual([]);
  });
});
