import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ALERT_TYPE, type GatewayKey } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { advance, settle } from '@/test/timers.ts';
import { HardwareGatewayKeysDialog } from './hardware-gateway-keys-dialog.tsx';

const PROJECT = 7;
const KEYS_URL = `/api/v2/projects/${PROJECT}/gateway-keys`;
const KEY = 'slg_9f2c41d07e8a4b6f93c1d2e4a5b60718';
const NORTH: GatewayKey = {
  GatewayKeyId: 3,
  Name: 'North gate gateway',
  KeyPrefix: 'slg_9f2c',
  CreatedAt: '2026-03-08T14:05:00Z',
  LastUsedAt: null,
  RevokedAt: null,
};
const OLD: GatewayKey = {
  GatewayKeyId: 1,
  Name: 'Old trailer gateway',
  KeyPrefix: 'slg_a1b2',
  CreatedAt: '2026-01-02T13:00:00Z',
  LastUsedAt: '2026-02-01T15:30:00Z',
  RevokedAt: '2026-02-03T16:45:00Z',
};
const SOUTH: GatewayKey = {
  GatewayKeyId: 2,
  Name: 'South gate gateway',
  KeyPrefix: 'slg_c3d4',
  CreatedAt: '2026-01-05T13:00:00Z',
  LastUsedAt: '2026-03-08T19:20:00Z',
  RevokedAt: null,
};

/** The list as the server orders it (newest first); POST and DELETE wait for the test. */
function serve(initial: GatewayKey[]) {
  let keys = initial;
  let answerWrite: (response: Response) => void = () => undefined;
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === KEYS_URL && method === 'GET') return jsonResponse(keys);
    if (url === KEYS_URL || (url.startsWith(`${KEYS_URL}/`) && method === 'DELETE')) {
      return new Promise<Response>((resolve) => {
        answerWrite = resolve;
      });
    }
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
  const gets = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === KEYS_URL && (init?.method ?? 'GET') === 'GET',
    ).length;
  return {
    fetchMock,
    gets,
    setKeys: (next: GatewayKey[]) => (keys = next),
    answer: (response: Response) => answerWrite(response),
  };
}

async function openDialog() {
  const rendered = renderWithProviders(
    <HardwareGatewayKeysDialog
      projectId={PROJECT}
      timeZoneId="America/New_York"
      open
      onClose={() => undefined}
    />,
  );
  await settle();
  return rendered;
}

function rows() {
  return within(screen.getByRole('dialog', { name: 'Gateway keys' })).getAllByRole('listitem');
}

describe('HardwareGatewayKeysDialog', () => {
  const writeText = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      jwt: 'j',
      expiresAt: Date.now() + 3_600_000,
      userId: 1,
      userName: 'Sam',
      permissions: [{ ProjectId: PROJECT, Permissions: ['ManageZones'] }],
      isDemoUser: false,
      isProviderEmployee: false,
      demoMode: false,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('lists active keys first and revoked ones at the end, dates on the project’s clock', async () => {
    serve([NORTH, OLD, SOUTH]);
    await openDialog();

    const [north, south, old] = rows();
    expect(north?.textContent).toContain('North gate gateway');
    expect(north?.textContent).toContain('slg_9f2c…');
    expect(north?.textContent).toContain('Created 03/08/2026 10:05 am');
    expect(north?.textContent).toContain('Last used Never');
    expect(north?.textContent).toContain('Active');
    expect(south?.textContent).toContain('Last used 03/08/2026 03:20 pm');
    expect(old?.textContent).toContain('Old trailer gateway');
    expect(old?.textContent).toContain('Revoked on 02/03/2026 11:45 am');
    expect(within(old as HTMLElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('creates a key, shows it once with a Copy button, and refreshes the list', async () => {
    const server = serve([]);
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Gateway keys' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await settle();
    expect(within(dialog).getByText('A name is required.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: 'North gate gateway' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await settle();
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toHaveProperty(
      'disabled',
      true,
    );
    const post = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ Name: 'North gate gateway' });

    const before = server.gets();
    server.setKeys([NORTH]);
    server.answer(jsonResponse({ GatewayKeyId: 3, Key: KEY }));
    await settle();

    const field = within(dialog).getByLabelText('Key');
    expect(field).toHaveProperty('value', KEY);
    expect(field).toHaveProperty('readOnly', true);
    expect(
      within(dialog).getByText(
        'Copy this key now: it will not be shown again. Gateways send it in the X-Gateway-Key header.',
      ),
    ).toBeTruthy();
    expect(server.gets()).toBe(before + 1);
    expect(rows()[0]?.textContent).toContain('North gate gateway');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await advance(999);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await advance(1);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();

    // Done: the key is gone for good; the form is back for another.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await settle();
    expect(within(dialog).queryByDisplayValue(KEY)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create key' })).toBeTruthy();
  });

  it('shows the server’s message under the name when creating fails', async () => {
    const server = serve([]);
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Gateway keys' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'x'.repeat(5) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await settle();
    server.answer(
      jsonResponse({ errors: [{ errorMessage: 'That name is taken.', field: 'Name' }] }, 400),
    );
    await settle();
    expect(within(dialog).getByText('That name is taken.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Key')).toBeNull();
  });

  it('asks before revoking, then confirms with a green alert for 4 s', async () => {
    const server = serve([NORTH, SOUTH]);
    const { alerts } = await openDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke North gate gateway' }));
    await settle();
    let confirm = screen.getByRole('dialog', { name: 'Revoke North gate gateway?' });
    expect(
      within(confirm).getByText('Gateways using this key will be refused at once.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await advance(500);
    expect(server.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke North gate gateway' }));
    await settle();
    confirm = screen.getByRole('dialog', { name: 'Revoke North gate gateway?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await settle();
    const del = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(del?.[0]).toBe(`${KEYS_URL}/3`);

    server.setKeys([{ ...NORTH, RevokedAt: '2026-03-09T12:00:00Z' }, SOUTH]);
    server.answer(new Response(null, { status: 204 }));
    await advance(500);
    expect(alerts.getAlerts()).toEqual([
      {
        id: expect.any(Number) as number,
        type: ALERT_TYPE.success,
        message: 'Gateway key North gate gateway revoked.',
        durationMs: 4_000,
      },
    ]);
    const [first, last] = rows();
    expect(first?.textContent).toContain('South gate gateway');
    expect(last?.textContent).toContain('Revoked on 03/09/2026 08:00 am');
  });
});
