import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RealtimeArea, RealtimeConfiguration } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch, type FetchHandler } from '@/test/render.tsx';
import { advance, settle } from '@/test/timers.ts';
import {
  RealtimeConfigurationPage,
  SORT_FAILURE_RELOAD_MS,
} from './realtime-configuration-page.tsx';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createLink:
    (Component: ComponentType<{ href?: string; children?: ReactNode }>) =>
    ({ to, params: _params, ...rest }: { to: string; params?: unknown; children?: ReactNode }) => (
      <Component href={to} {...rest} />
    ),
}));

// The cropper needs a canvas and a decoded picture, which jsdom has not: the step is replaced by
// one that hands over a finished crop, so the editor's own part of replacing a picture is tested.
vi.mock('./editor/realtime-crop-step.tsx', () => ({
  RealtimeCropStep: ({
    onSubmit,
  }: {
    onSubmit: (result: { name: string; placement: 'side'; file: string }) => void;
  }) => (
    <button
      type="button"
      onClick={() => onSubmit({ name: '', placement: 'side', file: 'data:image/jpeg;base64,AAAA' })}
    >
      Use this crop
    </button>
  ),
}));

const PROJECT = 7;
const BASE = `/api/v1/projects/${PROJECT}/realtime`;

const CONFIGURATION: RealtimeConfiguration = {
  RealtimeDashboardEnabled: true,
  TimeoutSeconds: 30,
  UnauthorizedAlertEnabled: true,
  ZoneDensityAlertEnabled: true,
  DoesProjectHaveReadersWithoutZones: false,
};

function area(id: number, name: string, order: number): RealtimeArea {
  return {
    realtimeAreaId: id,
    realtimeAreaName: name,
    realtimeAreaOrder: order,
    image: { url: `/img-${id}.jpg`, desktopPlacement: 'top', width: 940, height: 651 },
    zones: [],
  };
}
const AREAS = [area(1, 'Tower', 1), area(2, 'Podium', 2)];

function signIn() {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 3_600_000,
    userId: 1,
    userName: 'Sam',
    permissions: [{ ProjectId: PROJECT, Permissions: ['ManageProjects'] }],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
  });
}

/** The page's reads answered; `write` answers everything else (or 404). */
function serve(write: FetchHandler = () => jsonResponse({ errors: [] }, 404)) {
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === `${BASE}/configuration`) return jsonResponse(CONFIGURATION);
    if (method === 'GET' && url === `${BASE}/areas`) return jsonResponse(AREAS);
    if (method === 'GET' && url === `/api/v1/projects/${PROJECT}/zones`) return jsonResponse([]);
    return write(url, init);
  });
}

function renderPage(reload = vi.fn()) {
  signIn();
  const rendered = renderWithProviders(
    <RealtimeConfigurationPage projectId={PROJECT} reload={reload} />,
  );
  return { ...rendered, reload };
}

function messages(alerts: ReturnType<typeof renderPage>['alerts']) {
  return alerts.getAlerts().map((a) => [a.type, a.message]);
}

function calls(fetchMock: ReturnType<typeof serve>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

/** The JSON a request sent. */
function bodyOf([, init]: [string, RequestInit?]): unknown {
  return JSON.parse(init?.body as string);
}

afterEach(() => vi.useRealTimers());

describe('deleting an area', () => {
  it('asks first, deletes, says "Area was deleted" and drops the row', async () => {
    const fetchMock = serve((url, init) =>
      init?.method === 'DELETE' && url === `${BASE}/areas/2`
        ? new Response(null, { status: 204 })
        : jsonResponse({ errors: [] }, 404),
    );
    const { alerts } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Podium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Podium?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(messages(alerts)).toContainEqual([1, 'Area was deleted']));
    expect(calls(fetchMock, 'DELETE').map(([url]) => url)).toEqual([`${BASE}/areas/2`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Podium' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Tower' })).toBeTruthy();
  });

  it('says "Error deleting area" when the server refuses, and keeps the row', async () => {
    serve(() => jsonResponse({ errors: [{ errorMessage: 'boom' }] }, 500));
    const { alerts } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Podium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Podium?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(messages(alerts)).toContainEqual([4, 'Error deleting area']));
    // The page's own message, not the generic one on top of it.
    expect(messages(alerts)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Podium' })).toBeTruthy();
  });

  it('deletes nothing when cancelled', async () => {
    const fetchMock = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Podium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Podium?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE')).toEqual([]);
  });
});

describe('ordering the areas', () => {
  it('saves every area id in the new order', async () => {
    const fetchMock = serve((url, init) =>
      init?.method === 'PUT' && url === `${BASE}/areas/sort-order`
        ? jsonResponse([area(2, 'Podium', 1), area(1, 'Tower', 2)])
        : jsonResponse({ errors: [] }, 404),
    );
    const { reload } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Podium up' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, 'PUT')[0]!)).toEqual({
      realtimeAreaIds: [2, 1],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Podium up' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page 0.5 s after a sort order that did not save', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    serve((url, init) =>
      init?.method === 'PUT' && url === `${BASE}/areas/sort-order`
        ? jsonResponse({ errors: [{ errorMessage: 'boom' }] }, 500)
        : jsonResponse({ errors: [] }, 404),
    );
    const { reload } = renderPage();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Move Podium up' }));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    await advance(SORT_FAILURE_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('editing an area', () => {
  it('renames it with a patch of /RealtimeAreaName and says "View Updated"', async () => {
    const fetchMock = serve((url, init) =>
      init?.method === 'PATCH' && url === `${BASE}/areas/1`
        ? jsonResponse({ ...AREAS[0], realtimeAreaName: 'Tower crane' })
        : jsonResponse({ errors: [] }, 404),
    );
    const { alerts } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tower' }));
    const editor = await screen.findByRole('dialog', { name: /Tower/ });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Area name' }), {
      target: { value: '  Tower crane ' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(messages(alerts)).toContainEqual([1, 'View Updated']));
    expect(bodyOf(calls(fetchMock, 'PATCH')[0]!)).toEqual([
      { op: 'replace', path: '/RealtimeAreaName', value: 'Tower crane' },
    ]);
    // The list behind the editor (hidden from the accessibility tree by the open dialog) shows
    // the new name at once.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Tower crane', hidden: true })).toBeTruthy(),
    );
  });

  it('replaces its picture with a PUT of the new crop and returns to the area', async () => {
    const replaced: RealtimeArea = {
      ...AREAS[0]!,
      image: { url: '/img-1b.jpg', desktopPlacement: 'side', width: 585, height: 651 },
    };
    const fetchMock = serve((url, init) =>
      init?.method === 'PUT' && url === `${BASE}/areas/1/image`
        ? jsonResponse(replaced)
        : jsonResponse({ errors: [] }, 404),
    );
    const { alerts } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tower' }));
    const editor = await screen.findByRole('dialog', { name: /Tower/ });
    fireEvent.click(within(editor).getByRole('button', { name: 'Replace picture' }));
    fireEvent.click(await within(editor).findByRole('button', { name: 'Use this crop' }));

    await waitFor(() => expect(messages(alerts)).toContainEqual([1, 'View Updated']));
    expect(bodyOf(calls(fetchMock, 'PUT')[0]!)).toEqual({
      desktopPlacement: 'side',
      file: 'data:image/jpeg;base64,AAAA',
    });
    // Back on the area's step, with the new picture.
    const rename = await within(editor).findByRole('button', { name: 'Rename' });
    expect(rename).toBeTruthy();
    expect(within(editor).getByRole('img', { name: 'Tower' }).getAttribute('src')).toBe(
      '/img-1b.jpg',
    );
  });
});
