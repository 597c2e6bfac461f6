import type { FastifyBaseLogger } from 'fastify';
import type { AlertsService } from './alerts.service.ts';
import { DENSITY_PERIOD_MS } from './zone-density.ts';

/**
 * Runs one of the alert rules' evaluations every `intervalMs`, on every instance; the work itself
 * decides what each instance may do (a claim per period, or updates that change a fact once).
 * A failed run is logged and the next one comes at its time.
 */
export function startAlertsLoop(
  what: string,
  run: (now: number) => Promise<unknown>,
  log: FastifyBaseLogger,
  intervalMs: number,
): { stop: () => Promise<void> } {
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

/** Zone density follows the reads: one evaluation per period, by the first instance to claim it. */
export function startZoneDensityLoop(
  alerts: Pick<AlertsService, 'evaluateDensity'>,
  log: FastifyBaseLogger,
  intervalMs = DENSITY_PERIOD_MS,
) {
  return startAlertsLoop(
    'zone density evaluation',
    (now) => alerts.evaluateDensity(now, intervalMs),
    log,
    intervalMs,
  );
}
