import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Reader } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { advance, settle } from '@/test/timers.ts';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-field/use-debounced-search.ts';
import { HardwarePage } from './hardware-page.tsx';
import type { HardwareSearch } from './hardware-search.ts';

const PROJECT = 7;

function reader(id: number, overrides: Partial<Reader> = {}): Reader {
  return {
    readerId: id,
    ManufacturerSerialNumber: `EYG-24-${String(id).padStart(5, '0')}`,
    HardwareModelId: 1,
    HardwareModelDisplayName: 'BLE',
    projectZoneId: 101,
    ZoneName: 'Level 1',
    locationName: `Hoist ${id}`,
    ReadDirectionId: 1,
    AccessPointsCount: 1,
    ReaderAssignmentPorts: [{ Port: 1, ProjectZoneId: 101, ReadDirectionId: 1 }],
    ReaderStatusId: 3,
    PowerStatusId: 1,
    BatteryLevel: null,
    LastActiveDate: '2026-03-08T14:05:00Z',
    ...overrides,
  };
}

/** 35 readers: four pages of ten. */
function serve() {
  return stubFetch((url) => {
    if (url.startsWith(`/api/v2/projects/${PROJECT}/readers/models`)) {
      return jsonResponse([
        {
          HardwareModelId: 1,
          Name: 'BLE Gateway',
          DisplayName: 'BLE',
          OnlineStatusMinutesToWait: 15,
          PowerStatusMinutesToWait: 3,
        },
      ]);
    }
    if (url.startsWith(`/api/v2/projects/${PROJECT}/readers/autocomplete`)) return jsonResponse([]);
    if (url.startsWith(`/api/v2/projects/${PROJECT}/readers`)) {
      return jsonResponse({
        Data: [
          reader(1),
          reader(2, {
            ZoneName: null,
            projectZoneId: null,
            locationName: null,
            ReaderStatusId: 4,
            PowerStatusId: 2,
            BatteryLevel: 42,
            LastActiveDate: null,
          }),
        ],
        TotalCount: 35,
      });
    }
    if (url.startsWith('/api/v2/project_zones/list')) {
      return jsonResponse({
        data: [
          {
            ProjectZoneId: 101,
            ZoneName: 'Level 1',
            ParentProjectZoneId: null,
            IsArchived: false,
            IsSiteEntranceExit: false,
          },
        ],
      });
    }
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
}

function listRequests(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://x'))
    .filter((url) => url.pathname === `/api/v2/projects/${PROJECT}/readers`);
}

async function renderPage(search: HardwareSearch) {
  const onSearchChange = vi.fn();
  const rendered = renderWithProviders(
    <HardwarePage
      projectId={PROJECT}
      timeZoneId="America/New_York"
      search={search}
      onSearchChange={onSearchChange}
    />,
  );
  await settle();
  return { ...rendered, onSearchChange };
}

describe('HardwarePage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
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

  it('asks for the address’s page and shows each reader’s columns', async () => {
    const fetchMock = serve();
    await renderPage({ readerStatus: 3, orderBy: 'LastActiveDate', reverse: true });

    const [request] = listRequests(fetchMock);
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      pageSize: '10',
      readerStatus: '3',
      orderBy: 'LastActiveDate',
      reverse: 'true',
    });
    expect(screen.getByText('35 readers')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('button', { name: 'EYG-24-00001' })).toBeTruthy();
    expect(first.getByText('Online')).toBeTruthy();
    expect(first.getByText('Hardwired')).toBeTruthy();
    // On the project's clock (New York), MM/DD/YYYY hh:mm a.
    expect(first.getByText('03/08/2026 10:05 am')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Unassigned Zone')).toBeTruthy();
    expect(second.getByText('Unknown')).toBeTruthy();
    expect(second.getByText('42%')).toBeTruthy();
    expect(second.getByText('N/A')).toBeTruthy();
  });

  it('moves to another page, and takes the page out of the address on page 1', async () => {
    serve();
    const first = await renderPage({});
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(first.onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(first.onSearchChange).toHaveBeenLastCalledWith({ page: 4 });
    first.unmount();

    const last = await renderPage({ page: 4, readerStatus: 2 });
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(last.onSearchChange).toHaveBeenLastCalledWith({ readerStatus: 2 });
  });

  it('starts again from page 1 when a filter, the sort or the page size changes', async () => {
    serve();
    const { onSearchChange } = await renderPage({ page: 3 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Online status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Offline'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ readerStatus: 2 });
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Descending' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ reverse: true });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('50'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ pageSize: 50 });
  });

  it('reloads the list when the address changes', async () => {
    const fetchMock = serve();
    const { rerender, onSearchChange } = await renderPage({});
    expect(listRequests(fetchMock)).toHaveLength(1);
    rerender(
      <HardwarePage
        projectId={PROJECT}
        timeZoneId="America/New_York"
        search={{ hardwareModelId: 1 }}
        onSearchChange={onSearchChange}
      />,
    );
    await settle();
    const requests = listRequests(fetchMock);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.searchParams.get('hardwareModelId')).toBe('1');
  });

  it('applies the search only from 3 characters', async () => {
    serve();
    const { onSearchChange } = await renderPage({ page: 2 });
    const box = screen.getByRole('combobox', { name: 'Search serial or location' });

    fireEvent.change(box, { target: { value: 'ho' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(onSearchChange).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 3 characters')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'hoi' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(onSearchChange).toHaveBeenLastCalledWith({ search: 'hoi' });
  });

  it('clears an applied search when the box is emptied', async () => {
    serve();
    const { onSearchChange } = await renderPage({ search: 'hoist', page: 2 });
    const box = screen.getByRole('combobox', { name: 'Search serial or location' });
    expect(box).toHaveProperty('value', 'hoist');
    fireEvent.change(box, { target: { value: '' } });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('offers the gateway keys to a user with ManageZones, and not without', async () => {
    serve();
    const { unmount } = await renderPage({});
    // The dialog's module is fetched on its first opening; here it is at hand, as once cached.
    await import('./components/hardware-gateway-keys-dialog.tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Gateway keys' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Gateway keys' })).toBeTruthy();
    unmount();

    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      jwt: 'j',
      expiresAt: Date.now() + 3_600_000,
      userId: 2,
      userName: 'Vic',
      permissions: [{ ProjectId: PROJECT, Permissions: [] }],
      isDemoUser: false,
      isProviderEmployee: false,
      demoMode: false,
    });
    await renderPage({});
    expect(screen.getByText('35 readers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gateway keys' })).toBeNull();
  });
});
