import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES, type TokenResponse } from '@siteline/shared';
import { getSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { navigateMock } from '@/test/router-mock.tsx';
import { advance, settle } from '@/test/timers.ts';
import { AuthResetPage } from './auth-reset-page.tsx';

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
  permissions: '[]',
  isDemoUser: false,
  isProviderEmployee: false,
  isVisibilityOnlyUser: false,
};

async function submit(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
  await settle();
}

describe('AuthResetPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigateMock.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('signs in with the returned e-mail after 1.5 s and goes to project selection', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/oauth/token') {
        expect(init?.body).toContain('username=pat%40site.test');
        return jsonResponse(TOKEN);
      }
      return jsonResponse({ Email: 'pat@site.test' }, 200, { Message: MESSAGES.passwordReset });
    });
    renderWithProviders(<AuthResetPage resetKey="key-123" />);

    await submit('a-new-password');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/Auth/ResetPassword/key-123');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ NewPassword: 'a-new-password' });
    expect(screen.getByText(MESSAGES.passwordReset)).toBeTruthy();

    await advance(1499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession()?.userId).toBe(4);
    expect(navigateMock).toHaveBeenCalledWith({ to: '/project' });
  });

  it('goes to login when the automatic sign-in fails', async () => {
    stubFetch((url) =>
      url === '/oauth/token'
        ? jsonResponse({ error: 'invalid_grant', error_description: 'no' }, 400)
        : jsonResponse({ Email: 'pat@site.test' }),
    );
    renderWithProviders(<AuthResetPage resetKey="key-123" />);

    await submit('a-new-password');
    await advance(1500);
    await settle();
    expect(navigateMock).toHaveBeenCalledWith({ to: '/login' });
  });

  it('shows the Message header when the key is refused', async () => {
    stubFetch(() =>
      jsonResponse({ errors: [{ errorMessage: MESSAGES.resetKeyInvalid }] }, 400, {
        Message: MESSAGES.resetKeyInvalid,
      }),
    );
    renderWithProviders(<AuthResetPage resetKey="old" />);

    await submit('a-new-password');
    expect(screen.getByText(MESSAGES.resetKeyInvalid)).toBeTruthy();
    await advance(2000);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('checks the password rules and the confirmation before calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ Email: 'x' }));
    renderWithProviders(<AuthResetPage resetKey="k" />);

    await submit('short');
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    await submit('long-enough-1', 'long-enough-2');
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
