import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProjectZoneListItem, RealtimeArea } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { checkRemove, checkSave, newDraft } from './realtime-pin-drafts.ts';
import { RealtimeZoningStep } from './realtime-zoning-step.tsx';

const PROJECT = 7;
const ZONES: ProjectZoneListItem[] = [
  {
    ProjectZoneId: 100,
    ZoneName: 'Level 1',
    ParentProjectZoneId: null,
    IsArchived: false,
    IsSiteEntranceExit: false,
  },
  {
    ProjectZoneId: 200,
    ZoneName: 'Level 2',
    ParentProjectZoneId: null,
    IsArchived: false,
    IsSiteEntranceExit: false,
  },
];
const AREA: RealtimeArea = {
  realtimeAreaId: 3,
  realtimeAreaName: 'Tower',
  realtimeAreaOrder: 1,
  image: { url: '/img.jpg', desktopPlacement: 'top', width: 940, height: 651 },
  zones: [],
};

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

function addPin() {
  const picture = screen.getByRole('img', { name: 'Tower' }).parentElement as HTMLElement;
  fireEvent.pointerDown(picture, { button: 0, clientX: 0, clientY: 0 });
}

describe('pin checks', () => {
  it('asks for a zone before anything else, then for the area id', () => {
    const draft = newDraft({ x: 10, y: 20 });
    expect(draft.placement).toBe('BottomLeft');
    expect(checkSave(draft, 3)).toEqual({
      ok: false,
      message: 'Please attach a valid zone to continue',
    });
    expect(checkSave({ ...draft, projectZoneId: 100 }, null)).toEqual({
      ok: false,
      message: 'We are not able to save the selected zone - missing id',
    });
    expect(checkSave({ ...draft, projectZoneId: 100 }, 3)).toMatchObject({
      ok: true,
      body: { ProjectZoneId: 100, ZonePinLocation: 'BottomLeft', Orientation: { x: 10, y: 20 } },
    });
  });

  it('removes an unsaved pin locally and needs both ids for a saved one', () => {
    const draft = newDraft({ x: 0, y: 0 });
    expect(checkRemove(draft, null)).toEqual({ ok: true, kind: 'local' });
    const saved = {
      ...draft,
      projectZoneId: 100,
      saved: {
        projectZoneId: 100,
        zoneName: 'Level 1',
        zonePinLocation: 'BottomLeft' as const,
        orientation: { x: 0, y: 0 },
        zonePinPlacement: 'bottomleft',
      },
    };
    expect(checkRemove(saved, 0)).toEqual({
      ok: false,
      message: 'We are not able to remove the selected zone - missing id',
    });
    expect(checkRemove(saved, 3)).toEqual({
      ok: true,
      kind: 'server',
      areaId: 3,
      projectZoneId: 100,
    });
  });
});

/** The area as the server answers once Level 2's pin is saved. */
const withLevel2Pin = (
  zonePinLocation: RealtimeArea['zones'][number]['zonePinLocation'],
  zonePinPlacement: RealtimeArea['zones'][number]['zonePinPlacement'],
): RealtimeArea => ({
  ...AREA,
  zones: [
    {
      projectZoneId: 200,
      zoneName: 'Level 2',
      zonePinLocation,
      orientation: { x: 0, y: 0 },
      zonePinPlacement,
    },
  ],
});

describe('RealtimeZoningStep', () => {
  it('refuses to save a pin with no zone, in the spec words', () => {
    signIn();
    stubFetch(() => jsonResponse({ errors: [{ errorMessage: 'unexpected' }] }, 500));
    renderWithProviders(
      <RealtimeZoningStep projectId={PROJECT} area={AREA} zones={ZONES} onDone={() => {}} />,
    );
    addPin();
    const pin = screen.getByTestId('realtime-pin');
    expect(pin.getAttribute('data-placement')).toBe('BottomLeft');
    fireEvent.click(screen.getByRole('button', { name: 'Save pin' }));
    expect(screen.getByRole('alert').textContent).toBe('Please attach a valid zone to continue');
  });

  it('saves a pin attached to a zone and says "Zone Added"', async () => {
    signIn();
    const saved = withLevel2Pin('Right', 'right');
    const fetchMock = stubFetch((url, init) =>
      url === `/api/v1/projects/${PROJECT}/realtime/areas/3/zones` && init?.method === 'PUT'
        ? jsonResponse(saved)
        : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
    );
    const { alerts } = renderWithProviders(
      <RealtimeZoningStep projectId={PROJECT} area={AREA} zones={ZONES} onDone={() => {}} />,
    );
    addPin();
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), {
      target: { value: 'Level 2' },
    });
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Level 2'));
    fireEvent.click(screen.getByRole('radio', { name: 'Right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save pin' }));
    await waitFor(() => expect(alerts.getAlerts().map((a) => a.message)).toEqual(['Zone Added']));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
      ProjectZoneId: 200,
      ZonePinLocation: 'Right',
      Orientation: { x: 0, y: 0 },
    });
  });

  it('Done keeps a pin placed and not saved: it saves it, or stays when it has no zone', async () => {
    signIn();
    const saved = withLevel2Pin('BottomLeft', 'bottom-left');
    const fetchMock = stubFetch((url, init) =>
      url === `/api/v1/projects/${PROJECT}/realtime/areas/3/zones` && init?.method === 'PUT'
        ? jsonResponse(saved)
        : jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404),
    );
    const onDone = vi.fn();
    renderWithProviders(
      <RealtimeZoningStep projectId={PROJECT} area={AREA} zones={ZONES} onDone={onDone} />,
    );
    addPin();
    // No zone yet: Done stays and says why, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert').textContent).toContain('This pin has no zone yet');
    expect(onDone).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), {
      target: { value: 'Level 2' },
    });
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Level 2'));
    // With a zone, Done saves it (no separate Save needed) and closes.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
