import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ALERT_TYPE, MESSAGES, type Reader, type ReaderAssignment } from '@siteline/shared';
import { setSession } from '@/lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { advance, settle } from '@/test/timers.ts';
import type { ZoneOption } from '../hardware-format.ts';
import { HardwareReaderDialog } from './hardware-reader-dialog.tsx';

const PROJECT = 7;
const READER: Reader = {
  readerId: 31,
  ManufacturerSerialNumber: 'NFC-7D-7797',
  HardwareModelId: 2,
  HardwareModelDisplayName: 'NFC',
  projectZoneId: 101,
  ZoneName: 'Main Gate',
  locationName: 'Main Gate turnstile 1',
  ReadDirectionId: 2,
  AccessPointsCount: 2,
  ReaderAssignmentPorts: [
    { Port: 1, ProjectZoneId: 101, ReadDirectionId: 2 },
    { Port: 2, ProjectZoneId: 101, ReadDirectionId: 3 },
  ],
  ReaderStatusId: 3,
  PowerStatusId: 1,
  BatteryLevel: null,
  LastActiveDate: '2026-11-21T15:25:00Z',
};
const ASSIGNMENT: ReaderAssignment = {
  ProjectId: PROJECT,
  ReaderId: READER.readerId,
  ProjectZoneId: 101,
  LocationName: 'Main Gate turnstile 1',
  ReadDirectionId: 2,
  ReaderAssignmentPorts: READER.ReaderAssignmentPorts,
};
const ZONES: ZoneOption[] = [
  { id: 100, name: 'Site', depth: 0, archived: false },
  { id: 101, name: 'Main Gate', depth: 1, archived: false },
  { id: 102, name: 'Laydown Yard', depth: 1, archived: true },
];
const ASSIGNMENT_URL = `/api/v1/project/${PROJECT}/readers/${READER.readerId}/assignments/current`;

function signIn(permissions: 'ManageZones'[]) {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 3_600_000,
    userId: 1,
    userName: 'Sam',
    permissions: [{ ProjectId: PROJECT, Permissions: permissions }],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
  });
}

/** GET answers the assignment; POST waits until the test answers it. */
function serve() {
  let answerPost: (response: Response) => void = () => undefined;
  const fetchMock = stubFetch((url, init) => {
    if (url === ASSIGNMENT_URL && (init?.method ?? 'GET') === 'GET')
      return jsonResponse(ASSIGNMENT);
    if (url === ASSIGNMENT_URL && init?.method === 'POST') {
      return new Promise<Response>((resolve) => {
        answerPost = resolve;
      });
    }
    if (url.startsWith(`/api/v2/projects/${PROJECT}/readers`)) {
      return jsonResponse({ Data: [], TotalCount: 0 });
    }
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
  return { fetchMock, answer: (response: Response) => answerPost(response) };
}

async function openDialog(canEdit: boolean) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <HardwareReaderDialog
      projectId={PROJECT}
      reader={READER}
      open
      zones={ZONES}
      canEdit={canEdit}
      onClose={onClose}
    />,
  );
  await settle();
  return { ...rendered, onClose };
}

async function changeLocationAndSave(location: string) {
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Location name'), {
    target: { value: location },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await settle();
}

describe('HardwareReaderDialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the reader’s placement with one row per access point', async () => {
    signIn(['ManageZones']);
    serve();
    await openDialog(true);
    const dialog = screen.getByRole('dialog', { name: 'Reader NFC-7D-7797' });
    expect(within(dialog).getByLabelText('Location name')).toHaveProperty(
      'value',
      'Main Gate turnstile 1',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Zone' }).textContent).toBe('Main Gate');
    expect(within(dialog).getByRole('combobox', { name: 'Read direction' }).textContent).toBe('In');
    expect(within(dialog).getByRole('combobox', { name: 'Port 2 zone' }).textContent).toBe(
      'Main Gate',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Port 2 direction' }).textContent).toBe(
      'Out',
    );
  });

  it('goes Save → Saving... → closes with the green alert for 4 s', async () => {
    signIn(['ManageZones']);
    const { fetchMock, answer } = serve();
    const { alerts, onClose } = await openDialog(true);

    await changeLocationAndSave('Main Gate turnstile 1 (east)');

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      ...ASSIGNMENT,
      LocationName: 'Main Gate turnstile 1 (east)',
    });
    expect(onClose).not.toHaveBeenCalled();

    answer(jsonResponse({ ...ASSIGNMENT, LocationName: 'Main Gate turnstile 1 (east)' }));
    await settle();

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(alerts.getAlerts()).toEqual([
      {
        id: expect.any(Number) as number,
        type: ALERT_TYPE.success,
        message: 'Reader NFC-7D-7797 saved successully!',
        durationMs: 4_000,
      },
    ]);
  });

  it('returns to Save and shows each failure in red inside the dialog for 4 s', async () => {
    signIn(['ManageZones']);
    const { answer } = serve();
    const { alerts, onClose } = await openDialog(true);

    await changeLocationAndSave('Somewhere else');
    answer(
      jsonResponse(
        {
          errors: [
            {
              errorMessage: 'The zone is archived. Choose an active zone.',
              field: 'ProjectZoneId',
            },
            {
              errorMessage: 'Port 3 is listed more than once.',
              field: 'ReaderAssignmentPorts.2.Port',
            },
          ],
        },
        400,
      ),
    );
    await settle();

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    const shown = within(dialog).getAllByRole('alert');
    expect(shown.map((a) => a.textContent)).toEqual([
      'The zone is archived. Choose an active zone.',
      'Port 3 is listed more than once.',
    ]);
    expect(shown[0]?.className).toContain('Error');
    expect(onClose).not.toHaveBeenCalled();
    // Inside the dialog, not in the main stack.
    expect(alerts.getAlerts()).toEqual([]);
    // What the user typed is still there to correct.
    expect(within(dialog).getByLabelText('Location name')).toHaveProperty(
      'value',
      'Somewhere else',
    );

    await advance(3_900);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(2);
    await advance(100);
    expect(within(dialog).queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows the generic message when the server fails without a reason', async () => {
    signIn(['ManageZones']);
    const { answer } = serve();
    await openDialog(true);

    await changeLocationAndSave('Somewhere else');
    answer(jsonResponse({ errors: [{ errorMessage: MESSAGES.serverError }] }, 500));
    await settle();

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.serverError);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('is read-only without ManageZones: nothing to change, no Save', async () => {
    signIn([]);
    serve();
    await openDialog(false);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Location name')).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByText(/needs the Manage Zones permission/)).toBeTruthy();
  });
});
