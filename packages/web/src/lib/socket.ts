import type { Socket } from 'socket.io-client';
import {
  REALTIME_EVENT_NAMES,
  type ClientToServerEvents,
  type RealtimeEvent,
  type RealtimeMessage,
  type ServerToClientEvents,
} from '@siteline/shared/realtime/events';
import { refreshSession } from './api-client.ts';
import { getSession, subscribeSession } from './auth-store.ts';
import { ChannelManager } from './socket-manager.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Handler<E extends RealtimeEvent> = (message: RealtimeMessage<E>) => void;
/** The socket's `on` for one event at a time (socket.io's types take no event variable). */
interface EventSource<E extends RealtimeEvent> {
  on(event: E, handler: Handler<E>): void;
}

/**
 * `connecting` until the first connection is up and the screens on it have joined their projects,
 * `live` while it is, `reconnecting` once it was lost (a screen says "Connecting…" until then,
 * "Reconnecting…" after), `offline` with no channel open (a screen's first render, before it
 * subscribes). Live means a push published now reaches the screen: connected is not enough, since
 * a connection starts in no room.
 */
export type ChannelStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * A screen's handlers, one per event of the shared map it follows (`{ evacuation: … }`); the
 * server sends an event only to members who may see it, so a handler needs no check of its own.
 */
export type ChannelHandlers = {
  [E in RealtimeEvent]?: (message: RealtimeMessage<E>) => void;
};

export interface ProjectChannelListener {
  on?: ChannelHandlers;
  /** A join after the first one: pushes may have been missed, so re-fetch (ARCHITECTURE.md). */
  onRejoin: () => void;
  /**
   * The first join: a push published between the screen's first read and this moment did not
   * reach it. A screen that cannot wait for the next push to put that right reads again here.
   */
  onFirstJoin?: () => void;
  /**
   * spec 002 §7 "a publish that returns 403 raises a publish-error event": the server refused
   * this screen the project's channel, so it will not follow the others live.
   */
  onPublishError?: () => void;
  /** spec 002 §7 "an unsubscribe is reported as an event": the screen left the channel. */
  onUnsubscribed?: () => void;
}

interface Subscription {
  projectId: number;
  listener: ProjectChannelListener;
  joinedOnce: boolean;
}

/**
 * One Socket.IO connection for the app (spec 000 §7 "a realtime push channel"). The access token
 * travels in the handshake; every connect joins the rooms of the projects on screen again, since
 * a reconnect starts with no rooms.
 */
let socket: ClientSocket | null = null;
const subscriptions = new Set<Subscription>();
let status: ChannelStatus = 'offline';
const statusListeners = new Set<() => void>();
let stopSessionWatch: (() => void) | null = null;

function setStatus(next: ChannelStatus): void {
  if (status === next) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

export function getChannelStatus(): ChannelStatus {
  return status;
}

export function subscribeChannelStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** An expired access token: refresh it (as the API client would) and connect again. */
function reconnectWithFreshToken(current: ClientSocket): void {
  refreshSession().then(
    () => {
      if (socket !== current) return;
      current.disconnect();
      current.connect();
    },
    () => undefined, // the refresh failure has signed the user out
  );
}

/** Joins the subscription's project room; answers whether the server let it in. */
function join(current: ClientSocket, subscription: Subscription): Promise<boolean> {
  return new Promise((resolve) => {
    current.emit('join_project', subscription.projectId, (answer) => {
      resolve(answer.ok);
      if (!subscriptions.has(subscription) || socket !== current) return;
      if (!answer.ok) {
        if (answer.error === 'unauthorized') reconnectWithFreshToken(current);
        if (answer.error === 'forbidden') subscription.listener.onPublishError?.();
        return;
      }
      if (subscription.joinedOnce) subscription.listener.onRejoin();
      else subscription.listener.onFirstJoin?.();
      subscription.joinedOnce = true;
    });
  });
}

function close(): void {
  stopSessionWatch?.();
  stopSessionWatch = null;
  socket?.disconnect();
  socket = null;
  setStatus('offline');
}

function open(): ClientSocket {
  if (socket) return socket;
  const manager = new ChannelManager(window.location.origin, {
    path: '/socket.io',
    // WebSocket only (the server refuses long-polling): no sticky sessions needed behind a load
    // balancer, since one connection stays on one instance for its whole life.
    transports: ['websocket'],
  });
  const created: ClientSocket = manager.socket('/', {
    // Read at every (re)connection, so a refreshed token is the one sent.
    auth: (callback) => {
      const session = getSession();
      callback({ token: session?.accessToken ?? '', demo: session?.demoMode ?? false });
    },
  });
  // Live once every screen on this connection is in its room (a refused one says so itself).
  let connection = 0;
  created.on('connect', () => {
    const current = ++connection;
    void Promise.all([...subscriptions].map((subscription) => join(created, subscription))).then(
      (answers) => {
        const still = socket === created && created.connected && connection === current;
        if (still && answers.every(Boolean)) setStatus('live');
      },
    );
  });
  created.on('disconnect', () => setStatus('reconnecting'));
  // A failed attempt leaves the status as it was: still connecting, or reconnecting.
  created.on('connect_error', (error) => {
    if (error.message === 'unauthorized') reconnectWithFreshToken(created);
  });
  // A push reaches only the screens of its own project: after a project switch the socket may
  // still be in the old project's room for a moment, and two screens may be joined at once.
  for (const event of REALTIME_EVENT_NAMES) {
    (created as unknown as EventSource<typeof event>).on(event, (message) => {
      subscriptions.forEach((subscription) => {
        if (subscription.projectId !== message.ProjectId) return;
        (subscription.listener.on?.[event] as Handler<typeof event> | undefined)?.(message);
      });
    });
  }
  // Signing out ends the channel; the next sign-in opens a new one with its own token.
  stopSessionWatch = subscribeSession(() => {
    if (!getSession()) close();
  });
  socket = created;
  setStatus('connecting');
  return created;
}

/** Listen to a project's channel until the returned function is called. */
export function subscribeProjectChannel(
  projectId: number,
  listener: ProjectChannelListener,
): () => void {
  const current = open();
  const subscription: Subscription = { projectId, listener, joinedOnce: false };
  subscriptions.add(subscription);
  if (current.connected) void join(current, subscription);
  return () => {
    subscriptions.delete(subscription);
    listener.onUnsubscribed?.();
    const stillWanted = [...subscriptions].some((s) => s.projectId === projectId);
    if (!stillWanted && socket?.connected) socket.emit('leave_project', projectId);
    if (subscriptions.size === 0) close();
  };
}
