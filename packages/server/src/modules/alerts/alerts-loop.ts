import type { FastifyBaseLogger } from 'fastify';
import { startLoop } from '../../lib/loop.ts';
import type { AlertsService } from './alerts.service.ts';
import { DENSITY_PERIOD_MS } from './zone-density.ts';

/** One of the alert rules' evaluations, every `intervalMs`, on every instance (lib/loop.ts). */
export const startAlertsLoop = startLoop;

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
