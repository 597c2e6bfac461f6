import type { AddressInfo } from 'node:net';
import {
  REALTIME_EVENTS,
  REALTIME_EVENT_NAMES,
  type Permission,
  type RealtimeAudience,
  type RealtimeEvent,
  type RealtimePayloads,
} from '@siteline/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, tokensFor } from '../../test/app.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../test/factories.ts';
import { connectSocket, type ClientSocket } from '../../test/sockets.ts';
import { buildApp } from '../app.ts';

// Every event of the shared map, walked: a member without its permission hears nothing of it, a
// member limited to a company hears only its own contracts' people (and what names no one).

/** One payload per event, naming a person of `contractId` (a new event must add its own). */
const SAMPLES: { [E in RealtimeEvent]: (contractId: number | null) => RealtimePayloads[E] } = {
  realtime_dashboard: (contractId) => ({
    action: 'unauthorized_alert',
    data: {
      WorkerId: 1,
      WorkerName: `Worker of ${contractId ?? 'none'}`,
      ContractId: contractId,
      ProjectZoneId: null,
      ZoneName: 'Level 3',
      DateTimeLocal: '2026-03-02T08:15:00',
    },
  }),
  alert_facts: (contractId) => ({ ContractId: contractId, AlertFactIds: [contractId ?? 0] }),
  evacuation: (contractId) => ({
    Action: 'worker_updated',
    EvacuationSessionId: 1,
    ContractId: contractId,
    Worker: null,
  }),
};

let testDb: TestDb;
let app: FastifyInstance;
let url: string;
let project: number;
let elsewhere: number;
let mine: number;
let theirs: number;
let mineCompany: number;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildApp(testConfig(testDb.url));
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  project = await createProject(testDb.db, { title: 'Audience Tower' });
  elsewhere = await createProject(testDb.db, { title: 'Audience Elsewhere' });
  const company = async (name: string) =>
    (
      await testDb.db
        .insertInto('companies')
        .values({ name })
        .returning('company_id')
        .executeTakeFirstOrThrow()
    ).company_id;
  const contract = async (companyId: number) =>
    (
      await testDb.db
        .insertInto('contracts')
        .values({ project_id: project, company_id: companyId })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;
  mineCompany = await company('Audience Electric');
  mine = await contract(mineCompany);
  theirs = await contract(await company('Audience Plumbing'));
});

afterAll(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await app?.close();
  await testDb?.drop();
});

interface Listener {
  socket: ClientSocket;
  /** What the socket heard of the event under test, by the sample's contract. */
  heard: (number | null | 'project')[];
  marker: () => Promise<void>;
}

/** A member of `projectId` holding `permissions` (limited to `companyId`), joined there. */
async function listener(
  event: RealtimeEvent,
  projectId: number,
  permissions: Permission[],
  companyId?: number,
): Promise<Listener> {
  const user = await createUser(testDb.db);
  await addMember(testDb.db, projectId, user.userId, permissions, companyId);
  const token = (await tokensFor(app, user.email, PASSWORD)).access_token;
  const socket = await connectSocket(url, { token, demo: false }, clients);
  expect(await socket.timeout(5_000).emitWithAck('join_project', projectId)).toEqual({ ok: true });
  const heard: Listener['heard'] = [];
  let waiting: (() => void)[] = [];
  socket.onAny(
    (name: string, message: { Marker?: boolean; Contract?: number | null | 'project' }) => {
      if (message.Marker) {
        waiting.forEach((resolve) => resolve());
        waiting = [];
      } else if (name === event) heard.push(message.Contract ?? null);
    },
  );
  return { socket, heard, marker: () => new Promise((resolve) => waiting.push(resolve)) };
}

describe.each(REALTIME_EVENT_NAMES)('the %s event', (event) => {
  const { permission } = REALTIME_EVENTS[event];
  const holds: Permission[] = permission ? [permission] : [];

  it('reaches whom its permission and the audience allow, and no one else', async () => {
    const unlimited = await listener(event, project, holds);
    const limited = await listener(event, project, holds, mineCompany);
    // Without the permission: a member of the project if the event asks one, else one of
    // another project holding everything there (membership is the event's permission).
    const without = permission
      ? await listener(event, project, [])
      : await listener(event, elsewhere, ['RealtimeEvacuationReport', 'ManageProjects']);
    if (!permission) {
      expect(await without.socket.timeout(5_000).emitWithAck('join_project', project)).toEqual({
        ok: false,
        error: 'forbidden',
      });
    }

    const published: [number | null | 'project', RealtimeAudience][] = [
      [theirs, { contractId: theirs }],
      [mine, { contractId: mine }],
      [null, { contractId: null }],
      ['project', 'project'],
    ];
    for (const [contract, audience] of published) {
      const payload = {
        ...SAMPLES[event](contract === 'project' ? null : contract),
        Contract: contract,
      };
      app.realtime.publish(event, project, payload, audience);
    }
    // A marker every listener's socket hears, published after: one server delivers in order.
    const arrived = Promise.all([unlimited, limited, without].map((l) => l.marker()));
    const marker = { ...SAMPLES.realtime_dashboard(null), Marker: true };
    for (const id of [project, elsewhere]) {
      app.realtime.publish('realtime_dashboard', id, marker, 'project');
    }
    await arrived;

    expect(unlimited.heard).toEqual([theirs, mine, null, 'project']);
    expect(limited.heard).toEqual([mine, 'project']);
    expect(without.heard).toEqual([]);
  });
});
