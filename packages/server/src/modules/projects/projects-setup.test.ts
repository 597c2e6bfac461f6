import type { ProjectSettings, ProjectSetup, TokenResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bearerV2, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let provider: TokenResponse;
let providerId: number;
let admin: TokenResponse;
let adminProject: number;

const SETTINGS = {
  Title: 'Pier 9 Terminal',
  NewAccountName: 'Harborline Development',
  TimeZoneId: 'America/Los_Angeles',
  StartDate: '2026-03-02',
  EndDate: '2027-06-30',
  WorkdayBoundaryHour: 4,
  DayShiftStart: '05:00',
  NightShiftStart: '15:00',
  ShowContactInformation: false,
  IsDemo: false,
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  const p = await createUser(t.db, { isProviderEmployee: true });
  providerId = p.userId;
  provider = await tokensFor(t.app, p.email, PASSWORD);
  adminProject = await createProject(t.db);
  const a = await createUser(t.db);
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: adminProject, user_id: a.userId, role_id: 1 })
    .execute();
  admin = await tokensFor(t.app, a.email, PASSWORD);
});
afterAll(() => t.close());

async function projectCount() {
  const row = await t.db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function create(body: unknown, tokens = provider) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/projects',
    headers: bearer(tokens),
    payload: body as object,
  });
}

