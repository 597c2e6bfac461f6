import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZoneDetail, ZoneRules, ZoneRulesUpdate } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';

const PROJECT = makeProject(5);
const RULES_URL = '/api/v1/projects/5/zones/30/rules';
const ZONE: ZoneDetail = {
  ProjectZoneId: 30,
  ZoneName: 'Electrical Room',
  zoneDescription: 'Switchgear',
  parentProjectZoneId: 20,
  Ancestors: [{ ProjectZoneId: 20, ZoneName: 'Level 1' }],
  IsArchived: false,
  isSiteEntranceExit: false,
  defaultAuthorizationStatus: 'DENY',
  ruleOriginProjectZoneId: 30,
  ruleOriginZoneName: 'Electrical Room',
  effectiveAuthorizationStatus: 'DENY',
  ChildZones: [],
  workersWithAccess: 12,
  AuthorizedContracts: [],
  AuthorizedWorkers: [],
};
const RULES: ZoneRules = {
  ProjectZoneId: 30,
  DefaultAuthorizationStatus: 'DENY',
  InheritedAuthorizationStatus: 'ALLOW',
  ContractRules: [
    {
      ContractId: 3,
      CompanyDisplayName: 'Apex Electric',
      AccessLevel: 'Indefinite',
      StartDateInclusive: '2026-01-05',
      EndDateInclusive: null,
    },
  ],
  WorkerRules: [],
};

let saves: ZoneRulesUpdate[] = [];
let failSave = false;

beforeEach(() => {
  saves = [];
  failSave = false;
  signIn([5], { permissions: [{ ProjectId: 5, Permissions: ['ManageZones'] }] });
  serveProjects([PROJECT], async (raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === RULES_URL && init?.method === 'PUT') {
      if (failSave) return jsonResponse({ errors: [{ errorMessage: 'boom' }] }, 500);
      const body = JSON.parse(init.body as string) as ZoneRulesUpdate;
      saves.push(body);
      return jsonResponse({
        ...RULES,
        DefaultAuthorizationStatus: body.DefaultAuthorizationStatus,
        ContractRules: body.ContractRules.map((r) => ({
          ...r,
          CompanyDisplayName: r.CompanyDisplayName ?? '',
        })),
      });
    }
    if (url.pathname === RULES_URL) return jsonResponse(RULES);
    if (url.pathname === '/api/v2/project_zones/30') return jsonResponse(ZONE);
    if (url.pathname === '/api/v2/project_zones/hierarchy') return jsonResponse({ data: [] });
    if (url.pathname === '/api/v1/projects/5/zones/rule-options/contracts') {
      return jsonResponse([
        { ContractId: 3, CompanyDisplayName: 'Apex Electric', ParentContractId: null },
        { ContractId: 4, CompanyDisplayName: 'Harbor Plumbing', ParentContractId: null },
      ]);
    }
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
});

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

async function addContract(name: string) {
  const picker = screen.getByRole('group', { name: 'Add a contract rule' });
  await userEvent.click(within(picker).getByRole('combobox', { name: 'Add a contract rule' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Add' }));
}

describe('the zone access editor', () => {
  it('adds a rule pending save, then saves it: "Zone successfully updated"', async () => {
    renderApp('/project/5/zones/30/access');
    expect(
      await screen.findByRole('group', { name: 'Apex Electric' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);

    await addContract('Harbor Plumbing');
    expect(await screen.findByText('Rule has been added pending save.')).toBeTruthy();
    const row = screen.getByRole('group', { name: 'Harbor Plumbing' });
    expect(within(row).getByText('Unsaved')).toBeTruthy();

    // Limited needs an end date: the row says so and Save waits for it.
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Access' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Limited' }));
    expect(
      within(row).getByText('Limited access needs a start date and an end date.'),
    ).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.change(within(row).getByLabelText('End date'), { target: { value: '2026-12-31' } });
    expect(saveButton()).toHaveProperty('disabled', false);

    await userEvent.click(saveButton());
    expect(await screen.findByText('Zone successfully updated')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(
      saves[0]!.ContractRules.map((r) => [r.ContractId, r.AccessLevel, r.EndDateInclusive]),
    ).toEqual([
      [3, 'Indefinite', null],
      [4, 'Limited', '2026-12-31'],
    ]);
  }, 40_000);

  it('sends no contract rules for INHERIT, and says when the save fails', async () => {
    renderApp('/project/5/zones/30/access');
    await screen.findByRole('group', { name: 'Apex Electric' }, { timeout: 15_000 });
    await userEvent.click(
      screen.getByRole('radio', { name: 'Inherit from the parent zone (now: Allow)' }),
    );
    expect(screen.getByText(/An inheriting zone takes no contract rules/)).toBeTruthy();

    failSave = true;
    await userEvent.click(saveButton());
    expect(await screen.findByText('Something went wrong saving zone rules!')).toBeTruthy();
    failSave = false;
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false), { timeout: 5_000 });
    await userEvent.click(saveButton());
    await screen.findByText('Zone successfully updated');
    expect(saves).toEqual([
      { DefaultAuthorizationStatus: 'INHERIT', ContractRules: [], WorkerRules: [] },
    ]);
  }, 40_000);

  it('asks before leaving with unsaved rules', async () => {
    const router = renderApp('/project/5/zones/30/access');
    await screen.findByRole('group', { name: 'Apex Electric' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Allow everyone' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Workers' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/project/5/zones/30/access');
  }, 40_000);
});
