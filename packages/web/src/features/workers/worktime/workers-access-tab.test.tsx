import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { WorkerZoneAccess, WorkerZoneAccessUpdate } from '@siteline/shared';
import { signIn } from '@/test/factories.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '@/test/render.tsx';
import { WorkersAccessTab } from './workers-access-tab.tsx';

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createLink: () => (props: { to: string; children: ReactNode }) => (
    <a href={props.to}>{props.children}</a>
  ),
}));

const URL_BASE = '/api/v1/projects/5/workers/9';
const zone = (over: Partial<WorkerZoneAccess>): WorkerZoneAccess => ({
  ProjectZoneId: 1,
  ZoneName: 'Site',
  parentProjectZoneId: null,
  IsArchived: false,
  HasAccess: true,
  AccessLevel: null,
  SubAccessLevel: null,
  AssignmentLevel: 'ZONE',
  StartDateInclusive: null,
  EndDateInclusive: null,
  ruleOriginProjectZoneId: null,
  ruleOriginZoneName: null,
  ChildZones: [],
  ...over,
});
const room = zone({
  ProjectZoneId: 3,
  ZoneName: 'Electrical Room',
  parentProjectZoneId: 1,
  HasAccess: true,
  AccessLevel: 'Indefinite',
  SubAccessLevel: 'Current',
  AssignmentLevel: 'CONTRACT',
  StartDateInclusive: '2026-01-05',
  ruleOriginProjectZoneId: 3,
  ruleOriginZoneName: 'Electrical Room',
});
const denied = {
  ...room,
  HasAccess: false,
  AccessLevel: 'Deny' as const,
  SubAccessLevel: null,
  AssignmentLevel: 'WORKER' as const,
  StartDateInclusive: null,
};

let tree: WorkerZoneAccess[];
let puts: WorkerZoneAccessUpdate[];
let deletes: string[];

function serve() {
  return stubFetch(async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === `${URL_BASE}/zones` && (init?.method ?? 'GET') === 'GET')
      return jsonResponse(tree);
    if (url.pathname === `${URL_BASE}/zones/3/access` && init?.method === 'PUT') {
      puts.push(JSON.parse(init.body as string) as WorkerZoneAccessUpdate);
      tree = [zone({ ChildZones: [denied] })];
      return jsonResponse(tree);
    }
    if (url.pathname === `${URL_BASE}/zones/3/access` && init?.method === 'DELETE') {
      deletes.push(url.pathname);
      tree = [zone({ ChildZones: [room] })];
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ errors: [{ errorMessage: 'unexpected' }] }, 404);
  });
}

beforeEach(() => {
  tree = [zone({ ChildZones: [room] })];
  puts = [];
  deletes = [];
});

describe('the worker’s access tab', () => {
  it('shows each zone’s access and where it comes from; a viewer cannot edit', async () => {
    signIn([5], { permissions: [{ ProjectId: 5, Permissions: ['WorkerAccessControl'] }] });
    serve();
    renderWithProviders(
      <WorkersAccessTab projectId={5} workerId={9} timeZoneId="America/New_York" />,
    );
    const list = await screen.findByRole('list', { name: "Zones and the worker's access" });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Site');
    expect(items[0]?.textContent).toContain('Zone default · Site default');
    expect(items[1]?.textContent).toContain('Contract rule · Indefinite 01/05/2026 (in force)');
    expect(screen.queryByRole('button', { name: /Edit access/ })).toBeNull();
    // No CanDoRegistrations: the zone's name is no link.
    expect(screen.queryByRole('link', { name: 'Electrical Room' })).toBeNull();
  });

  it(
    'denies a zone (no dates sent), then resets the worker’s own rule',
    { timeout: 20_000 },
    async () => {
      signIn([5], {
        permissions: [
          {
            ProjectId: 5,
            Permissions: ['WorkerAccessControl', 'ManageZones', 'CanDoRegistrations'],
          },
        ],
      });
      serve();
      const user = userEvent.setup();
      const { alerts } = renderWithProviders(
        <WorkersAccessTab
          projectId={5}
          workerId={9}
          worker={{ WorkerName: 'Ana Ruiz' }}
          timeZoneId="America/New_York"
        />,
      );
      expect(await screen.findByRole('link', { name: 'Electrical Room' })).not.toBeNull();
      // Only a worker-level rule offers a reset.
      expect(screen.queryByRole('button', { name: 'Reset access to Electrical Room' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Edit access to Electrical Room' }));
      const dialog = screen.getByRole('dialog', { name: 'Access to Electrical Room' });
      // Indefinite needs a start date: clearing it blocks the save.
      await user.click(within(dialog).getByRole('combobox', { name: 'Access level' }));
      await user.click(screen.getByRole('option', { name: 'Indefinite' }));
      const start = within(dialog).getByLabelText('Start date');
      await user.clear(start);
      expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(
        true,
      );
      expect(within(dialog).getByText('Indefinite access needs a start date.')).not.toBeNull();

      await user.click(within(dialog).getByRole('combobox', { name: 'Access level' }));
      await user.click(screen.getByRole('option', { name: 'Deny' }));
      expect(within(dialog).queryByLabelText('Start date')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const said = () => alerts.getAlerts().map((a) => a.message);
      await waitFor(() => expect(said()).toContain('Zone access saved successully!'));
      expect(puts).toEqual([
        { AccessLevel: 'Deny', StartDateInclusive: null, EndDateInclusive: null },
      ]);
      await waitFor(() =>
        expect(screen.getAllByRole('listitem')[1]?.textContent).toContain('No access'),
      );

      await user.click(screen.getByRole('button', { name: 'Reset access to Electrical Room' }));
      expect(screen.getByRole('dialog')?.textContent).toContain('Remove Ana Ruiz');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(said()).toContain('Zone access has been reset!'));
      expect(deletes).toHaveLength(1);
      await waitFor(() =>
        expect(screen.getAllByRole('listitem')[1]?.textContent).toContain('Contract rule'),
      );
    },
  );
});
