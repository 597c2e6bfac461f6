import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ALERT_DURATION_MS, ALERT_TYPE, MESSAGES } from '@siteline/shared';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { settle } from '@/test/timers.ts';
import { AuthRequestAccessPage } from './auth-request-access-page.tsx';

vi.mock('@tanstack/react-router', async (importOriginal) =>
  (await import('@/test/router-mock.tsx')).mockRouterModule(importOriginal),
);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

async function submitPerson() {
  fill('First name', 'Robin');
  fill('Last name', 'Mason');
  fill('Email', 'robin@contractor.test');
  fill('Company', 'Mason & Sons');
  fill('Project name', 'Harbor Tower');
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await settle();
}

describe('AuthRequestAccessPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the person details and shows the Message header as a success for 5 s', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(undefined, 200, { Message: MESSAGES.accessRequested }),
    );
    const { alerts } = renderWithProviders(<AuthRequestAccessPage />);

    await submitPerson();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/Auth/RequestAccess');
    expect(JSON.parse(init?.body as string)).toEqual({
      FirstName: 'Robin',
      LastName: 'Mason',
      Email: 'robin@contractor.test',
      CompanyName: 'Mason & Sons',
      PhoneNumber: '',
      ProjectName: 'Harbor Tower',
      Message: '',
    });
    expect(alerts.getAlerts()).toMatchObject([
      {
        type: ALERT_TYPE.success,
        message: MESSAGES.accessRequested,
        durationMs: ALERT_DURATION_MS.accessRequestSuccess,
      },
    ]);
    expect(screen.getByText(MESSAGES.accessRequested)).toBeTruthy();
  });

  it('shows the Message header of a failure as an error for 4 s', async () => {
    stubFetch(() => jsonResponse(undefined, 400, { Message: 'That e-mail is already a user.' }));
    const { alerts } = renderWithProviders(<AuthRequestAccessPage />);

    await submitPerson();

    expect(alerts.getAlerts()).toMatchObject([
      {
        type: ALERT_TYPE.error,
        message: 'That e-mail is already a user.',
        durationMs: ALERT_DURATION_MS.accessRequestFailure,
      },
    ]);
  });

  it('shows the shared schema messages for missing details', async () => {
    const fetchMock = stubFetch(() => jsonResponse(undefined));
    renderWithProviders(<AuthRequestAccessPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await settle();

    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('A valid e-mail address is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
