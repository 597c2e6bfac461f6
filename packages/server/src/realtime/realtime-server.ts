import type { Server as HttpServer } from 'node:http';
import {
  hasProjectPermission,
  type AlertFactsChange,
  type AlertFactsMessage,
  type EvacuationChange,
  type EvacuationMessage,
  isId,
  projectRoom,
  type ClientToServerEvents,
  type JoinProjectAck,
  type RealtimeDashboardMessage,
  type RealtimeDashboardPush,
  type ServerToClientEvents,
} from '@siteline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  AUDIENCES,
  type AccessClaims,
  type AuthContext,
  type SubjectLoader,
  type TokenSigner,
} from '../lib/auth-context.ts';
import { createPostgresAdapter } from './realtime-adapter.ts';

/**
 * The only way the rest of the server emits: typed messages into project rooms. The message
 * goes out stamped with the project it was published into (the room and the ProjectId a client
 * reads come from the one argument, so they cannot disagree).
 */
export interface Realtime {
  publishDashboard(projectId: number, push: RealtimeDashboardPush): void;
  /** Alert facts changed (alerts area): to the rooms that may see facts of that contract. */
  publishAlertFacts(projectId: number, change: AlertFactsChange): void;
  publishEvacuation(projectId: number, change: EvacuationChange): void;
  close(): Promise<void>;
}

/** What app.ts holds to run the server's shutdown in order; the rest sees only Realtime. */
export interface RealtimeServer extends Realtime {
  /**
   * Lets clients in once the services that check them exist: the publisher exists before the
   * services (they publish), and until this call every connection is refused.
   */
  acceptClients(deps: RealtimeClientDeps): void;
  /** Ends this instance's client connections, which would otherwise keep the HTTP server open. */
  disconnectClients(): void;
  /** Drops the connections of ended sign-in sessions, on every instance. */
  endSessions(familyIds: string[]): void;
  /**
   * Takes the sessions' connections out of every room of the project, on every instance (a
   * member removed from the project); their other projects' rooms are kept.
   */
  leaveProject(familyIds: string[], projectId: number): Promise<void>;
}

/** Without Socket.IO (some tests): publishing goes nowhere, as it would with no client joined. */
export const noRealtime: RealtimeServer = {
  publishDashboard: () => {},
  publishAlertFacts: () => {},
  publishEvacuation: () => {},
  close: () => Promise.resolve(),
  acceptClients: () => {},
  disconnectClients: () => {},
  endSessions: () => {},
  leaveProject: () => Promise.resolve(),
};

export interface RealtimeServerDeps {
  server: HttpServer;
  databaseUrl: string;
  log: FastifyBaseLogger;
}

/** What a connecting client is checked against (the auth and projects areas' services). */
export interface RealtimeClientDeps {
  signer: Pick<TokenSigner, 'verify'>;
  auth: SubjectLoader;
  /** The project's demo flag, or undefined when the project does not exist. */
  projectDemoFlag: (projectId: number) => Promise<boolean | undefined>;
  /** The contracts a contractor-scoped member may see, or null (everything). */
  contractScope?: (auth: AuthContext, projectId: number) => Promise<number[] | null>;
  /** The areas' own client events, attached to every authenticated connection. */
  events?: readonly ((socket: RealtimeSocket) => void)[];
}

/** Before acceptClients: no token verifies, so every connection is refused as unauthorized. */
const refuseAll: RealtimeClientDeps = {
  signer: { verify: () => Promise.resolve(null) },
  auth: { loadSubject: () => Promise.resolve(null) },
  projectDemoFlag: () => Promise.resolve(undefined),
};

/**
 * A contractor-scoped member does not join the project room: it joins the room of the project's
 * scoped members (zone-level messages) and one room per contract it may see (messages naming a
 * worker of that contract), so a push never tells it about another contract's worker.
 */
function scopedRoom(projectId: number): string {
  return `${projectRoom(projectId)}:scoped`;
}
function contractRoom(projectId: number, contractId: number): string {
  return `${projectRoom(projectId)}:contract:${contractId}`;
}
/** Every connection of one sign-in session (refresh-token family), to drop them when it ends. */
function sessionRoom(familyId: string): string {
  return `session:${familyId}`;
}

/** The rooms a dashboard message goes to. */
/**
 * Who may see something of a contract: the project's unlimited members and that contract's
 * company; something of no contract (a zone, a reader, the project), every member.
 */
export function contractRooms(projectId: number, contractId: number | null): string[] {
  return contractId === null
    ? [projectRoom(projectId), scopedRoom(projectId)]
    : [projectRoom(projectId), contractRoom(projectId, contractId)];
}

export function dashboardRooms(projectId: number, message: RealtimeDashboardPush): string[] {
  if (message.action === 'density_alert') return [projectRoom(projectId), scopedRoom(projectId)];
  const contractId = message.data.ContractId;
  return contractId === null
    ? [projectRoom(projectId)]
    : [projectRoom(projectId), contractRoom(projectId, contractId)];
}

export interface SocketData {
  token: string;
  claims: AccessClaims;
  /** The client's demo mode; a demo user is always in demo mode. */
  demo: boolean;
}

