import type { AddressInfo } from 'node:net';
import type {
  JoinProjectAck,
  RealtimeDashboardMessage,
  RealtimeDashboardPush,
} from '@siteline/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, tokensFor } from '../../test/app.ts';
import { connectSocket, type ClientSocket } from '../../test/sockets.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../test/factories.ts';
import { buildApp } from '../app.ts';

const WAIT_MS = 5_000;

let testDb: TestDb;
// Two instances of the server on one database, as behind a load balancer.
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
let project: number;
let otherProject: number;
let demoProject: number;
const clients: ClientSocket[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig(testDb.url);
  a = await buildApp(config);
  b = await buildApp(config);
  urlA = await listen(a);
  urlB = await listen(b);
  project = await createProject(testDb.db, { title: 'Alpha Tower' });
  otherProject = await createProject(testDb.db, { title: 'Beta Hospital' });
  demoProject = await createProject(testDb.db, { title: 'Demo Depot', isDemo: true });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A user who belongs to exactly these projects, and their access token. */
async function member(projectIds: number[]): Promise<string> {
  const user = await createUser(testDb.db);
  for (const id of projectIds) await addMember(testDb.db, id, user.userId, []);
  return (await tokensFor(a, user.email, PASSWORD)).access_token;
}

/** Connects, resolving on `connect` and rejecting with the server's refusal. */
function connect(url: string, auth: Record<string, unknown>): Promise<ClientSocket> {
  return connectSocket(url, auth, clients);
}

function join(client: ClientSocket, projectId: number): Promise<JoinProjectAck> {
  return client.timeout(WAIT_MS).emitWithAck('join_project', projectId);
}

/** The next realtime_dashboard message, or a failure after WAIT_MS. */
function nextDashboard(client: ClientSocket): Promise<RealtimeDashboardMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('realtime_dashboard', onMessage);
      reject(new Error('no realtime_dashboard message arrived in time'));
    }, WAIT_MS);
    function onMessage(message: RealtimeDashboardMessage) {
      clearTimeout(timer);
      client.off('realtime_dashboard', onMessage);
      resolve(message);
    }
    client.on('realtime_dashboard', onMessage);
  });
}

/** Everything a client receives from now on. */
function recordDashboard(client: ClientSocket): RealtimeDashboardMessage[] {
  const received: RealtimeDashboardMessage[] = [];
  client.on('realtime_dashboard', (message) => received.push(message));
  return received;
}

function alert(workerName: string): RealtimeDashboardPush {
  return {
    action: 'unauthorized_alert',
    data: {
      WorkerId: 1,
      WorkerName: workerName,
      ContractId: null,
      ProjectZoneId: null,
      ZoneName: 'Level 3',
      DateTimeLocal: '2026-03-02T08:15:00',
    },
  };
}

/** Published as the areas do: a worker's alert to its contract's audience, a zone's to all. */
function publishDashboard(app: FastifyInstance, projectId: number, push: RealtimeDashboardPush) {
  const audience =
    push.action === 'density_alert' ? 'project' : { contractId: push.data.ContractId };
  app.realtime.publish('realtime_dashboard', projectId, push, audience);
}

/** A push as the client receives it: stamped with its project and when it was published. */
function stamped(push: RealtimeDashboardPush, projectId: number) {
  return { ...push, ProjectId: projectId, PublishedAt: expect.any(Number) as number };
}

describe('realtime connection', () => {
  it('refuses a client without a token', async () => {
    await expect(connect(urlA, {})).rejects.toThrow('unauthorized');
  });

  it('refuses a client with a bad token', async () => {
    await expect(connect(urlA, { token: 'not-a-token' })).rejects.toThrow('unauthorized');
    const token = await member([project]);
    const tampered = `${token.slice(0, -4)}AAAA`;
    await expect(connect(urlA, { token: tampered })).rejects.toThrow('unauthorized');
  });
});

