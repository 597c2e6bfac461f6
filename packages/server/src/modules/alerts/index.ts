import { defineArea } from '../../lib/area.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { startZoneDensityLoop } from './zone-density-loop.ts';

/** Zone-density rules and alert facts (unauthorized persons are raised by the engine). */
export const alertsArea = defineArea({
  name: 'alerts',
  services: ({ db, realtime }) => ({
    alerts: createAlertsService({
      db,
      publish: (projectId, message) => realtime.publishDashboard(projectId, message),
    }),
  }),
  routes: ({ alerts }) => [alertsRoutes(alerts)],
  // Zone density follows the reads; tests call alerts.evaluateDensity(now) instead.
  loops: [({ alerts }, { log }) => startZoneDensityLoop(alerts, log)],
});
