import {
  MESSAGES,
  VISIBILITY_ONLY_ERROR,
  type TokenResponse,
  type WebVitalsSummary,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  nextAddress,
  signIn,
  tokensFor,
  type TestApp,
  refreshGrant,
} from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';
import { SIGN_IN_LIMITS } from './auth.throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function refresh(refreshToken: string) {
  return refreshGrant(t.app, refreshToken);
}

async function lastEmailTo(recipient: string) {
  return t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('outbox_message_id', 'desc')
    .executeTakeFirst();
}

function resetKeyFrom(text: string): string {
  const match = /\/reset\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('POST /oauth/token, password grant', () => {
  it('answers the token set with the user’s project permissions', async () => {
    const user = await createUser(t.db);
    const projectId = await createProject(t.db);
    await addMember(t.db, projectId, user.userId, ['ManageZones']);
    const res = await signIn(t.app, user.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(1800);
    expect(body.userId).toBe(user.userId);
    expect(body.access_token).not.toBe(body.jwt);
    expect(JSON.parse(body.permissions)).toEqual([
      { ProjectId: projectId, Permissions: ['ManageZones'] },
    ]);
    expect(body).toMatchObject({
      isDemoUser: false,
      isProviderEmployee: false,
      isVisibilityOnlyUser: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores the password as argon2id', async () => {
    const user = await createUser(t.db);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const user = await createUser(t.db);
    const wrong = await signIn(t.app, user.email, 'not-the-password');
    const unknown = await signIn(t.app, 'nobody@example.test', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_grant',
        error_description: MESSAGES.invalidCredentials,
      });
    }
  });

  it('refuses an unknown client and a malformed request', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.email,
        password: PASSWORD,
        client_id: 'other',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('invalid_client');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toBe('unsupported_grant_type');
  });

  it('refuses a visibility-only user with the pointer to the support article', async () => {
    const user = await createUser(t.db, { isVisibilityOnlyUser: true });
    const res = await signIn(t.app, user.email, PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'access_denied',
      error_description: VISIBILITY_ONLY_ERROR,
    });
    expect(res.json<{ error_uri: string }>().error_uri).toMatch(/^https:\/\//);
  });

  it('refuses a disabled user', async () => {
    const user = await createUser(t.db, { userStatusId: 2 });
    const res = await signIn(t.app, user.email, PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error_description: string }>().error_description).toBe(MESSAGES.userDisabled);
  });
});

describe('throttling', () => {
  it('stops one address guessing one account, with a clear message', async () => {
    const user = await createUser(t.db);
    const attacker = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await signIn(t.app, user.email, `guess-${i}`, attacker)).statusCode).toBe(400);
    }
    const blocked = await signIn(t.app, user.email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'slow_down',
      error_description: MESSAGES.tooManyAttempts,
    });
    // The real user, elsewhere, is not locked out.
    expect((await signIn(t.app, user.email, PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('stops one address guessing across many accounts', async () => {
    const attacker = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await signIn(t.app, `stuffed-${i}@example.test`, 'password1', attacker);
    }
    const user = await createUser(t.db);
    expect((await signIn(t.app, user.email, PASSWORD, attacker)).statusCode).toBe(429);
  });

  it('lets the user’s known address in while an account is under a distributed attack', async () => {
    const user = await createUser(t.db);
    const home = nextAddress();
    expect((await signIn(t.app, user.email, PASSWORD, home)).statusCode).toBe(200);
    await t.db
      .insertInto('auth_attempts')
      .values(
        Array.from({ length: SIGN_IN_LIMITS.perAccount }, (_, i) => ({
          kind: 'sign_in_failure' as const,
          account: user.email.toLowerCase(),
          address: `192.0.2.${i % 250}`,
        })),
      )
      .execute();
    expect((await signIn(t.app, user.email, PASSWORD, nextAddress())).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, PASSWORD, home)).statusCode).toBe(200);
  });
});

