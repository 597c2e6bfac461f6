import type { Engine } from './engine.service.ts';
import type { ReadResolution } from './reresolve.ts';

/**
 * Keeps presence caught up with ingestion: recompute queued worker-days, at once again while the
 * queue is full, else after a short pause. Several instances share the queue (SKIP LOCKED).
 */
const CLAIM = 10_000;

export function startPresenceLoop(
  engine: Engine,
  readResolution: Pick<ReadResolution, 'processNext'>,
  idleMs = 1000,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let busy = false;
      try {
        // Many queue entries name the same worker-day; taking them in large bites lets one
        // recompute answer them all.
        busy = (await engine.processPresence(CLAIM)) === CLAIM;
        // A correction (a badge ended on a past date, a reader placed late) is resolved again
        // between rounds; the worker-days it marks are recomputed by the next round.
        if (!busy) busy = await readResolution.processNext();
      } catch (err) {
        engine.log.error({ err }, 'presence processing failed; retrying');
      }
      if (!stopped) timer = setTimeout(tick, busy ? 0 : idleMs);
    })();
  };
  timer = setTimeout(tick, idleMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
