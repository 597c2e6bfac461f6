import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture } from './registrations-fixture.ts';

type ApiErrors = { errors: { errorMessage: string }[] };

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
});
afterAll(() => t.close());

const workersOf = (projectId: number) =>
  t.db
    .selectFrom('workers')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('worker_id')
    .execute();

describe('existing worker by tag', () => {
  it('finds a badge on the account’s other site and registers the person here with it', async () => {
    const sister = (
      await t.db
        .insertInto('projects')
        .values({
          account_id: f.accountId,
          title: 'Harbor Point Phase 2',
          start_date: '2026-01-05',
          time_zone_id: 'America/New_York',
        })
        .returning('project_id')
        .executeTakeFirstOrThrow()
    ).project_id;
    const contractId = await f.contract(sister, f.acme);
    const worker = await t.db
      .insertInto('workers')
      .values({
        project_id: sister,
        contract_id: contractId,
        first_name: 'Gil',
        last_name: 'Hart',
        fields: JSON.stringify({ BirthDate: '1985-01-01' }),
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow();
    const tag = await t.db
      .insertInto('tags')
      .values({ project_id: sister, tag: 'HART-77', tag_type_id: 2 })
      .returning('tag_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('worker_tags')
      .values({
        project_id: sister,
        worker_id: worker.worker_id,
        tag_id: tag.tag_id,
        start_date: '2026-01-05',
      })
      .execute();

    const missing = await f.call(
      'GET',
      '/api/v1/projects/{id}/registrations/search-by-tag?tag=NOPE-1',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrors>().errors[0]?.errorMessage).toBe(
      'Tag is deactivated or could not be found.',
    );
    const found = await f.call(
      'GET',
      '/api/v1/projects/{id}/registrations/search-by-tag?tag=hart-77',
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      FirstName: 'Gil',
      LastName: 'Hart',
      ProjectTitle: 'Harbor Point Phase 2',
    });

    const assigned = await f.call('POST', '/api/v1/projects/{id}/registrations/assign-worker', {
      payload: { Tag: 'HART-77', ContractId: f.boltContract },
    });
    expect(assigned.statusCode).toBe(201);
    const here = (await workersOf(f.projectId)).find(
      (w) => w.worker_id === assigned.json<{ workerId: number }>().workerId,
    );
    expect(here).toMatchObject({
      first_name: 'Gil',
      contract_id: f.boltContract,
      fields: { BirthDate: '1985-01-01' },
    });
    const again = await f.call('POST', '/api/v1/projects/{id}/registrations/assign-worker', {
      payload: { Tag: 'HART-77', ContractId: f.boltContract },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrors>().errors[0]?.errorMessage).toBe(
      'Gil Hart is already registered on this project.',
    );

    // Not across accounts: the other project (another account) cannot find it.
    const foreign = await f.call(
      'GET',
      '/api/v1/projects/{id}/registrations/search-by-tag?tag=HART-77',
      {
        tokens: f.stranger.tokens,
        project: f.otherProjectId,
      },
    );
    expect(foreign.statusCode).toBe(404);

    // A deactivated badge is not found.
    await t.db
      .updateTable('tags')
      .set({ is_active: false })
      .where('tag_id', '=', tag.tag_id)
      .execute();
    const off = await f.call(
      'GET',
      '/api/v1/projects/{id}/registrations/search-by-tag?tag=HART-77',
    );
    expect(off.statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    expect(
      (await f.call('GET', '/api/v1/projects/{id}/registrations/search-by-tag?tag=')).statusCode,
    ).toBe(400);
    const bad = await f.call('POST', '/api/v1/projects/{id}/registrations/assign-worker', {
      payload: { Tag: 'X', ContractId: 'one' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
