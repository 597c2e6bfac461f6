import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ALERT_DURATION_MS,
  ALERT_TYPE,
  MESSAGES,
  type AccessRead,
  type AccessReadsResponse,
} from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { AccessControlPage } from './access-control-page.tsx';
import type { AccessControlSearch } from './access-control-search.ts';

const READ: AccessRead = {
  WorkerName: 'Ana Lopez',
  WorkerId: 7,
  tag: 'BLE-0001',
  companyName: 'Brightline Electric',
  ContractId: 3,
  zoneName: 'Level 1',
  ProjectZoneId: 4,
  sourceType: 1,
  readerLocationName: 'North gate',
  ReadDirectionId: 2,
  readDirectionDisplayName: 'In',
  WorkerEntryAccessType: 0,
  didWorkerHaveAccess: false,
  eventDateTimeLocalEpoch: Date.UTC(2026, 10, 21, 7, 5) / 1000,
};

function serve(reads: (url: URL) => Response) {
  return stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname.endsWith('/access_control/reads')) return reads(url);
    if (url.pathname.endsWith('/access_control/totals')) {
      return jsonResponse([
        {
          ProjectZoneId: 4,
          ZoneName: 'North Gate 10',
          LocationName: 'Turnstile 1',
          Shift: 'Night',
          Granted: 1,
          Denied: 0,
          CheckIn: 0,
        },
        {
          ProjectZoneId: 5,
          ZoneName: 'North Gate 2',
          LocationName: null,
          Shift: 'Day',
          Granted: 1234,
          Denied: 3,
          CheckIn: 0,
        },
      ]);
    }
    if (url.pathname.endsWith('/access_control/contracts')) {
      return jsonResponse([{ ContractId: 3, DisplayName: 'Brightline Electric - Electrical' }]);
    }
    if (url.pathname === '/api/v2/project_zones/list') return jsonResponse({ data: [] });
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
}

function renderPage(search: AccessControlSearch = {}) {
  return renderWithProviders(
    <AccessControlPage
      projectId={1}
      timeZoneId="America/New_York"
      search={search}
      onSearchChange={() => undefined}
    />,
  );
}

describe('AccessControlPage', () => {
  beforeEach(() => {
    // Only the clock is fixed: 10:00 on 21 November 2026 in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      jwt: 'j',
      expiresAt: Date.now() + 3_600_000,
      userId: 1,
      userName: 'Sam',
      permissions: [{ ProjectId: 1, Permissions: [] }],
      isDemoUser: false,
      isProviderEmployee: false,
      demoMode: false,
    });
  });

  it('asks for today and tomorrow on the site’s clock, in epoch seconds, and shows the reads', async () => {
    const body: AccessReadsResponse = {
      Data: [READ, { ...READ, tag: 'UNK-9', WorkerName: null, eventDateTimeLocalEpoch: null }],
      TotalCount: 2,
    };
    const fetchMock = serve(() => jsonResponse(body));
    renderPage();

    // The file's first page drawn pays the grid's and the pickers' first load (about 3 s alone,
    // past the usual 4 s wait on a loaded machine): it may take longer to show, not show less.
    expect(await screen.findByText('Ana Lopez', {}, { timeout: 12_000 })).toBeTruthy();
    const readsUrl = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .find((url) => url.pathname === '/api/v2/projects/1/access_control/reads');
    expect(Object.fromEntries(readsUrl?.searchParams ?? [])).toEqual({
      page: '1',
      pageSize: '50',
      // 00:00:00 on the 21st to 23:59:59 on the 22nd, New York time (EST, UTC-5).
      startTime: String(Date.parse('2026-11-21T05:00:00Z') / 1000),
      endTime: String(Date.parse('2026-11-23T04:59:59Z') / 1000),
      orderBy: 'Time',
      reverse: 'true',
    });
    // The date and the time are two parts of one cell (the date may wrap under the time).
    expect(screen.getByText('07:05 am').parentElement?.textContent).toBe('11/21/2026 07:05 am');
    // A read without a time says so; an unknown tag has no name.
    expect(screen.getByText('N/A')).toBeTruthy();
    expect(screen.getByText('Unknown tag')).toBeTruthy();
    expect(screen.getAllByText('Denied').length).toBeGreaterThan(0);
    expect(screen.getByText('2 reads in this range · site time (America/New_York)')).toBeTruthy();
    // The totals per gate and shift, gates in natural order, figures grouped.
    const totals = within(screen.getByRole('region', { name: 'Reads per gate and shift' }));
    const rows = totals.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'GateShiftGrantedDenied',
      'North Gate 2Day1,2343',
      'North Gate 10 · Turnstile 1Night10',
    ]);
    // The read's zone is one click from the reads at that gate.
    expect(screen.getAllByRole('button', { name: 'Level 1' }).length).toBeGreaterThan(0);
  });

  it('sends the filters of the address', async () => {
    const fetchMock = serve(() => jsonResponse({ Data: [], TotalCount: 0 }));
    renderPage({
      accessTypes: [0],
      contractIds: [-1, 3],
      search: 'lopez',
      start: '2026-11-20T06:15',
      end: '2026-11-20T18:30',
    });
    expect(await screen.findByText(/No access reads match/)).toBeTruthy();
    const readsUrl = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .find((url) => url.pathname.endsWith('/access_control/reads'));
    expect(readsUrl?.searchParams.get('accessTypes')).toBe('0');
    expect(readsUrl?.searchParams.get('contractIds')).toBe('-1,3');
    expect(readsUrl?.searchParams.get('search')).toBe('lopez');
    expect(readsUrl?.searchParams.get('startTime')).toBe(
      String(Date.parse('2026-11-20T11:15:00Z') / 1000),
    );
    expect(readsUrl?.searchParams.get('endTime')).toBe(
      String(Date.parse('2026-11-20T23:30:59Z') / 1000),
    );
  });

  it('shows each error message in its own red alert for 6 s', async () => {
    serve(() =>
      jsonResponse(
        { errors: [{ errorMessage: 'First problem.' }, { errorMessage: 'Second problem.' }] },
        400,
      ),
    );
    const { alerts } = renderPage();
    await waitFor(() => expect(alerts.getAlerts()).toHaveLength(2));
    expect(alerts.getAlerts()).toMatchObject([
      { type: ALERT_TYPE.error, message: 'First problem.', durationMs: 6000 },
      { type: ALERT_TYPE.error, message: 'Second problem.', durationMs: 6000 },
    ]);
    expect(ALERT_DURATION_MS.serverError).toBe(6000);
  });

  it('falls back to the generic message when the answer has none', async () => {
    serve(() => new Response('upstream down', { status: 502 }));
    const { alerts } = renderPage();
    await waitFor(() => expect(alerts.getAlerts()).toHaveLength(1));
    expect(alerts.getAlerts()[0]).toMatchObject({
      type: ALERT_TYPE.error,
      message: MESSAGES.serverError,
      durationMs: 6000,
    });
  });
});
