import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@siteline/shared';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { navigateMock } from '@/test/router-mock.tsx';
import { advance, settle } from '@/test/timers.ts';
import { AuthResetRequestPage } from './auth-reset-request-page.tsx';

vi.mock('@tanstack/react-router', async (importOriginal) =>
  (await import('@/test/router-mock.tsx')).mockRouterModule(importOriginal),
);

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  await settle();
}

describe('AuthResetRequestPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigateMock.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the Message header for 2 s, then goes to login', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(undefined, 200, { Message: MESSAGES.resetRequested }),
    );
    renderWithProviders(<AuthResetRequestPage />);

    await submit('pat@site.test');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/Auth/ResetPassword?email=pat%40site.test');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(screen.getByText(MESSAGES.resetRequested)).toBeTruthy();

    await advance(1999);
    expect(navigateMock).not.toHaveBeenCalled();
    await advance(1);
    expect(navigateMock).toHaveBeenCalledWith({ to: '/login' });
  });

  it('shows the Message header of a failure and stays', async () => {
    stubFetch(() => jsonResponse(undefined, 429, { Message: MESSAGES.tooManyResetRequests }));
    renderWithProviders(<AuthResetRequestPage />);

    await submit('pat@site.test');
    expect(screen.getByText(MESSAGES.tooManyResetRequests)).toBeTruthy();

    await advance(5000);
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
