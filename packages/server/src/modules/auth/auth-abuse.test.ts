import { MESSAGES } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  buildTestApp,
  nextAddress,
  signIn,
  tokensFor,
  type TestApp,
} from '../../../test/app.ts';
import { PASSWORD, createUser } from '../../../test/factories.ts';
import { hashPassword } from './auth.passwords.ts';
import type * as Passwords from './auth.passwords.ts';
import { PASSWORD_CHANGE_LIMITS, RESET_LIMITS, SIGN_IN_LIMITS } from './auth.throttle.ts';

// The real hashing, watched: a reset with a bad key must not pay for argon2.
vi.mock('./auth.passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function reset(key: string, remoteAddress: string, NewPassword = 'a-brand-new-password') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/Auth/ResetPassword/${key}`,
    remoteAddress,
    payload: { NewPassword },
  });
}

describe('PUT /api/v1/Auth/ResetPassword/{resetKey}', () => {
  it('looks the key up before hashing the new password', async () => {
    await createUser(t.db);
    vi.mocked(hashPassword).mockClear();
    const res = await reset('no-such-key', nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.headers.message).toBe(MESSAGES.resetKeyInvalid);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('throttles one address trying bad keys, with Retry-After', async () => {
    const address = nextAddress();
    for (let i = 0; i < RESET_LIMITS.failedKeysPerAddress; i++) {
      expect((await reset(`guess-${i}`, address)).statusCode).toBe(400);
    }
    const blocked = await reset('guess-last', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(RESET_LIMITS.windowSeconds));
    // Another address is not affected.
    expect((await reset('guess-elsewhere', nextAddress())).statusCode).toBe(400);
  });
});

describe('sign-in lock-out by strangers', () => {
  it('does not lock out a user who signed in from the address before', async () => {
    const user = await createUser(t.db);
    const office = nextAddress();
    expect((await signIn(t.app, user.email, PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await signIn(t.app, `made-up-${i}@example.test`, 'password1', office);
    }
    // A stranger's next guess from there is still stopped ...
    const stranger = await signIn(t.app, 'made-up-next@example.test', 'password1', office);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBe(String(SIGN_IN_LIMITS.windowSeconds));
    // ... but the known user gets in.
    expect((await signIn(t.app, user.email, PASSWORD, office)).statusCode).toBe(200);
  });

  it('still stops guessing a known user’s password from that address', async () => {
    const user = await createUser(t.db);
    const office = nextAddress();
    expect((await signIn(t.app, user.email, PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      await signIn(t.app, user.email, `guess-${i}`, office);
    }
    expect((await signIn(t.app, user.email, PASSWORD, office)).statusCode).toBe(429);
  });
});

describe('PUT /api/v1/Auth/ChangePassword', () => {
  it('throttles guesses of the current password, with Retry-After', async () => {
    const user = await createUser(t.db);
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    const change = (CurrentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/Auth/ChangePassword',
        headers: bearer(tokens),
        payload: { CurrentPassword, NewPassword: 'a-whole-new-one' },
      });
    for (let i = 0; i < PASSWORD_CHANGE_LIMITS.perAccount; i++) {
      expect((await change(`guess-${i}`)).statusCode).toBe(400);
    }
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(PASSWORD_CHANGE_LIMITS.windowSeconds));
    expect(blocked.json()).toEqual({ errors: [{ errorMessage: MESSAGES.tooManyAttempts }] });
  });
});

describe('429 answers', () => {
  it('carry Retry-After on the reset request and the access request', async () => {
    const address = nextAddress();
    let last = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ResetPassword?email=someone%40example.test',
      remoteAddress: address,
    });
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/ResetPassword?email=someone%40example.test',
        remoteAddress: address,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);

    const body = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.test',
      CompanyName: 'Engines',
    };
    const from = nextAddress();
    let access = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/RequestAccess',
      remoteAddress: from,
      payload: body,
    });
    for (let i = 0; i < 5; i++) {
      access = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/RequestAccess',
        remoteAddress: from,
        payload: body,
      });
    }
    expect(access.statusCode).toBe(429);
    expect(Number(access.headers['retry-after'])).toBeGreaterThan(0);
  });
});
