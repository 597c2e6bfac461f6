import type { FastifyBaseLogger } from 'fastify';
import type { AlertsService } from './alerts.service.ts';

/**
 * Evaluates the zone-density rule continuously. Every instance runs it; a project being
 * evaluated elsewhere is skipped (advisory lock), and a pass repeated changes nothing.
 */
export function startZoneDensityLoop(
  alerts: Pick<AlertsService, 'evaluateDensity'>,
  log: FastifyBaseLogger,
  intervalMs = 15_000,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await alerts.evaluateDensity();
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
