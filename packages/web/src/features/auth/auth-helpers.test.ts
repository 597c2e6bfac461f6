// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MESSAGES, VISIBILITY_ONLY_ERROR } from '@siteline/shared';
import { TokenRequestError, requestToken } from '@/lib/token-client.ts';
import { jsonResponse, stubFetch } from '@/test/render.tsx';
import { signInErrorMessage, visibilityOnlyRedirect } from './api/sign-in.ts';
import { safeRedirectTarget } from './auth-redirect.ts';

describe('sign-in helpers', () => {
  it('sends a visibility-only user to the support article', () => {
    const error = new TokenRequestError(400, {
      error: 'access_denied',
      error_description: VISIBILITY_ONLY_ERROR,
      error_uri: 'https://support.example/visibility',
    });
    expect(visibilityOnlyRedirect(error)).toBe('https://support.example/visibility');
    expect(signInErrorMessage(error)).toBe(MESSAGES.loginFailed);
  });

  it('shows the error description, or the generic failure', () => {
    const refused = new TokenRequestError(400, {
      error: 'invalid_grant',
      error_description: MESSAGES.invalidCredentials,
    });
    expect(visibilityOnlyRedirect(refused)).toBeNull();
    expect(signInErrorMessage(refused)).toBe(MESSAGES.invalidCredentials);
    expect(signInErrorMessage(new TypeError('network'))).toBe(MESSAGES.loginFailed);
  });

  it('follows only same-site return targets', () => {
    expect(safeRedirectTarget('/project/3/home?tab=1')).toBe('/project/3/home?tab=1');
    expect(safeRedirectTarget('//evil.example/x')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/login?redirect=/x')).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });
});

describe('token errors', () => {
  it('keeps the description of an error code outside the RFC list', async () => {
    stubFetch(() => jsonResponse({ error: 'server_error', error_description: 'Try later.' }, 400));
    const error = (await requestToken({
      grant_type: 'password',
      username: 'a',
      password: 'b',
    }).catch((caught: unknown) => caught)) as TokenRequestError;
    expect(signInErrorMessage(error)).toBe('Try later.');
  });
});
