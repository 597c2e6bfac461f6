import type { Engine } from './engine.service.ts';
import type { ReadResolution } from './reresolve.ts';

/**
 * Keeps presence caught up with ingestion: recompute queued worker-days, at once again while the
 * queue is full, else after a short pause — or shortly after this instance queued some (a
 * gateway's batch wakes it, so the figures follow the reads within a fraction of a second
 * rather than at the next idle tick). Several instances share the queue (SKIP LOCKED).
 */
const CLAIM = 10_000;
/** After a wake, so a burst of batches is taken in one round rather than one round each. */
const WAKE_DELAY_MS = 50;

export function startPresenceLoop(
  engine: Pick<Engine, 'processPresence' | 'log'> & Partial<Pick<Engine, 'onQueued'>>,
  readResolution: Pick<ReadResolution, 'processNext'>,
  idleMs = 1000,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let ticking = false;
  let wokenDuringTick = false;
  let due = Number.POSITIVE_INFINITY;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    due = Date.now() + ms;
    timer = setTimeout(tick, ms);
  };
  const unsubscribe = engine.onQueued?.(() => {
    if (stopped) return;
    if (ticking) wokenDuringTick = true;
    else if (due - Date.now() > WAKE_DELAY_MS) schedule(WAKE_DELAY_MS);
  });

  const tick = () => {
    due = Number.POSITIVE_INFINITY;
    ticking = true;
    wokenDuringTick = false;
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
      ticking = false;
      if (!stopped) schedule(busy ? 0 : wokenDuringTick ? WAKE_DELAY_MS : idleMs);
    })();
  };
  schedule(idleMs);

  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await running;
    },
  };
}
