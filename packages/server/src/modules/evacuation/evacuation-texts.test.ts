import type { TagRead } from '@siteline/shared';
import type { EvacuationAuditLog } from '@siteline/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { OUTBOX_DEADLINE_SECONDS } from '../../messaging/outbox.ts';
import { expireOverdue } from '../../messaging/outbox-sending.ts';

// An evacuation's texts (docs/domain.md "Messages out: deadlines and retries"): one to each
// number, counted in people and numbers, and those that expired unsent said in its audit log.
let t: TestApp;
let site: Site;
let manager: Record<string, string>;

const read = (tag: 'T-ALICE' | 'T-BOB', minutesAgo: number): TagRead => ({
  ReaderSerial: site.serial('GATE-1'),
  Port: 1,
  Tag: site.tag(tag),
  Time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  Source: 1,
});

beforeAll(async () => {
  // A server with an SMS account (never reached: no jobs run here, the outbox rows are read).
  const sms = { url: 'http://127.0.0.1:9', accountSid: 'AC1', authToken: 'x', from: '+15550100' };
  t = await buildTestApp({ realtime: false, sms });
  site = await createSite(t.db, 'Muster texts');
  manager = await memberHeaders(t, site.projectId, ['RealtimeEvacuationReport']);
  // Alice and Bob share one phone (a crew's phone): one text reaches both.
  await t.db
    .updateTable('workers')
    .set({ telephone: '(555) 234-5678' })
    .where('worker_id', 'in', [site.workers.alice, site.workers.bob])
    .execute();
  await t.app.services.engine.ingest(site.projectId, [read('T-ALICE', 30), read('T-BOB', 20)]);
});
afterAll(() => t.close());

const audit = async (sessionId: number) =>
  (
    await t.app.inject({
      url: `/api/v1/projects/${site.projectId}/evacuation/sessions/${sessionId}/audit-log`,
      headers: manager,
    })
  ).json<EvacuationAuditLog>().Entries;

it('texts each number once, says how many people it reached, and which texts expired unsent', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${site.projectId}/evacuation/sessions`,
    headers: manager,
    payload: { SendTextMessage: true, TextMessage: 'Muster at the north gate.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const sessionId = res.json<{ EvacuationSessionId: number }>().EvacuationSessionId;
  expect((await audit(sessionId)).map((e) => e.LogMessage)).toEqual([
    'Started the session: 2 people on site',
    'Texted 2 people at 1 number: Muster at the north gate.',
  ]);
  const texts = await t.db
    .selectFrom('evacuation_texts')
    .select('outbox_message_id')
    .where('project_id', '=', site.projectId)
    .where('evacuation_session_id', '=', sessionId)
    .execute();
  expect(texts).toHaveLength(1);

  // The provider refused it until its deadline had passed.
  await t.db
    .updateTable('outbox_messages')
    .set({ last_error: 'SMS provider answered 503 (code 20503): Service unavailable' })
    .where('outbox_message_id', '=', texts[0]!.outbox_message_id)
    .execute();
  await expireOverdue(t.db, new Date(Date.now() + (OUTBOX_DEADLINE_SECONDS.evacuation + 1) * 1000));
  expect((await audit(sessionId)).at(-1)).toMatchObject({
    LogMessage:
      '1 text expired unsent: not taken by the SMS provider within 30 minutes (last answer: SMS provider answered 503 (code 20503): Service unavailable)',
    LogActivityUserFullName: 'Siteline',
  });
});