describe('project rooms', () => {
  it('delivers an unauthorized_alert published into the project to a member who joined', async () => {
    const client = await connect(urlA, { token: await member([project]), demo: false });
    expect(await join(client, project)).toEqual({ ok: true });

    const arriving = nextDashboard(client);
    publishDashboard(a, project, alert('Ana Lopez'));
    expect(await arriving).toEqual(stamped(alert('Ana Lopez'), project));
  });

  it('refuses another project’s room, and nothing published there reaches the client', async () => {
    const client = await connect(urlA, { token: await member([otherProject]), demo: false });
    expect(await join(client, project)).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(client, otherProject)).toEqual({ ok: true });

    const received = recordDashboard(client);
    const marker = nextDashboard(client);
    publishDashboard(a, project, alert('Not for you'));
    // One server delivers in order: once the later message arrives, the earlier would have too.
    publishDashboard(a, otherProject, alert('Marker'));
    await marker;
    expect(received).toEqual([stamped(alert('Marker'), otherProject)]);
  });

  it('stops delivering after leave_project', async () => {
    const client = await connect(urlA, { token: await member([project, otherProject]) });
    expect(await join(client, project)).toEqual({ ok: true });
    client.emit('leave_project', project);
    // The server handles one client's events in order: this ack comes after the leave.
    expect(await join(client, otherProject)).toEqual({ ok: true });

    const received = recordDashboard(client);
    const marker = nextDashboard(client);
    publishDashboard(a, project, alert('After leaving'));
    publishDashboard(a, otherProject, alert('Marker'));
    await marker;
    expect(received).toEqual([stamped(alert('Marker'), otherProject)]);
  });

  it('admits a demo project only in demo mode, and a real one only outside it', async () => {
    const token = await member([project, demoProject]);
    const real = await connect(urlA, { token, demo: false });
    expect(await join(real, demoProject)).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(real, project)).toEqual({ ok: true });

    const demo = await connect(urlA, { token, demo: true });
    expect(await join(demo, project)).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(demo, demoProject)).toEqual({ ok: true });
  });

  it('refuses a malformed project id', async () => {
    const client = await connect(urlA, { token: await member([project]) });
    // A client is untrusted: the server checks the payload, not only the type map.
    expect(await join(client, 'x' as unknown as number)).toEqual({ ok: false, error: 'forbidden' });
  });

  it('refuses a project id past the database’s range, even for a provider employee', async () => {
    const admin = await createUser(testDb.db, { isProviderEmployee: true });
    const token = (await tokensFor(a, admin.email, PASSWORD)).access_token;
    const client = await connect(urlA, { token, demo: false });
    expect(await join(client, 2 ** 31)).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(client, project)).toEqual({ ok: true });
  });
});

describe('contractor-scoped members', () => {
  it('receive unauthorized alerts of their contracts’ workers only, and every density alert', async () => {
    const db = testDb.db;
    const [mine, theirs] = await Promise.all(
      ['Scoped Electric', 'Other Plumbing'].map((name) =>
        db
          .insertInto('companies')
          .values({ name })
          .returning('company_id')
          .executeTakeFirstOrThrow(),
      ),
    );
    const contract = (companyId: number) =>
      db
        .insertInto('contracts')
        .values({ project_id: project, company_id: companyId })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
        .then((r) => r.contract_id);
    const myContract = await contract(mine!.company_id);
    const theirContract = await contract(theirs!.company_id);
    const user = await createUser(db);
    await addMember(db, project, user.userId, []);
    await db
      .updateTable('project_memberships')
      .set({ company_id: mine!.company_id })
      .where('user_id', '=', user.userId)
      .execute();
    const token = (await tokensFor(a, user.email, PASSWORD)).access_token;
    const client = await connect(urlB, { token, demo: false });
    expect(await join(client, project)).toEqual({ ok: true });

    const of = (name: string, contractId: number): RealtimeDashboardPush => {
      const message = alert(name);
      return {
        ...message,
        data: { ...message.data, ContractId: contractId },
      } as RealtimeDashboardPush;
    };
    const density: RealtimeDashboardPush = {
      action: 'density_alert',
      data: {
        ProjectZoneAlertFactId: 1,
        ProjectZoneId: 1,
        ZoneName: 'Level 3',
        IsCurrentlyActive: true,
        TriggerDateTimeLocal: '2026-03-02T08:15:00',
        ResolvedDateTimeLocal: null,
        WorkerCount: 9,
        OverWorkerCutoffValue: 8,
      },
    };
    const received = recordDashboard(client);
    // The density alert, published last, is the marker: one server delivers in order.
    const marker = new Promise<void>((resolve) => {
      client.on('realtime_dashboard', (m) => {
        if (m.action === 'density_alert') resolve();
      });
    });
    publishDashboard(a, project, of('Theirs', theirContract));
    publishDashboard(a, project, alert('No contract'));
    publishDashboard(a, project, of('Mine', myContract));
    publishDashboard(a, project, density);
    await marker;
    expect(received).toEqual([stamped(of('Mine', myContract), project), stamped(density, project)]);
  });
});

describe('several server instances', () => {
  it('delivers an event published on instance A to a client of instance B', async () => {
    const client = await connect(urlB, { token: await member([project]), demo: false });
    expect(await join(client, project)).toEqual({ ok: true });

    const arriving = nextDashboard(client);
    publishDashboard(a, project, alert('Across instances'));
    expect(await arriving).toEqual(stamped(alert('Across instances'), project));
  });
});
