import type { FastifyBaseLogger } from 'fastify';
import type { AlertsService } from './alerts.service.ts';
import { DENSITY_PERIOD_MS } from './zone-density.ts';

/**
 * Evaluates the zone-density rule continuously. Every instance runs the loop; each project is
 * evaluated by one of them per period (the first to claim it), the others skip it.
 */
export function startZoneDensityLoop(
  alerts: Pick<AlertsService, 'evaluateDensity'>,
  log: FastifyBaseLogger,
  intervalMs = DENSITY_PERIOD_MS,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await alerts.evaluateDensity(Date.now(), intervalMs);
      } catch (err) {
        log.error({ err }, 'zone density evaluation failed; retrying');
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
