// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JoinProjectAck, RealtimeDashboardMessage } from '@siteline/shared';
import { setSession, type Session } from './auth-store.ts';
import {
  getChannelStatus,
  subscribeProjectChannel,
  type ProjectChannelListener,
} from './socket.ts';

/** A stand-in for socket.io-client's Socket: records what the client emits, fires server events. */
class FakeSocket {
  connected = false;
  handlers = new Map<string, ((...args: never[]) => void)[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  connectCalls = 0;
  disconnectCalls = 0;
  constructor(
    readonly options: {
      auth: (callback: (data: object) => void) => void;
      transports?: string[];
    },
  ) {}

  on(event: string, handler: (...args: never[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  connect() {
    this.connectCalls++;
    return this;
  }
  disconnect() {
    this.disconnectCalls++;
    this.connected = false;
    return this;
  }
  /** The server's side: an event arriving at the client. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    (this.handlers.get(event) ?? []).forEach((handler) => handler(...(args as never[])));
  }
  /** The join_project emits so far, with their acknowledgement callbacks. */
  joins() {
    return this.emitted
      .filter((e) => e.event === 'join_project')
      .map((e) => ({ projectId: e.args[0], ack: e.args[1] as (answer: JoinProjectAck) => void }));
  }
  /** The token the handshake would send now. */
  handshakeAuth(): Promise<object> {
    return new Promise((resolve) => this.options.auth(resolve));
  }
}

const sockets: FakeSocket[] = [];
vi.mock('./socket-manager.ts', () => ({
  ChannelManager: class {
    constructor(
      readonly uri: string,
      readonly options: { transports?: string[] },
    ) {}
    socket(_namespace: string, options: ConstructorParameters<typeof FakeSocket>[0]) {
      const socket = new FakeSocket({ ...this.options, ...options });
      sockets.push(socket);
      return socket;
    }
  },
}));

const refreshSession = vi.fn<() => Promise<void>>();
vi.mock('./api-client.ts', () => ({ refreshSession: () => refreshSession() }));

const session: Session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  jwt: 'jwt',
  expiresAt: Date.now() + 3_600_000,
  userId: 7,
  userName: 'manager',
  permissions: [],
  isDemoUser: false,
  isProviderEmployee: false,
  demoMode: false,
};

function listener() {
  const onMessage = vi.fn<(message: RealtimeDashboardMessage) => void>();
  return {
    onMessage,
    on: { realtime_dashboard: onMessage },
    onRejoin: vi.fn<() => void>(),
    onFirstJoin: vi.fn<() => void>(),
  };
}

function densityPush(projectId: number): RealtimeDashboardMessage {
  return {
    ProjectId: projectId,
    PublishedAt: 0,
    action: 'density_alert',
    data: {
      ProjectZoneAlertFactId: 3,
      ProjectZoneId: 12,
      ZoneName: 'Level 3',
      IsCurrentlyActive: true,
      TriggerDateTimeLocal: '2026-03-02T08:15:00',
      ResolvedDateTimeLocal: null,
      WorkerCount: 12,
      OverWorkerCutoffValue: 10,
    },
  };
}

const stops: (() => void)[] = [];
function subscribe(projectId: number, l: ProjectChannelListener) {
  const stop = subscribeProjectChannel(projectId, l);
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  sockets.length = 0;
  refreshSession.mockReset();
  setSession(session);
});

afterEach(() => {
  // Closes the module's one connection, so the next test opens its own.
  stops.splice(0).forEach((stop) => stop());
});

describe('project channel', () => {
  it('connects over WebSocket only, which needs no sticky sessions behind a load balancer', () => {
    subscribe(1, listener());
    expect(sockets[0]!.options.transports).toEqual(['websocket']);
  });

  it('sends the session’s token and joins its project once connected', async () => {
    subscribe(1, listener());
    const socket = sockets[0]!;
    expect(await socket.handshakeAuth()).toEqual({ token: 'access-1', demo: false });
    expect(socket.joins()).toEqual([]);
    expect(getChannelStatus()).toBe('connecting');
    socket.fire('connect_error', new Error('websocket error'));
    expect(getChannelStatus()).toBe('connecting');

    socket.fire('connect');
    expect(socket.joins().map((j) => j.projectId)).toEqual([1]);
    // Connected, but in no room yet: a push published now would not reach the screen.
    expect(getChannelStatus()).toBe('connecting');
    socket.joins()[0]!.ack({ ok: true });
    await vi.waitFor(() => expect(getChannelStatus()).toBe('live'));
  });

  it('is live only when every screen on the connection has joined', async () => {
    subscribe(1, listener());
    subscribe(2, listener());
    const socket = sockets[0]!;
    socket.fire('connect');
    const [first, second] = socket.joins();
    first!.ack({ ok: true });
    await Promise.resolve();
    expect(getChannelStatus()).toBe('connecting');
    second!.ack({ ok: true });
    await vi.waitFor(() => expect(getChannelStatus()).toBe('live'));
  });

  it('does not say live for a connection lost before its joins were answered', async () => {
    subscribe(1, listener());
    const socket = sockets[0]!;
    socket.fire('connect');
    const late = socket.joins()[0]!;
    socket.fire('disconnect');
    late.ack({ ok: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(getChannelStatus()).toBe('reconnecting');
  });

  it('asks for a re-read after the first join, and again after every rejoin', () => {
    const screen = listener();
    subscribe(1, screen);
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.joins()[0]!.ack({ ok: true });
    expect(screen.onFirstJoin).toHaveBeenCalledTimes(1);
    expect(screen.onRejoin).not.toHaveBeenCalled();

    socket.fire('disconnect');
    expect(getChannelStatus()).toBe('reconnecting');
    // A failed attempt meanwhile does not make it a first connection again.
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(getChannelStatus()).toBe('reconnecting');
    socket.fire('connect');
    const joins = socket.joins();
    expect(joins.map((j) => j.projectId)).toEqual([1, 1]);
    joins[1]!.ack({ ok: true });
    expect(screen.onRejoin).toHaveBeenCalledTimes(1);
    expect(screen.onFirstJoin).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token and reconnects when a join answers unauthorized', async () => {
    refreshSession.mockImplementation(() => {
      setSession({ ...session, accessToken: 'access-2' });
      return Promise.resolve();
    });
    subscribe(1, listener());
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.joins()[0]!.ack({ ok: false, error: 'unauthorized' });
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(socket.disconnectCalls).toBe(1);
    expect(await socket.handshakeAuth()).toEqual({ token: 'access-2', demo: false });
  });

  it('refreshes the token when the handshake is refused as unauthorized', async () => {
    refreshSession.mockResolvedValue(undefined);
    subscribe(1, listener());
    const socket = sockets[0]!;
    socket.fire('connect_error', new Error('unauthorized'));
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('does not refresh the token for a forbidden join, and reports it as a publish error', () => {
    const l = { ...listener(), onPublishError: vi.fn() };
    subscribe(1, l);
    const socket = sockets[0]!;
    socket.fire('connect');
    socket.joins()[0]!.ack({ ok: false, error: 'forbidden' });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(l.onPublishError).toHaveBeenCalledTimes(1);
  });

  it('reports leaving the channel as an event (spec 002 §7)', () => {
    const l = { ...listener(), onUnsubscribed: vi.fn() };
    const stop = subscribeProjectChannel(1, l);
    sockets[0]!.fire('connect');
    stop();
    expect(l.onUnsubscribed).toHaveBeenCalledTimes(1);
  });

  it('hands a push only to the screens of the project it was published into', () => {
    const shown = listener();
    const other = listener();
    subscribe(1, shown);
    subscribe(2, other);
    const socket = sockets[0]!;
    socket.fire('connect');

    socket.fire('realtime_dashboard', densityPush(2));
    expect(shown.onMessage).not.toHaveBeenCalled();
    expect(other.onMessage).toHaveBeenCalledWith(densityPush(2));

    socket.fire('realtime_dashboard', densityPush(1));
    expect(shown.onMessage).toHaveBeenCalledTimes(1);
    expect(shown.onMessage).toHaveBeenCalledWith(densityPush(1));
  });

  it('ignores a late push of the project left after a switch', () => {
    const first = listener();
    const stopFirst = subscribe(1, first);
    const socket = sockets[0]!;
    socket.fire('connect');
    const second = listener();
    subscribe(2, second);
    stopFirst();
    expect(socket.emitted).toContainEqual({ event: 'leave_project', args: [1] });

    // Still in flight when the room was left.
    socket.fire('realtime_dashboard', densityPush(1));
    expect(first.onMessage).not.toHaveBeenCalled();
    expect(second.onMessage).not.toHaveBeenCalled();
  });
});
