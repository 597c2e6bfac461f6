import { defineArea } from '../../lib/area.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import { zoneRulesRoutes } from './zones-rules.routes.ts';
import { createZoneRulesService } from './zones-rules.service.ts';
import { zonesRoutes } from './zones.routes.ts';
import { createZonesService } from './zones.service.ts';

/** The project's zones: the tree, archiving, entrances, and the access rules. */
export const zonesArea = defineArea({
  name: 'zones',
  needs: { workersDoor: true },
  services: ({ db }, { workersDoor }: { workersDoor: Pick<WorkersDoor, 'visibleWorkers'> }) => ({
    zones: createZonesService({ db }),
    zoneRules: createZoneRulesService({ db, door: workersDoor }),
  }),
  routes: ({ zones, zoneRules }) => [zonesRoutes(zones), zoneRulesRoutes(zoneRules)],
});
