import type { Permission, TokenResponse } from '@siteline/shared';
import { bearer, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

/** A project with two companies, a worker with a profile, its manager, and another project. */
export async function workersRecordFixture(t: TestApp) {
  const projectId = await createProject(t.db, { title: 'Harbor Point' });
  const otherProjectId = await createProject(t.db);

  const company = async (name: string, project = projectId) => {
    const co = await t.db
      .insertInto('companies')
      .values({ name })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    const c = await t.db
      .insertInto('contracts')
      .values({ project_id: project, company_id: co.company_id, trade: 'Electrical' })
      .returning('contract_id')
      .executeTakeFirstOrThrow();
    return c.contract_id;
  };
  const acme = await company('Acme Electric');
  const bolt = await company('Bolt Mechanical');
  const hidden = await company('#Placeholder');
  const otherContract = await company('Elsewhere Inc', otherProjectId);

  const worker = async (project = projectId, contractId = acme) =>
    (
      await t.db
        .insertInto('workers')
        .values({
          project_id: project,
          contract_id: contractId,
          first_name: 'Maria',
          middle_name: 'Luz',
          last_name: 'Santos',
          trade: 'Electrician',
          telephone: '555-0100',
          ethnicity: 'Hispanic or Latino',
          fields: JSON.stringify({
            EmergencyContact: { Name: 'Ana Santos', PhoneNumber: '555-0199' },
            HourlyWageRate: 42.5,
            Health: { BloodType: 'O+' },
            OSHA10IssueDate: '2025-01-10',
            OSHA10ExpiryDate: '2020-01-10',
          }),
        })
        .returning('worker_id')
        .executeTakeFirstOrThrow()
    ).worker_id;
  const workerId = await worker();

  const member = async (permissions: Permission[], project = projectId) => {
    const user = await createUser(t.db);
    await addMember(t.db, project, user.userId, permissions);
    return tokensFor(t.app, user.email, PASSWORD);
  };
  const manager = await member([
    'CanDoRegistrations',
    'WorkerProfile',
    'WorkerEmergencyInfo',
    'WorkerProjectAttributes',
    'WorkerCertifications',
    'WorkerNotes',
    'WorkerChangelog',
  ]);

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    tokens: TokenResponse = manager,
    payload?: unknown,
    project = projectId,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/projects/${project}${url}`,
      headers: bearer(tokens),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const row = (id = workerId) =>
    t.db.selectFrom('workers').selectAll().where('worker_id', '=', id).executeTakeFirstOrThrow();
  const changelog = (id = workerId) =>
    t.db
      .selectFrom('worker_changelog')
      .selectAll()
      .where('worker_id', '=', id)
      .orderBy('worker_changelog_id')
      .execute();

  return {
    projectId,
    otherProjectId,
    acme,
    bolt,
    hidden,
    otherContract,
    workerId,
    worker,
    member,
    manager,
    call,
    row,
    changelog,
  };
}
