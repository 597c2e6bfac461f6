import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders, ownCompany } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';

// Who may run an evacuation, and the demo's promise that it never texts anyone.
let t: TestApp;
let site: Site;
let member: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Muster access');
  const other = await createSite(t.db, 'Other muster access');
  member = await memberHeaders(t, site.projectId, []);
  stranger = await memberHeaders(t, other.projectId, ['RealtimeEvacuationReport']);
});
afterAll(() => t.close());

const api = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/evacuation${path}`;
const call = (
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) });

describe('evacuation sessions', () => {
  it('is the real-time report’s: another project’s member and one without the permission get 403', async () => {
    for (const headers of [member, stranger]) {
      expect((await call('GET', '/initial-data', headers)).statusCode).toBe(403);
      expect(
        (await call('POST', '/sessions', headers, { SendTextMessage: false })).statusCode,
      ).toBe(403);
    }
  });

  it('never texts from a demo project', async () => {
    const demo = await createSite(t.db, 'Demo muster');
    await t.db
      .updateTable('projects')
      .set({ is_demo: true })
      .where('project_id', '=', demo.projectId)
      .execute();
    // A demo project's calls say so (the Demo header: spec 000 §7).
    const headers = {
      ...(await memberHeaders(t, demo.projectId, ['RealtimeEvacuationReport'])),
      demo: 'true',
    };
    const before = (await t.db.selectFrom('outbox_messages').select('outbox_message_id').execute())
      .length;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/sessions', demo.projectId),
      headers,
      payload: { SendTextMessage: true, TextMessage: 'Leave now' },
    });
    expect(res.statusCode).toBe(201);
    expect(
      (await t.db.selectFrom('outbox_messages').select('outbox_message_id').execute()).length,
    ).toBe(before);
  });

  it('names a company’s member only its own people’s foremen', async () => {
    const muster = await createSite(t.db, 'Muster foremen');
    await ownCompany(t, muster.contracts.plumbing, 'Foremen Plumbing');
    for (const [workerId, name] of [
      [muster.workers.alice, 'Erin Electric'],
      [muster.workers.bob, 'Pat Plumbing'],
    ] as const) {
      await t.db
        .updateTable('workers')
        .set({ fields: sql`fields || jsonb_build_object('ForemansName', ${name}::text)` })
        .where('worker_id', '=', workerId)
        .execute();
    }
    const manager = await memberHeaders(t, muster.projectId, ['RealtimeEvacuationReport']);
    const plumber = await contractorHeaders(t, muster.projectId, muster.contracts.plumbing, [
      'RealtimeEvacuationReport',
    ]);
    const at = (path: string) => `/api/v1/projects/${muster.projectId}/evacuation${path}`;
    const started = await t.app.inject({
      method: 'POST',
      url: at('/sessions'),
      headers: manager,
      payload: { SendTextMessage: false },
    });
    const id = started.json<{ EvacuationSessionId: number }>().EvacuationSessionId;
    for (const WorkerId of [muster.workers.alice, muster.workers.bob]) {
      const added = await t.app.inject({
        method: 'POST',
        url: at(`/sessions/${id}/workers`),
        headers: manager,
        payload: { WorkerId },
      });
      expect(added.statusCode).toBe(201);
    }
    const names = async (headers: Record<string, string>) => {
      const list = await t.app.inject({ url: at(`/sessions/${id}/foremen`), headers });
      const view = await t.app.inject({ url: at(`/sessions/${id}`), headers });
      return [
        list.json<{ ForemenNames: string[] }>().ForemenNames,
        view.json<{ ForemenNames: string[] }>().ForemenNames,
      ];
    };
    expect(await names(manager)).toEqual([
      ['Erin Electric', 'Pat Plumbing'],
      ['Erin Electric', 'Pat Plumbing'],
    ]);
    expect(await names(plumber)).toEqual([['Pat Plumbing'], ['Pat Plumbing']]);
  });
});
