import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ALERT_DURATION_MS, ALERT_TYPE, MESSAGES } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { advance, settle } from '@/test/timers.ts';
import { SettingsChangePasswordForm } from './settings-change-password-form.tsx';

async function submit(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await settle();
}

describe('SettingsChangePasswordForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      jwt: 'j',
      expiresAt: Date.now() + 3_600_000,
      userId: 1,
      userName: 'Sam',
      permissions: [],
      isDemoUser: false,
      isProviderEmployee: false,
      demoMode: false,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('sends current and new password and confirms the change', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { alerts } = renderWithProviders(<SettingsChangePasswordForm />);

    await submit('old-password', 'new-password-1');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/Auth/ChangePassword');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      CurrentPassword: 'old-password',
      NewPassword: 'new-password-1',
    });
    expect(alerts.getAlerts()[0]).toMatchObject({
      type: ALERT_TYPE.success,
      message: MESSAGES.passwordChanged,
    });
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeTruthy();
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('shows the returned error list joined for 3 s', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          errors: [{ errorMessage: MESSAGES.currentPasswordWrong }, { errorMessage: 'Also this.' }],
        },
        400,
      ),
    );
    const { alerts } = renderWithProviders(<SettingsChangePasswordForm />);

    await submit('wrong-password', 'new-password-1');

    expect(alerts.getAlerts()).toMatchObject([
      {
        type: ALERT_TYPE.error,
        message: `${MESSAGES.currentPasswordWrong} Also this.`,
        durationMs: ALERT_DURATION_MS.passwordChangeErrors,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Error!' })).toBeTruthy();
    await advance(ALERT_DURATION_MS.passwordChangeErrors);
    expect(alerts.getAlerts()).toEqual([]);
  });

  it('needs the confirmation to match', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    renderWithProviders(<SettingsChangePasswordForm />);

    await submit('old-password', 'new-password-1', 'new-password-2');

    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
