import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RealtimeWorkerDetail } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { RealtimeWorkerDialog } from './realtime-worker-dialog.tsx';

const PROJECT = 7;
const WORKER: RealtimeWorkerDetail = {
  WorkerId: 42,
  WorkerName: 'Ana Lopez',
  ContractId: 5,
  ContractName: 'Brightline Electric',
  Trade: 'Electrical',
  OwnerServices: false,
  IsCriticalTrade: false,
  IsWorkforceTrade: true,
  Telephone: null,
  LastSeenProjectZoneId: 100,
  LastSeenZoneName: 'Level 3',
  LastSeenDateTimeLocal: '2026-03-02T14:35:00',
  IsUnauthorizedRead: true,
  FirstSeenTodayDateTimeLocal: '2026-03-02T06:58:00',
  GrossHoursToday: 7.5,
};

function signIn() {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 3_600_000,
    userId: 1,
    userName: 'Sam',
    permissions: [{ ProjectId: PROJECT, Permissions: [] }],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
  });
}

/** The definition list as label → value pairs. */
function details(dialog: HTMLElement): Record<string, string> {
  const terms = within(dialog).queryAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('RealtimeWorkerDialog', () => {
  it('reads the worker and shows what is known, leaving out the empty rows', async () => {
    const fetchMock = stubFetch(() => jsonResponse(WORKER));
    signIn();
    renderWithProviders(
      <RealtimeWorkerDialog projectId={PROJECT} workerId={42} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/v1/projects/${PROJECT}/realtime/workers/42`);
    expect(details(dialog)).toEqual({
      Contract: 'Brightline Electric',
      Trade: 'Electrical',
      'Last zone': 'Level 3',
      'Last seen': '03/02/2026 02:35 pm',
      'First seen today': '03/02/2026 06:58 am',
      'Hours today': '7.50',
    });
    expect(within(dialog).getByText('Unauthorized read')).toBeTruthy();
  });

  it('shows the telephone when the project shares it, and no unauthorized line without one', async () => {
    stubFetch(() =>
      jsonResponse({ ...WORKER, Telephone: '(212) 555-0142', IsUnauthorizedRead: false }),
    );
    signIn();
    renderWithProviders(
      <RealtimeWorkerDialog projectId={PROJECT} workerId={42} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    expect(details(dialog).Telephone).toBe('(212) 555-0142');
    expect(within(dialog).queryByText('Unauthorized read')).toBeNull();
  });

  it('says so when the worker cannot be read, rather than an empty card', async () => {
    stubFetch(() => jsonResponse({ errors: [{ errorMessage: 'Not found' }] }, 404));
    signIn();
    renderWithProviders(
      <RealtimeWorkerDialog projectId={PROJECT} workerId={42} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Worker' });
    expect(
      await within(dialog).findByText("This worker's details could not be loaded."),
    ).toBeTruthy();
  });

  it('is closed without a worker, reads nothing, and Close calls back', async () => {
    const fetchMock = stubFetch(() => jsonResponse(WORKER));
    signIn();
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(
      <RealtimeWorkerDialog projectId={PROJECT} workerId={null} onClose={onClose} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    rerender(<RealtimeWorkerDialog projectId={PROJECT} workerId={42} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ana Lopez' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