export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export async function createRealtime(server: RealtimeServerDeps): Promise<RealtimeServer> {
  const { log } = server;
  let deps = refuseAll;
  const postgres = createPostgresAdapter(server.databaseUrl, log);
  // No `cors` option: same origin only. The token travels in the handshake payload, never in a
  // cookie, so another site's page cannot ride on a signed-in user's session.
  const io = new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(
    server.server,
    {
      path: '/socket.io',
      serveClient: false,
      adapter: postgres.adapter,
      // WebSocket only: a long-polling session lives in one instance's memory, so behind a load
      // balancer without sticky sessions its requests would land on instances that do not know
      // it (docs/decisions/0004-several-instances.md). Refusing polling makes that explicit.
      transports: ['websocket'],
      // Clients only send join and leave requests.
      maxHttpBufferSize: 16 * 1024,
    },
  );

  io.use((socket, next) => {
    authenticate(socket).then(next, (err: unknown) => {
      // A fault of ours (the database), not the client's token: the client may retry.
      log.error({ err }, 'realtime authentication failed');
      next(new Error('unavailable'));
    });
  });

  async function authenticate(socket: RealtimeSocket): Promise<Error | undefined> {
    const given = socket.handshake.auth as { token?: unknown; demo?: unknown };
    const token = typeof given.token === 'string' ? given.token : null;
    // The socket belongs to the first API: it takes the access_token, never the `jwt`.
    const claims = token ? await deps.signer.verify(token, AUDIENCES.api) : null;
    const subject = claims ? await deps.auth.loadSubject(claims) : null;
    if (!token || !claims || !subject) {
      log.warn({ address: socket.handshake.address }, 'realtime connection refused: unauthorized');
      return new Error('unauthorized');
    }
    // A demo user never sees a real project, whatever the client asks for.
    socket.data = { token, claims, demo: given.demo === true || subject.isDemoUser };
    return undefined;
  }

  io.on('connection', (socket) => {
    void socket.join(sessionRoom(socket.data.claims.familyId));
    for (const attach of deps.events ?? []) attach(socket);
    socket.on('join_project', (projectId, ack) => {
      if (typeof ack !== 'function') return;
      join(socket, projectId).then(ack, (err: unknown) => {
        log.error({ err, userId: socket.data.claims.userId, projectId }, 'realtime join failed');
        ack({ ok: false, error: 'unavailable' });
      });
    });
    socket.on('leave_project', (projectId) => {
      if (!isId(projectId)) return;
      const prefix = projectRoom(projectId);
      for (const room of socket.rooms) {
        if (room === prefix || room.startsWith(`${prefix}:`)) void socket.leave(room);
      }
    });
  });

  /**
   * Permission is checked on every join against the database (ARCHITECTURE.md), never only at
   * connection: a membership removed since the socket connected is refused here.
   */
  async function join(socket: RealtimeSocket, projectId: unknown): Promise<JoinProjectAck> {
    const { token, claims, demo } = socket.data;
    const refuse = (error: 'unauthorized' | 'forbidden', reason: string): JoinProjectAck => {
      log.warn({ userId: claims.userId, projectId, reason }, 'realtime join refused');
      return { ok: false, error };
    };
    if (!isId(projectId)) {
      return refuse('forbidden', 'invalid project id');
    }
    // Access tokens are short-lived; an expired one answers `unauthorized` so the client
    // reconnects with a fresh token rather than reading it as a missing permission.
    if (!(await deps.signer.verify(token, AUDIENCES.api)))
      return refuse('unauthorized', 'token expired');
    const subject = await deps.auth.loadSubject(claims);
    if (!subject) return refuse('unauthorized', 'session revoked');
    if (!hasProjectPermission(subject, projectId, [])) return refuse('forbidden', 'not a member');
    // The same rule as the HTTP API: demo mode sees only demo projects, and the other way round.
    if ((await deps.projectDemoFlag(projectId)) !== demo) {
      return refuse('forbidden', 'demo mode mismatch or no such project');
    }
    const scope = deps.contractScope ? await deps.contractScope(subject, projectId) : null;
    if (scope === null) {
      await socket.join(projectRoom(projectId));
    } else {
      await socket.join([scopedRoom(projectId), ...scope.map((c) => contractRoom(projectId, c))]);
    }
    return { ok: true };
  }

  await postgres.ready();

  let closed = false;
  return {
    acceptClients(clientDeps) {
      deps = clientDeps;
    },
    publishDashboard(projectId, push) {
      if (closed) return;
      const message: RealtimeDashboardMessage = { ...push, ProjectId: projectId };
      io.to(dashboardRooms(projectId, push)).emit('realtime_dashboard', message);
    },
    publishAlertFacts(projectId, change) {
      if (closed) return;
      const message: AlertFactsMessage = { ...change, ProjectId: projectId };
      io.to(contractRooms(projectId, change.ContractId)).emit('alert_facts', message);
    },
    publishEvacuation(projectId, change) {
      if (closed) return;
      const message: EvacuationMessage = {
        ...change,
        ProjectId: projectId,
        PublishedAt: Date.now(),
      };
      io.to(contractRooms(projectId, change.ContractId)).emit('evacuation', message);
    },
    endSessions(familyIds) {
      if (closed || familyIds.length === 0) return;
      // Through the adapter: a connection of that session on another instance is dropped too.
      io.in(familyIds.map(sessionRoom)).disconnectSockets(true);
    },
    async leaveProject(familyIds, projectId) {
      if (closed || familyIds.length === 0) return;
      const prefix = projectRoom(projectId);
      const sockets = await io.in(familyIds.map(sessionRoom)).fetchSockets();
      for (const socket of sockets) {
        for (const room of socket.rooms) {
          if (room === prefix || room.startsWith(`${prefix}:`)) socket.leave(room);
        }
      }
    },
    disconnectClients() {
      // Local only: the other instances keep their clients.
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      if (closed) return;
      closed = true;
      // Also closes the HTTP server; Fastify has already done so, or does it right after.
      await io.close();
      await postgres.end();
    },
  };
}
