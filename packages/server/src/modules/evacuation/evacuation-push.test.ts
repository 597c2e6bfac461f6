import type { EvacuationMessage, Permission, RealtimeDashboardPush } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCompany } from '../../../test/alerts-fixture.ts';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { connectSocket, type ClientSocket } from '../../../test/sockets.ts';

// The roll call over the push channel reaches only those who may open it (spec 002 §5, §7):
// RealtimeEvacuationReport, and of a company's members only their own people and visitors.
let t: TestApp;
let site: Site;
let url: string;
const sockets: ClientSocket[] = [];

interface Member {
  userId: number;
  headers: Record<string, string>;
  socket: ClientSocket;
  /** Every evacuation push the socket received, by person (or action for the session's own). */
  heard: string[];
  /** Resolves at the next marker (a push every member hears, published after the others). */
  marker: () => Promise<void>;
}

beforeAll(async () => {
  t = await buildTestApp({ realtime: true });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await createSite(t.db, 'Push muster');
  await ownCompany(t, site.contracts.plumbing, 'Push Plumbing');
  await ownCompany(t, site.contracts.electrical, 'Push Electric');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function member(
  permissions: Permission[],
  options: { companyOf?: number; projectId?: number } = {},
): Promise<Member> {
  const projectId = options.projectId ?? site.projectId;
  const user = await createUser(t.db);
  let companyId: number | undefined;
  if (options.companyOf !== undefined) {
    const contract = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', options.companyOf)
      .executeTakeFirstOrThrow();
    companyId = contract.company_id ?? undefined;
  }
  await addMember(t.db, projectId, user.userId, permissions, companyId);
  const token = (await tokensFor(t.app, user.email, PASSWORD)).access_token;
  const socket = await connectSocket(url, { token, demo: false }, sockets);
  const heard: string[] = [];
  socket.on('evacuation', (m: EvacuationMessage) => {
    heard.push(m.Worker?.DisplayName ?? m.Action);
  });
  let markers: (() => void)[] = [];
  socket.on('realtime_dashboard', () => {
    markers.forEach((resolve) => resolve());
    markers = [];
  });
  return {
    userId: user.userId,
    headers: { authorization: `Bearer ${token}` },
    socket,
    heard,
    marker: () => new Promise((resolve) => markers.push(resolve)),
  };
}

const join = (m: Member, projectId = site.projectId) =>
  m.socket.timeout(5_000).emitWithAck('join_project', projectId);

const api = (path: string) => `/api/v1/projects/${site.projectId}/evacuation${path}`;

/** A push every member of the project hears; one server delivers a socket's pushes in order. */
async function settled(members: Member[], projectId = site.projectId) {
  const arrived = Promise.all(members.map((m) => m.marker()));
  const marker: RealtimeDashboardPush = {
    action: 'density_alert',
    data: {
      ProjectZoneAlertFactId: 1,
      ProjectZoneId: 1,
      ZoneName: 'Marker',
      IsCurrentlyActive: true,
      TriggerDateTimeLocal: '2026-03-02T08:15:00',
      ResolvedDateTimeLocal: null,
      WorkerCount: 2,
      OverWorkerCutoffValue: 1,
    },
  };
  t.app.realtime.publish('realtime_dashboard', projectId, marker, 'project');
  await arrived;
}

describe('evacuation pushes', () => {
  let manager: Member;
  let viewer: Member;
  let plumber: Member;
  let plumberWithout: Member;
  let sessionId: number;

  it('reach the roll call’s members only: not a viewer, not a company member without the permission', async () => {
    manager = await member(['RealtimeEvacuationReport', 'ManageUsers']);
    viewer = await member([]);
    plumber = await member(['RealtimeEvacuationReport'], { companyOf: site.contracts.plumbing });
    plumberWithout = await member([], { companyOf: site.contracts.plumbing });
    const all = [manager, viewer, plumber, plumberWithout];
    for (const m of all) expect(await join(m)).toEqual({ ok: true });

    const started = await t.app.inject({
      method: 'POST',
      url: api('/sessions'),
      headers: manager.headers,
      payload: { SendTextMessage: false },
    });
    expect(started.statusCode).toBe(201);
    sessionId = started.json<{ EvacuationSessionId: number }>().EvacuationSessionId;
    for (const payload of [
      { DisplayName: 'Vic Visitor', DisplayCompanyName: 'Acme Supply' },
      { WorkerId: site.workers.alice },
      { WorkerId: site.workers.bob },
    ]) {
      const added = await t.app.inject({
        method: 'POST',
        url: api(`/sessions/${sessionId}/workers`),
        headers: manager.headers,
        payload,
      });
      expect(added.statusCode).toBe(201);
    }
    await settled(all);

    expect(manager.heard).toEqual(['session_created', 'Vic Visitor', 'Alice Tester', 'Bob Tester']);
    // The plumbing company's member: the session, the visitor and its own worker (as over HTTP).
    expect(plumber.heard).toEqual(['session_created', 'Vic Visitor', 'Bob Tester']);
    expect(viewer.heard).toEqual([]);
    expect(plumberWithout.heard).toEqual([]);
  });

  it('stop reaching a member whose role loses the permission, at once', async () => {
    const { role_id: viewerRole } = await t.db
      .selectFrom('project_memberships')
      .select('role_id')
      .where('user_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    const admin = await createUser(t.db, { isProviderEmployee: true });
    const adminHeaders = {
      authorization: `Bearer ${(await tokensFor(t.app, admin.email, PASSWORD)).access_token}`,
    };
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/users/${plumber.userId}`,
      headers: adminHeaders,
      payload: { Roles: [{ ContractRoleId: viewerRole, CompanyId: null }] },
    });
    expect(changed.statusCode).toBe(200);

    const before = [...manager.heard];
    const added = await t.app.inject({
      method: 'POST',
      url: api(`/sessions/${sessionId}/workers`),
      headers: manager.headers,
      payload: { DisplayName: 'Late Visitor' },
    });
    expect(added.statusCode).toBe(201);
    await settled([manager, plumber]);
    expect(manager.heard).toEqual([...before, 'Late Visitor']);
    // Still a member (the marker reached it), no longer of the roll call.
    expect(plumber.heard).toEqual(['session_created', 'Vic Visitor', 'Bob Tester']);
  });

  it('never reach another project’s member, whatever it holds there', async () => {
    const other = await createSite(t.db, 'Push elsewhere');
    const stranger = await member(['RealtimeEvacuationReport'], { projectId: other.projectId });
    expect(await join(stranger)).toEqual({ ok: false, error: 'forbidden' });
    expect(await join(stranger, other.projectId)).toEqual({ ok: true });
    const added = await t.app.inject({
      method: 'POST',
      url: api(`/sessions/${sessionId}/workers`),
      headers: manager.headers,
      payload: { DisplayName: 'Third Visitor' },
    });
    expect(added.statusCode).toBe(201);
    await settled([manager]);
    await settled([stranger], other.projectId);
    expect(stranger.heard).toEqual([]);
  });
});
