import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { SNAPSHOT_SLICE, insertSnapshot, people } from './evacuation-people.repository.ts';
import * as repo from './evacuation.repository.ts';

// A big site's snapshot: more people than one statement's 65,535 parameters could carry.
let t: TestApp;
let site: Site;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Big muster');
});
afterAll(() => t.close());

describe('the snapshot of a big site', () => {
  it('keeps every one of 4,500 people on site', async () => {
    const count = 4500;
    expect(count * 16).toBeGreaterThan(65_535);
    expect(count).toBeGreaterThan(SNAPSHOT_SLICE);
    const { rows } = await sql<{ worker_id: number }>`
      INSERT INTO workers (project_id, contract_id, first_name, last_name)
      SELECT ${site.projectId}, ${site.contracts.electrical}, 'Crew', 'Member ' || i
      FROM generate_series(1, ${count}::int) i
      RETURNING worker_id
    `.execute(t.db);
    const { user_id } = await t.db
      .selectFrom('users')
      .select('user_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const sessionId = (await repo.insertSession(t.db, site.projectId, user_id, 'Big one'))!;
    const now = new Date();
    const inserted = await insertSnapshot(
      t.db,
      site.projectId,
      sessionId,
      rows.map((r) => ({
        workerId: r.worker_id,
        contractId: null,
        lastSeenAt: now,
        zoneId: null,
        readerId: 1,
      })),
      () => null,
    );
    expect(inserted).toBe(count);
    expect(await people(t.db, site.projectId, sessionId, null)).toHaveLength(count);
  });
});
