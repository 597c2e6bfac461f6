import type { FastifyBaseLogger } from 'fastify';
import type { Loop } from './area.ts';

/**
 * Runs `run` every `intervalMs` (from the end of one run to the start of the next), on every
 * instance; the work itself decides what each instance may do (a claim per period, a row locked).
 * A failed run is logged and the next one comes at its time.
 */
export function startLoop(
  what: string,
  run: (now: number) => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs: number,
): Loop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await run(Date.now());
      } catch (err) {
        log.error({ err }, `${what} failed; retrying`);
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
