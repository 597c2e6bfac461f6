import { Manager } from 'socket.io-client';

/**
 * socket.io-client's Manager, except that a connection closed before its handshake is a failed
 * attempt at once. The stock Manager listens only for errors while a connection opens, so a
 * WebSocket that a proxy, a restarting server or a flaky network accepts and then closes before
 * the handshake left the channel at "Connecting…" for the whole connect timeout (20 s) before
 * the next attempt; now the Manager's own error path runs, with its usual backoff (about a
 * second) and `connect_error`.
 */
export class ChannelManager extends Manager {
  override open(fn?: (err?: Error) => void): this {
    super.open(fn);
    const engine = this.engine;
    engine.once('close', (reason) => {
      // Only an engine this Manager is still opening: once open, or after a failure or a timeout,
      // `_readyState` is no longer "opening"; after a reconnect the engine is another one.
      if (this.engine !== engine || this._readyState !== 'opening') return;
      // The Manager listens to the engine's `error` while it opens (its only failure signal);
      // the engine's typings allow only its own emits, hence the cast.
      (engine as unknown as { emit(event: 'error', error: Error): void }).emit(
        'error',
        new Error(`closed before the handshake: ${reason}`),
      );
    });
    return this;
  }
}
