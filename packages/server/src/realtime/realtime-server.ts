import type { Server as HttpServer } from 'node:http';
import {
  hasProjectPermission,
  isId,
  type ClientToServerEvents,
  type JoinProjectAck,
  type RealtimeAudience,
  type RealtimeEvent,
  type RealtimeMessage,
  type RealtimePayloads,
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
import { audienceRooms, memberRooms, ofProject, sessionRoom } from './realtime-rooms.ts';

/**
 * The only way the rest of the server emits: one typed event of the shared map into a project,
 * to the members who hold the event's permission (REALTIME_EVENTS) and, of those limited to
 * companies, only to the audience's. The message goes out stamped with the project it was
 * published into (the rooms and the ProjectId a client reads come from the one argument, so
 * they cannot disagree).
 */
export interface Realtime {
  publish<E extends RealtimeEvent>(
    event: E,
    projectId: number,
    payload: RealtimePayloads[E],
    audience: RealtimeAudience,
  ): void;
  close(): Promise<void>;
}

/** One event's publisher, as an area's service takes it (`publish('evacuation', ...)` bound). */
export type Publish<E extends RealtimeEvent> = (
  projectId: number,
  payload: RealtimePayloads[E],
  audience: RealtimeAudience,
) => void;

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
   * Checks the sessions' connections in the project again, on every instance, after their
   * membership changed: a removed member's leave every room of the project, a changed role's
   * keep only the rooms it still may be in (their other projects' rooms are kept).
   */
  reviewMembership(familyIds: string[], projectId: number): Promise<void>;
}

/** Without Socket.IO (some tests): publishing goes nowhere, as it would with no client joined. */
export const noRealtime: RealtimeServer = {
  publish: () => {},
  close: () => Promise.resolve(),
  acceptClients: () => {},
  disconnectClients: () => {},
  endSessions: () => {},
  reviewMembership: () => Promise.resolve(),
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
      for (const room of socket.rooms) if (ofProject(room, projectId)) void socket.leave(room);
    });
  });

  /**
   * Permission is checked on every join against the database (ARCHITECTURE.md), never only at
   * connection: a membership removed since the socket connected is refused here.
   */
  async function join(socket: RealtimeSocket, projectId: unknown): Promise<JoinProjectAck> {
    const { claims } = socket.data;
    if (!isId(projectId)) {
      log.warn(
        { userId: claims.userId, projectId, reason: 'invalid project id' },
        'realtime join refused',
      );
      return { ok: false, error: 'forbidden' };
    }
    const access = await projectAccess(socket.data, projectId);
    if ('refused' in access) {
      log.warn(
        { userId: claims.userId, projectId, reason: access.reason },
        'realtime join refused',
      );
      return { ok: false, error: access.refused };
    }
    // A join again (a second screen of the project) holds what it holds now, no more.
    for (const room of socket.rooms) {
      if (ofProject(room, projectId) && !access.rooms.includes(room)) void socket.leave(room);
    }
    await socket.join(access.rooms);
    return { ok: true };
  }

  type Access = { rooms: string[] } | { refused: 'unauthorized' | 'forbidden'; reason: string };

  /**
   * The project's rooms this connection may be in now, from the database. A review of joined
   * connections skips the token: it expires within the connection's life, the session does not.
   */
  async function projectAccess(
    data: SocketData,
    projectId: number,
    checkToken = true,
  ): Promise<Access> {
    const { token, claims, demo } = data;
    // Access tokens are short-lived; an expired one answers `unauthorized` so the client
    // reconnects with a fresh token rather than reading it as a missing permission.
    if (checkToken && !(await deps.signer.verify(token, AUDIENCES.api))) {
      return { refused: 'unauthorized', reason: 'token expired' };
    }
    const subject = await deps.auth.loadSubject(claims);
    if (!subject) return { refused: 'unauthorized', reason: 'session revoked' };
    if (!hasProjectPermission(subject, projectId, [])) {
      return { refused: 'forbidden', reason: 'not a member' };
    }
    // The same rule as the HTTP API: demo mode sees only demo projects, and the other way round.
    if ((await deps.projectDemoFlag(projectId)) !== demo) {
      return { refused: 'forbidden', reason: 'demo mode mismatch or no such project' };
    }
    const scope = deps.contractScope ? await deps.contractScope(subject, projectId) : null;
    return { rooms: memberRooms(subject, projectId, scope) };
  }

  /** Typed per event by `publish`; the socket.io emitter cannot carry the generic itself. */
  function emitTo<E extends RealtimeEvent>(rooms: string[], event: E, message: RealtimeMessage<E>) {
    const to = io.to(rooms) as unknown as { emit(name: E, value: RealtimeMessage<E>): boolean };
    to.emit(event, message);
  }

  await postgres.ready();

  let closed = false;
  return {
    acceptClients(clientDeps) {
      deps = clientDeps;
    },
    publish(event, projectId, payload, audience) {
      if (closed) return;
      const message = { ...payload, ProjectId: projectId, PublishedAt: Date.now() };
      emitTo(audienceRooms(event, projectId, audience), event, message);
    },
    endSessions(familyIds) {
      if (closed || familyIds.length === 0) return;
      // Through the adapter: a connection of that session on another instance is dropped too.
      io.in(familyIds.map(sessionRoom)).disconnectSockets(true);
    },
    async reviewMembership(familyIds, projectId) {
      if (closed || familyIds.length === 0) return;
      const sockets = await io.in(familyIds.map(sessionRoom)).fetchSockets();
      for (const socket of sockets) {
        const joined = [...socket.rooms].filter((room) => ofProject(room, projectId));
        // A connection that never joined the project is not joined to it now.
        if (joined.length === 0) continue;
        const access = await projectAccess(socket.data, projectId, false);
        const allowed = 'rooms' in access ? access.rooms : [];
        for (const room of joined) if (!allowed.includes(room)) socket.leave(room);
        const added = allowed.filter((room) => !joined.includes(room));
        if (added.length > 0) socket.join(added);
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
