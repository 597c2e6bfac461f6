import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES, type TokenResponse } from '@siteline/shared';
import { getSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { navigateMock } from '@/test/router-mock.tsx';
import { advance, settle } from '@/test/timers.ts';
import { AuthLoginPage } from './auth-login-page.tsx';

vi.mock('@tanstack/react-router', async (importOriginal) =>
  (await import('@/test/router-mock.tsx')).mockRouterModule(importOriginal),
);

const TOKEN: TokenResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  jwt: 'jwt',
  token_type: 'bearer',
  expires_in: 1800,
  userId: 4,
  userName: 'Alex Super',
  permissions: '[{"ProjectId":3,"Permissions":[]}]',
  isDemoUser: true,
  isProviderEmployee: false,
  isVisibilityOnlyUser: false,
};

function deferredFetch() {
  let resolve: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((done) => {
    resolve = done;
  });
  const mock = stubFetch(() => pending);
  return { mock, resolve };
}

const button = (name: string) => screen.getByRole('button', { name });

async function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alex@site.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(button('Sign In'));
  await settle();
  expect(button('Loading...')).toBeTruthy();
}

describe('AuthLoginPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigateMock.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('labels the button Sign In, Loading..., Success!, then Sign In after 2 s', async () => {
    const token = deferredFetch();
    renderWithProviders(<AuthLoginPage />);

    await fillAndSubmit();
    const [url, init] = token.mock.mock.calls[0] ?? [];
    expect(url).toBe('/oauth/token');
    expect(init?.body).toBe(
      'grant_type=password&username=alex%40site.test&password=correct+horse&client_id=siteline-web',
    );

    token.resolve(jsonResponse(TOKEN));
    await settle();
    expect(button('Success!')).toBeTruthy();
    expect(getSession()?.demoMode).toBe(true);

    // No saved URL: project selection after 1 s.
    await advance(999);
    expect(navigateMock).not.toHaveBeenCalled();
    await advance(1);
    expect(navigateMock).toHaveBeenCalledWith({ to: '/project' });

    await advance(999);
    expect(button('Success!')).toBeTruthy();
    await advance(1);
    expect(button('Sign In')).toBeTruthy();
  });

  it('goes straight to the saved URL after success', async () => {
    const token = deferredFetch();
    renderWithProviders(<AuthLoginPage redirect="/project/3/home" />);

    await fillAndSubmit();
    token.resolve(jsonResponse(TOKEN));
    await settle();
    expect(button('Success!')).toBeTruthy();
    expect(navigateMock).toHaveBeenCalledWith({ href: '/project/3/home' });
  });

  it('shows Error and the server description, then Sign In after 2 s', async () => {
    const token = deferredFetch();
    renderWithProviders(<AuthLoginPage />);

    await fillAndSubmit();
    token.resolve(
      jsonResponse({ error: 'invalid_grant', error_description: MESSAGES.invalidCredentials }, 400),
    );
    await settle();
    expect(button('Error')).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(getSession()).toBeNull();

    await advance(1999);
    expect(button('Error')).toBeTruthy();
    await advance(1);
    expect(button('Sign In')).toBeTruthy();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('falls back to the generic sign-in failure without a description', async () => {
    const token = deferredFetch();
    renderWithProviders(<AuthLoginPage />);

    await fillAndSubmit();
    token.resolve(new Response('oops', { status: 500 }));
    await settle();
    expect(screen.getByText(MESSAGES.loginFailed)).toBeTruthy();
  });
});
