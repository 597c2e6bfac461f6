import { defineArea } from '../../lib/area.ts';
import { zonesRoutes } from './zones.routes.ts';
import { createZonesService } from './zones.service.ts';

/** The project's zones. */
export const zonesArea = defineArea({
  name: 'zones',
  services: ({ db }) => ({ zones: createZonesService({ db }) }),
  routes: ({ zones }) => [zonesRoutes(zones)],
});
