import type { Permission, TokenResponse } from '@siteline/shared';
import { sql } from 'kysely';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

/** The directory tests' project: two contracts, three workers, a deleted one, another project. */
export const fx = {
  t: undefined as unknown as TestApp,
  mine: 0,
  theirs: 0,
  contractA: 0,
  contractB: 0,
  theirContract: 0,
  w: { ana: 0, bob: 0, carla: 0, deleted: 0, theirs: 0 },
  manager: undefined as unknown as TokenResponse,
  viewer: undefined as unknown as TokenResponse,
  member: undefined as unknown as TokenResponse,
  outsider: undefined as unknown as TokenResponse,
};

async function contract(projectId: number, company: string) {
  const co = await fx.t.db
    .insertInto('companies')
    .values({ name: company })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const row = await fx.t.db
    .insertInto('contracts')
    .values({ project_id: projectId, company_id: co.company_id, trade: 'Concrete' })
    .returning('contract_id')
    .executeTakeFirstOrThrow();
  return row.contract_id;
}

async function worker(
  projectId: number,
  contractId: number,
  first: string,
  last: string,
  extra: { fields?: Record<string, unknown>; deleted?: boolean; createdDaysAgo?: number } = {},
) {
  const row = await fx.t.db
    .insertInto('workers')
    .values({
      project_id: projectId,
      contract_id: contractId,
      first_name: first,
      last_name: last,
      telephone: '+1 212 555 0100',
      fields: JSON.stringify(extra.fields ?? {}),
      is_deleted: extra.deleted ?? false,
      created_at: sql<Date>`now() - make_interval(days => ${extra.createdDaysAgo ?? 0})`,
    })
    .returning('worker_id')
    .executeTakeFirstOrThrow();
  return row.worker_id;
}

async function day(projectId: number, workerId: number, date: string, gross: string) {
  await fx.t.db
    .insertInto('worker_days')
    .values({
      project_id: projectId,
      worker_id: workerId,
      timesheet_date: date,
      first_seen_at: `${date}T12:00:00Z`,
      last_seen_at: `${date}T20:00:00Z`,
      gross_hours: gross,
      onsite_net_hours: gross,
      shift_type: 'Day',
      read_count: 2,
    })
    .execute();
}

async function user(projectIds: number[], permissions: Permission[] = []) {
  const u = await createUser(fx.t.db);
  for (const id of projectIds) await addMember(fx.t.db, id, u.userId, permissions);
  return tokensFor(fx.t.app, u.email, PASSWORD);
}

export function get(url: string, tokens: TokenResponse) {
  return fx.t.app.inject({ method: 'GET', url, headers: bearer(tokens) });
}
export function save(tokens: TokenResponse, body: Record<string, unknown>) {
  return fx.t.app.inject({
    method: 'POST',
    url: '/api/v1/worker/updateWorkerDirectoryWorker',
    headers: bearer(tokens),
    payload: body,
  });
}
export const changelogCount = async () =>
  Number(
    (
      await fx.t.db
        .selectFrom('worker_changelog')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const today = new Date().toISOString().slice(0, 10);
export const inDays = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function setUpDirectoryFixture() {
  fx.t = await buildTestApp();
  fx.mine = await createProject(fx.t.db, { title: 'Alpha Tower' });
  fx.theirs = await createProject(fx.t.db, { title: 'Beta Hospital' });
  fx.contractA = await contract(fx.mine, 'Acme Concrete');
  fx.contractB = await contract(fx.mine, 'Bolt Electric');
  fx.theirContract = await contract(fx.theirs, 'Their Co');
  fx.w.ana = await worker(fx.mine, fx.contractA, 'Ana', 'Zamora', {
    fields: {
      NewHire: true,
      CityResident: false,
      HasCompletedDrugTest: true,
      WorkerSiteNumber: 'S-0042',
      Responsibilities: 'Formwork',
      OSHA10ExpiryDate: inDays(-3),
      FirstAidCPRExpiryDate: inDays(10),
      SSTCardExpiryDate: inDays(90),
      HourlyWageRate: 42.5,
      Health: { BloodType: 'O+' },
    },
    createdDaysAgo: 3,
  });
  fx.w.bob = await worker(fx.mine, fx.contractB, 'Bob', 'Anderson', { createdDaysAgo: 1 });
  fx.w.carla = await worker(fx.mine, fx.contractA, 'Carla', 'Andrade', { createdDaysAgo: 2 });
  fx.w.deleted = await worker(fx.mine, fx.contractA, 'Andy', 'Gone', { deleted: true });
  fx.w.theirs = await worker(fx.theirs, fx.theirContract, 'Andrea', 'Secret');
  await day(fx.mine, fx.w.ana, '2026-03-02', '8.25');
  await day(fx.mine, fx.w.ana, '2026-03-03', '7.33');
  await day(fx.mine, fx.w.ana, '2026-03-04', '0.01');
  await day(fx.mine, fx.w.bob, '2026-03-02', '10.50');

  fx.manager = await user(
    [fx.mine],
    ['AdvancedWorkforceDirectory', 'CanDoRegistrations', 'CanManageHealthRegistration'],
  );
  fx.viewer = await user([fx.mine], ['AdvancedWorkforceDirectory']);
  fx.member = await user([fx.mine]);
  fx.outsider = await user(
    [fx.theirs],
    ['AdvancedWorkforceDirectory', 'CanDoRegistrations', 'CanManageWageRates'],
  );
}
