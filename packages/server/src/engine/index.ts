import type { AlertsService } from '../modules/alerts/alerts.service.ts';
import type { AlertSubscribersService } from '../modules/alerts/alerts-subscribers.service.ts';
import type { RealtimePersonService } from '../modules/alerts/alerts-realtime-person.service.ts';
import type { RealtimeService } from '../modules/realtime/realtime.service.ts';
import { defineArea } from '../lib/area.ts';
import { createEngine } from './engine.service.ts';
import type { EngineWebhooks } from './engine-webhooks.ts';
import { gatewayKeyRoutes, ingestRoutes } from './engine.routes.ts';
import { createGatewayKeys } from './gateway-keys.ts';
import { loadSiteModel } from './gateway-site.ts';
import { startPresenceLoop } from './presence-loop.ts';
import { createReadResolution } from './reresolve.ts';
import { createZoneDays, startZoneDaysLoop } from './zone-days.ts';

/** Ingestion, resolution and presence (with each worker-day's zone summary); gateways and their keys. */
export const engineArea = defineArea({
  name: 'engine',
  needs: {
    realtimeConfiguration: true,
    alerts: true,
    alertSubscribers: true,
    realtimePerson: true,
    webhooks: true,
  },
  services: async (
    { db, log, realtime },
    needs: {
      realtimeConfiguration: Pick<RealtimeService, 'alertSwitches'>;
      alerts: Pick<AlertsService, 'raiseUnauthorized'>;
      alertSubscribers: Pick<AlertSubscribersService, 'unauthorizedInstanceOn'>;
      realtimePerson: Pick<RealtimePersonService, 'raiseArrivals'>;
      webhooks: EngineWebhooks;
    },
  ) => {
    const engine = createEngine({
      db,
      log,
      publish: (...args) => realtime.publish('realtime_dashboard', ...args),
      alerts: {
        // The realtime switch, and the alert's own unless it was switched off (alert settings).
        unauthorizedEnabled: async (projectId) =>
          (await needs.realtimeConfiguration.alertSwitches(projectId)).unauthorized &&
          (await needs.alertSubscribers.unauthorizedInstanceOn(projectId)),
        raiseUnauthorized: (projectId, facts) => needs.alerts.raiseUnauthorized(projectId, facts),
        raiseArrivals: (projectId, reads) => needs.realtimePerson.raiseArrivals(projectId, reads),
      },
      webhooks: needs.webhooks,
    });
    await engine.ensurePartitions();
    return {
      engine,
      gatewayKeys: createGatewayKeys(db),
      readResolution: createReadResolution({ db, engine }),
      zoneDays: createZoneDays(db),
    };
  },
  routes: ({ engine, gatewayKeys }, { db }) => [
    ingestRoutes(engine, gatewayKeys, (projectId) => loadSiteModel(db, projectId)),
    gatewayKeyRoutes(gatewayKeys),
  ],
  // Presence follows ingestion in the background; module tests drive it by hand instead.
  loops: [
    ({ engine, readResolution }) => startPresenceLoop(engine, readResolution),
    ({ zoneDays }, { log }) => startZoneDaysLoop(zoneDays, log),
  ],
  // The backlogs show whether processing keeps up with ingestion and with corrections.
  readiness: async ({ engine, readResolution, zoneDays }) => ({
    presence: await engine.presenceBacklog(),
    reresolve: await readResolution.backlog(),
    zoneSummary: await zoneDays.backlog(),
  }),
});