describe('refresh grant', () => {
  it('rotates the refresh token on every use', async () => {
    const user = await createUser(t.db);
    const first = await tokensFor(t.app, user.email, PASSWORD);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.userId).toBe(user.userId);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const user = await createUser(t.db);
    const first = await tokensFor(t.app, user.email, PASSWORD);
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'invalid_grant',
      error_description: MESSAGES.invalidRefreshToken,
    });
    // The legitimate-looking newest token of that family is dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('nonsense')).statusCode).toBe(400);
  });

  it('sign-out revokes the session', async () => {
    const user = await createUser(t.db);
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/SignOut',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  function requestReset(email: string, address = nextAddress()) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/Auth/ResetPassword?email=${encodeURIComponent(email)}`,
      remoteAddress: address,
    });
  }
  function reset(key: string, NewPassword: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/Auth/ResetPassword/${key}`,
      payload: { NewPassword },
    });
  }

  it('answers the same for known and unknown accounts, and mails only the known one', async () => {
    const user = await createUser(t.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.headers.message).toBe(MESSAGES.resetRequested);
    expect(unknown.headers.message).toBe(known.headers.message);
    expect(unknown.body).toBe(known.body);
    expect(await lastEmailTo('nobody-here@example.test')).toBeUndefined();
    const mail = await lastEmailTo(user.email);
    expect(mail?.body_text).toContain('http://localhost:3000/reset/');
  });

  it('sets the new password with a single-use key and ends every session', async () => {
    const user = await createUser(t.db);
    const before = await tokensFor(t.app, user.email, PASSWORD);
    await requestReset(user.email);
    const key = resetKeyFrom((await lastEmailTo(user.email))!.body_text);

    const res = await reset(key, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Email: user.email });
    expect((await signIn(t.app, user.email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, PASSWORD)).statusCode).toBe(400);
    expect((await refresh(before.refresh_token)).statusCode).toBe(400);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/CurrentUser',
      headers: bearer(before),
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(key, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.headers.message).toBe(MESSAGES.resetKeyInvalid);
  });

  it('refuses an expired key', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const key = resetKeyFrom((await lastEmailTo(user.email))!.body_text);
    await t.db
      .updateTable('password_reset_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    const res = await reset(key, 'a-brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.headers.message).toBe(MESSAGES.resetKeyInvalid);
  });

  it('refuses a too-short password in the Message header and keeps the key', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const key = resetKeyFrom((await lastEmailTo(user.email))!.body_text);
    const res = await reset(key, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.headers.message).toMatch(/at least 8 characters/);
    expect((await reset(key, 'long-enough-now')).statusCode).toBe(200);
  });

  it('throttles one address asking too often', async () => {
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await requestReset(`x${i}@example.test`, address)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('request access', () => {
  it('stores the request and e-mails support', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/RequestAccess',
      payload: {
        FirstName: 'Rosa',
        LastName: 'Diaz',
        Email: 'rosa@example.test',
        CompanyName: 'Diaz Drywall',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.message).toBe(MESSAGES.accessRequested);
    const mail = await lastEmailTo('support@siteline.example');
    expect(mail?.body_text).toContain('Diaz Drywall');
    const stored = await t.db
      .selectFrom('access_requests')
      .selectAll()
      .where('email', '=', 'rosa@example.test')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('refuses missing details with the Message header and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/RequestAccess',
      payload: { FirstName: 'Rosa', Email: 'bad' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.message).toContain('Last name is required.');
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
      'Email',
    );
    const stored = await t.db
      .selectFrom('access_requests')
      .selectAll()
      .where('first_name', '=', 'Rosa')
      .where('email', '=', 'bad')
      .execute();
    expect(stored).toHaveLength(0);
  });
});

describe('current user and password change', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/Auth/CurrentUser' })).statusCode,
    ).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/CurrentUser',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('changes the password, keeping this session and ending the others', async () => {
    const user = await createUser(t.db);
    const other = await tokensFor(t.app, user.email, PASSWORD);
    const mine = await tokensFor(t.app, user.email, PASSWORD);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Auth/ChangePassword',
      headers: bearer(mine),
      payload: { CurrentPassword: 'nope', NewPassword: 'a-whole-new-one' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ errorMessage: MESSAGES.currentPasswordWrong, field: 'CurrentPassword' }],
    });

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Auth/ChangePassword',
      headers: bearer(mine),
      payload: { CurrentPassword: PASSWORD, NewPassword: 'a-whole-new-one' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    const renewed = await refresh(mine.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/CurrentUser',
      headers: bearer(renewed.json<TokenResponse>()),
    });
    expect(me.json()).toMatchObject({ UserId: user.userId, Email: user.email });
  });
});

describe('POST /api/v1/logging', () => {
  it('takes a browser error without a token, and refuses a flood from one address', async () => {
    const report = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/logging',
        remoteAddress,
        payload: { message: 'TypeError: x is undefined', url: '/project/1/home' },
      });
    const address = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await report(address)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await report(nextAddress())).statusCode).toBe(204);
  });
});

describe('POST /api/v1/logging/vitals', () => {
  it("takes a sampled page load's web vitals by route, and refuses what is not one", async () => {
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/logging/vitals',
        remoteAddress: nextAddress(),
        payload,
      });
    const vitals = {
      route: '/project/$id/home',
      metrics: [
        { name: 'LCP', value: 2350.4, rating: 'good', navigationType: 'navigate' },
        { name: 'INP', value: 180, rating: 'good' },
        { name: 'CLS', value: 0.31, rating: 'poor' },
      ],
    };
    expect((await send(vitals)).statusCode).toBe(204);
    expect((await send({ ...vitals, metrics: [] })).statusCode).toBe(400);
    expect(
      (await send({ ...vitals, metrics: [{ name: 'FID', value: 3, rating: 'good' }] })).statusCode,
    ).toBe(400);
    expect((await send({ metrics: vitals.metrics })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/logging/vitals/summary', () => {
  it('gives provider employees each route’s 75th percentiles, and nobody else anything', async () => {
    const route = `/project/$id/vitals-${Date.now()}`;
    // Five loads of one route: LCP 1000…5000 ms (p75 4000), CLS 0.01…0.41, two poor.
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/logging/vitals',
        remoteAddress: nextAddress(),
        payload: {
          route,
          metrics: [
            { name: 'LCP', value: 1000 * (i + 1), rating: i >= 3 ? 'poor' : 'good' },
            { name: 'CLS', value: 0.01 + i * 0.1, rating: 'good' },
          ],
        },
      });
      expect(res.statusCode).toBe(204);
    }
    const provider = await createUser(t.db, { isProviderEmployee: true });
    const member = await createUser(t.db);
    const project = await createProject(t.db);
    await addMember(t.db, project, member.userId, ['ManageProjects']);
    const ask = async (user: { email: string }, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/logging/vitals/summary${query}`,
        headers: bearer(await tokensFor(t.app, user.email, PASSWORD)),
      });

    const res = await ask(provider);
    expect(res.statusCode).toBe(200);
    const body = res.json<WebVitalsSummary>();
    expect(body.Hours).toBe(24);
    expect(body.Routes.find((r) => r.Route === route)).toEqual({
      Route: route,
      Metrics: [
        { Name: 'CLS', Count: 5, P75: 0.31, PoorPercent: 0 },
        { Name: 'LCP', Count: 5, P75: 4000, PoorPercent: 40 },
      ],
    });

    expect((await ask(member)).statusCode).toBe(403);
    expect((await ask(provider, '?hours=0')).statusCode).toBe(400);
    expect((await ask(provider, '?hours=99999999999')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/logging/vitals/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});
