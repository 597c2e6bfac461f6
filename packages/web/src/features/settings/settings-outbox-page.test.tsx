import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OutboxHealth, OutboxSummary } from '@siteline/shared';
import { signIn as signInTo } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { NoSmsProvider } from '@/components/outbox-warning/no-sms-provider.tsx';
import { OutboxWarning } from '@/components/outbox-warning/outbox-warning.tsx';
import { SettingsOutboxPage } from './settings-outbox-page.tsx';

/** Signed in to no project: the outbox is the install's, not a project's. */
const signIn = (isProviderEmployee: boolean) => signInTo([], { isProviderEmployee });

const SUMMARY: OutboxSummary = {
  Channels: [
    {
      Channel: 'sms',
      Queued: 12,
      Retrying: 9,
      Sending: 2,
      Failed: 1,
      Expired: 3,
      OldestWaitingSeconds: 12 * 60 + 5,
      LastSentAt: '2026-12-03T14:00:00.000Z',
      LastAnswer: 'SMS provider answered 503 (code 20503): Service unavailable',
      RefusingForSeconds: 11 * 60,
    },
    {
      Channel: 'email',
      Queued: 0,
      Retrying: 0,
      Sending: 0,
      Failed: 0,
      Expired: 0,
      OldestWaitingSeconds: null,
      LastSentAt: null,
      LastAnswer: null,
      RefusingForSeconds: null,
    },
  ],
  Problems: [
    {
      OutboxMessageId: 7,
      Channel: 'sms',
      Kind: 'evacuation',
      ProjectId: 3,
      Status: 'expired',
      Recipient: '…4567',
      Attempts: 31,
      AgeSeconds: 31 * 60,
      DeadlineAt: '2026-12-03T14:30:00.000Z',
      LastError: 'SMS provider answered 503 (code 20503): Service unavailable',
    },
  ],
};

describe('SettingsOutboxPage', () => {
  beforeEach(() => signIn(true));

  it('shows each channel’s figures, the refusing provider and the messages not sent', async () => {
    const fetchMock = stubFetch(() => jsonResponse(SUMMARY));
    renderWithProviders(<SettingsOutboxPage />);

    const sms = within(
      (await screen.findByRole('heading', { name: 'Text messages (SMS)' })).parentElement!,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/outbox/summary');
    expect(sms.getByText('12').nextElementSibling?.textContent).toBe('waiting');
    expect(sms.getByText('3').nextElementSibling?.textContent).toBe('expired (24 h)');
    expect(sms.getByText('The oldest has waited 12 minutes.')).toBeTruthy();
    expect(
      sms.getByText(/the SMS provider has taken none for 11 minutes\. They are tried again/),
    ).toBeTruthy();
    const email = within(screen.getByRole('heading', { name: 'E-mail' }).parentElement!);
    expect(email.getByText('Nothing waiting.')).toBeTruthy();
    expect(email.getByText('Nothing sent yet.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Evacuation text/ });
    expect(row.textContent).toContain('31 minutes');
    expect(row.textContent).toContain('Expired');
    expect(row.textContent).toContain('…4567');
  });

  it('tells anyone else it is for provider employees, without asking the server', () => {
    signIn(false);
    const fetchMock = stubFetch(() => jsonResponse(SUMMARY));
    renderWithProviders(<SettingsOutboxPage />);
    expect(screen.getByText('Only provider employees see the outbox.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('OutboxWarning (every project’s home)', () => {
  const health = (sms: number | null, configured = true, waiting = false): OutboxHealth => ({
    Channels: [
      { Channel: 'sms', Configured: configured, Waiting: waiting, RefusingForSeconds: sms },
      { Channel: 'email', Configured: true, Waiting: false, RefusingForSeconds: null },
    ],
  });

  it('warns while the SMS provider refuses everything', async () => {
    signIn(false);
    stubFetch(() => jsonResponse(health(2 * 3600 + 5 * 60)));
    renderWithProviders(<OutboxWarning />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Texts are not going out: the SMS provider has taken none for 2 h 5 min. They are tried again at least once a minute until their deadline.',
    );
  });

  it('says nothing while the providers take what they are given', async () => {
    signIn(false);
    const fetchMock = stubFetch(() => jsonResponse(health(null)));
    renderWithProviders(<OutboxWarning />);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says texts wait on a server with no SMS provider, and not while none waits', async () => {
    signIn(false);
    stubFetch(() => jsonResponse(health(null, false, true)));
    renderWithProviders(<OutboxWarning />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Texts are waiting unsent: no SMS provider is set up on this server. They expire at their deadline; ask the person who runs Siteline to set one up.',
    );
  });

  it('tells the sender before a send, with the deadline of the kind of text', async () => {
    signIn(false);
    stubFetch(() => jsonResponse(health(null, false, false)));
    renderWithProviders(<NoSmsProvider kind="evacuation" when="before" />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'No SMS provider is set up on this server: these texts will not be sent. They wait unsent and expire after 30 minutes; ask the person who runs Siteline to set one up.',
    );
  });

  it('says nothing before a send where the server has a provider', async () => {
    signIn(false);
    const fetchMock = stubFetch(() => jsonResponse(health(null)));
    renderWithProviders(<NoSmsProvider kind="crew_text" when="after" />);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