describe('POST /api/v1/projects', () => {
  it('creates the project with its account; the creator is its first member, as Admin', async () => {
    const res = await create(SETTINGS);
    expect(res.statusCode).toBe(201);
    const created = res.json<ProjectSettings>();
    expect(created).toMatchObject({
      Title: 'Pier 9 Terminal',
      AccountName: 'Harborline Development',
      TimeZoneId: 'America/Los_Angeles',
      StartDate: '2026-03-02',
      EndDate: '2027-06-30',
      WorkdayBoundaryHour: 4,
      DayShiftStart: '05:00',
      NightShiftStart: '15:00',
      ShowContactInformation: false,
      IsDemo: false,
    });
    const members = await t.db
      .selectFrom('project_memberships')
      .select(['user_id', 'role_id'])
      .where('project_id', '=', created.ProjectId)
      .execute();
    expect(members).toEqual([{ user_id: providerId, role_id: 1 }]);

    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounts',
      headers: bearer(provider),
    });
    expect(accounts.json()).toContainEqual({
      AccountId: created.AccountId,
      AccountName: 'Harborline Development',
    });

    // No shifts at all is a choice; the edit changes what the engine reads from now on.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${created.ProjectId}/settings`,
      headers: bearer(provider),
      payload: {
        ...SETTINGS,
        NewAccountName: null,
        AccountId: created.AccountId,
        Title: 'Pier 9',
        DayShiftStart: null,
        NightShiftStart: null,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      Title: 'Pier 9',
      DayShiftStart: null,
      NightShiftStart: null,
    });
  });

  it('refuses bad settings with 400 and writes nothing', async () => {
    const before = await projectCount();
    const bad = [
      { ...SETTINGS, Title: ' ' },
      { ...SETTINGS, NewAccountName: null },
      { ...SETTINGS, NewAccountName: null, AccountId: 999_999 },
      { ...SETTINGS, TimeZoneId: 'Mars/Olympus' },
      { ...SETTINGS, StartDate: '2026-02-30' },
      { ...SETTINGS, EndDate: '2026-01-01' },
      { ...SETTINGS, WorkdayBoundaryHour: 24 },
      { ...SETTINGS, DayShiftStart: null },
      { ...SETTINGS, NightShiftStart: '05:00' },
      { ...SETTINGS, DayShiftStart: '25:00' },
    ];
    for (const body of bad) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await projectCount()).toBe(before);
    const accounts = await t.db.selectFrom('accounts').select('name').execute();
    expect(accounts.filter((a) => a.name === 'Harborline Development')).toHaveLength(1);
  });

  it('is for provider employees only', async () => {
    const before = await projectCount();
    expect((await create(SETTINGS, admin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(admin) }))
        .statusCode,
    ).toBe(403);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${adminProject}/settings`,
      headers: bearer(admin),
      payload: { ...SETTINGS },
    });
    expect(edit.statusCode).toBe(403);
    expect(await projectCount()).toBe(before);
  });
});

describe('GET /api/v1/projects/{id}/setup', () => {
  it('lists what an empty project lacks, and follows as readers are registered', async () => {
    const res = await create({ ...SETTINGS, Title: 'Empty Site' });
    const projectId = res.json<ProjectSettings>().ProjectId;
    const setup = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/projects/${projectId}/setup`,
          headers: bearer(provider),
        })
      ).json<ProjectSetup>();
    const empty = await setup();
    expect(empty.Complete).toBe(false);
    expect(empty.Steps).toEqual([
      { Step: 'zones', Count: 0, Done: false },
      { Step: 'entrance', Count: 0, Done: false },
      { Step: 'readers', Count: 0, Done: false },
      { Step: 'placed', Count: 0, Done: false },
      { Step: 'gatewayKey', Count: 0, Done: false },
      { Step: 'access', Count: 0, Done: false },
      { Step: 'contracts', Count: 0, Done: false },
      { Step: 'plan', Count: 0, Done: false },
      { Step: 'registrationFields', Count: 0, Done: false },
      { Step: 'documents', Count: 0, Done: false },
      // The tests' PUBLIC_URL is a localhost address: no phone could open its links.
      { Step: 'publicAddress', Count: 0, Done: false },
      { Step: 'users', Count: 1, Done: false },
    ]);
    const step = async (name: string) => (await setup()).Steps.find((s) => s.Step === name);

    const register = (body: unknown, tokens = provider, project = projectId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/projects/${project}/readers`,
        headers: bearerV2(tokens),
        payload: body as object,
      });
    const ok = await register({
      HardwareModelId: 1,
      AccessPointsCount: 2,
      SerialNumbers: ['GW-PIER-001', 'GW-PIER-002'],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ Created: unknown[] }>().Created).toHaveLength(2);
    expect(await step('readers')).toEqual({ Step: 'readers', Count: 2, Done: true });
    // Registered, not placed: the step stays open; once one reports, the list says so.
    expect(await step('placed')).toEqual({ Step: 'placed', Count: 0, Done: false });
    await t.db
      .updateTable('readers')
      .set({ first_heard_at: new Date() })
      .where('project_id', '=', projectId)
      .where('manufacturer_serial_number', '=', 'GW-PIER-001')
      .execute();
    expect(await step('placed')).toEqual({ Step: 'placed', Count: 1, Done: false });

    // Another project's reader, one already here, one listed twice: all refused, none written.
    const other = await create({ ...SETTINGS, Title: 'Other Site' });
    const otherId = other.json<ProjectSettings>().ProjectId;
    const refused = await register(
      { HardwareModelId: 1, SerialNumbers: ['GW-NEW-1', 'gw-pier-001'] },
      provider,
      otherId,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [
        {
          errorMessage: 'Reader GW-PIER-001 is registered to another project.',
          field: 'SerialNumbers.1',
        },
      ],
    });
    const again = await register({
      HardwareModelId: 1,
      SerialNumbers: ['GW-PIER-002', 'X1', 'x1'],
    });
    expect(again.statusCode).toBe(400);
    expect((await register({ HardwareModelId: 1, SerialNumbers: ['GW-PIER-002'] })).json()).toEqual(
      {
        errors: [
          {
            errorMessage: 'Reader GW-PIER-002 is already registered on this project.',
            field: 'SerialNumbers.0',
          },
        ],
      },
    );
    expect((await register({ HardwareModelId: 99, SerialNumbers: ['GW-Z'] })).statusCode).toBe(400);
    expect(
      (await register({ HardwareModelId: 1, SerialNumbers: ['bad serial!'] })).statusCode,
    ).toBe(400);
    expect((await register({ HardwareModelId: 1, SerialNumbers: [] })).statusCode).toBe(400);
    const readers = await t.db
      .selectFrom('readers')
      .select('manufacturer_serial_number')
      .where('project_id', 'in', [projectId, otherId])
      .execute();
    expect(readers.map((r) => r.manufacturer_serial_number).sort()).toEqual([
      'GW-PIER-001',
      'GW-PIER-002',
    ]);
    // A project member who is not a provider employee may not register readers.
    expect(
      (await register({ HardwareModelId: 1, SerialNumbers: ['GW-ADM-1'] }, admin, adminProject))
        .statusCode,
    ).toBe(403);
    // Another project's user sees nothing of this one.
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/setup`,
      headers: bearer(admin),
    });
    expect(peek.statusCode).toBe(403);
  });
});
