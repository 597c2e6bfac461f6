import type {
  TextMessageBatch,
  TextMessageBatchCreated,
  TextMessageContracts,
  TextMessageHistory,
  TextMessageVerified,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorHeaders, memberHeaders, ownCompany } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createProject } from '../../../test/factories.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';

// Every project is a wall, every company scope too; a demo project never texts.
let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let plumber: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Texts access');
  await ownCompany(t, site.contracts.plumbing, 'Texts Plumbing');
  await t.db
    .updateTable('workers')
    .set({ telephone: '(555) 234-5678' })
    .where('worker_id', '=', site.workers.alice)
    .execute();
  await t.db
    .updateTable('workers')
    .set({ telephone: '(555) 345-6789' })
    .where('worker_id', '=', site.workers.bob)
    .execute();
  manager = await memberHeaders(t, site.projectId, ['SendAhHocTextMessages']);
  plumber = await contractorHeaders(t, site.projectId, site.contracts.plumbing, [
    'SendAhHocTextMessages',
  ]);
});
afterAll(() => t.close());

const api = (path: string, projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/text-messages${path}`;
const post = (path: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: api(path), headers, payload });

describe('text messages: who may', () => {
  it('another project’s member and one without SendAhHocTextMessages get 403 and no data', async () => {
    const other = await createSite(t.db, 'Texts elsewhere');
    const stranger = await memberHeaders(t, other.projectId, ['SendAhHocTextMessages']);
    const without = await memberHeaders(t, site.projectId, ['WorkerProfile']);
    const sent = (
      await post('/batches', manager, { filter: {}, textMessage: 'Hi' })
    ).json<TextMessageBatchCreated>();
    for (const headers of [stranger, without]) {
      for (const res of [
        await t.app.inject({ url: api('/contracts'), headers }),
        await post('/verify', headers, {}),
        await post('/batches', headers, { filter: {}, textMessage: 'Hi' }),
        await t.app.inject({ url: api('/batches'), headers }),
        await t.app.inject({ url: api(`/batches/${sent.textMessageBatchId}`), headers }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('Tester');
      }
    }
  });

  it('a contractor picks, texts and sees its own company’s workers only', async () => {
    const contracts = (
      await t.app.inject({ url: api('/contracts'), headers: plumber })
    ).json<TextMessageContracts>();
    expect(contracts.Data.map((c) => c.ContractId)).toEqual([site.contracts.plumbing]);
    const all = (
      await t.app.inject({ url: api('/contracts'), headers: manager })
    ).json<TextMessageContracts>();
    expect(all.Data.map((c) => [c.ContractId, c.WorkersCount])).toEqual([
      [0, 0],
      [site.contracts.electrical, 1],
      [site.contracts.plumbing, 1],
    ]);
    const found = (await post('/verify', plumber, {})).json<TextMessageVerified>();
    expect(found.Workers.map((w) => w.WorkerId)).toEqual([site.workers.bob]);
    // Naming another company's contract, or the unassigned workers, finds no one.
    const theirs = await post('/verify', plumber, {
      contractFilter: true,
      contractIds: [site.contracts.electrical, 0],
    });
    expect(theirs.json<TextMessageVerified>().Workers).toEqual([]);

    const own = (
      await post('/batches', plumber, { filter: {}, textMessage: 'Plumbers only' })
    ).json<TextMessageBatchCreated>();
    expect(own.Workers.map((w) => w.WorkerId)).toEqual([site.workers.bob]);
    // The manager's batch to everyone shows the contractor Bob alone; one to Alice alone is not
    // found, and not listed.
    const toAll = (
      await post('/batches', manager, { filter: {}, textMessage: 'Everyone' })
    ).json<TextMessageBatchCreated>();
    const toAlice = (
      await post('/batches', manager, {
        filter: { contractFilter: true, contractIds: [site.contracts.electrical] },
        textMessage: 'Electricians',
      })
    ).json<TextMessageBatchCreated>();
    const seen = await t.app.inject({
      url: api(`/batches/${toAll.textMessageBatchId}`),
      headers: plumber,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Alice');
    const hidden = await t.app.inject({
      url: api(`/batches/${toAlice.textMessageBatchId}`),
      headers: plumber,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Electricians');
    const history = (
      await t.app.inject({ url: api('/batches'), headers: plumber })
    ).json<TextMessageHistory>();
    expect(history.Data.map((b) => b.TextMessage)).not.toContain('Electricians');
    expect(history.Data.every((b) => b.RecipientsCount === 1)).toBe(true);
  });

  it('words the sender’s filter for a contractor with its own contracts named only', async () => {
    const all = (
      await t.app.inject({ url: api('/contracts'), headers: manager })
    ).json<TextMessageContracts>();
    const name = (id: number) => all.Data.find((c) => c.ContractId === id)!.ContractDisplayName;
    const both = (
      await post('/batches', manager, {
        filter: {
          contractFilter: true,
          contractIds: [site.contracts.electrical, site.contracts.plumbing],
        },
        textMessage: 'Both trades',
      })
    ).json<TextMessageBatchCreated>();
    const detail = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ url: api(`/batches/${both.textMessageBatchId}`), headers })
      ).json<TextMessageBatch>().FilterDescription;
    expect(await detail(manager)).toContain(
      `Contracts: ${name(site.contracts.electrical)}, ${name(site.contracts.plumbing)}`,
    );
    const seen = await detail(plumber);
    expect(seen).toContain(`Contracts: ${name(site.contracts.plumbing)}, 1 other contract`);
    expect(seen).not.toContain(name(site.contracts.electrical));
  });

  it('a demo project keeps the batch and sends nothing', async () => {
    const demoId = await createProject(t.db, { isDemo: true });
    const contract = await t.db
      .insertInto('contracts')
      .values({ project_id: demoId, trade: 'Concrete', display_name: 'Concrete' })
      .returning('contract_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('workers')
      .values({
        project_id: demoId,
        contract_id: contract.contract_id,
        first_name: 'Demo',
        last_name: 'Worker',
        telephone: '(555) 456-7890',
      })
      .execute();
    const headers = {
      ...(await memberHeaders(t, demoId, ['SendAhHocTextMessages'])),
      demo: 'true',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: api('/batches', demoId),
      headers,
      payload: { filter: {}, textMessage: 'Never sent' },
    });
    expect(res.statusCode).toBe(201);
    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select('outbox_message_id')
      .where('project_id', '=', demoId)
      .execute();
    expect(outbox).toEqual([]);
    const { textMessageBatchId } = res.json<TextMessageBatchCreated>();
    const detail = await t.app.inject({
      url: api(`/batches/${textMessageBatchId}`, demoId),
      headers,
    });
    expect(detail.json()).toMatchObject({
      NotSentCount: 1,
      Recipients: [{ Status: 'Held', StatusDetail: 'A demo project never sends texts.' }],
    });
  });
});
