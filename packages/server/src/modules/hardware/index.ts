import type { ZonesService } from '../zones/zones.service.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { defineArea } from '../../lib/area.ts';
import { createReaderRegistrations } from './hardware-registration.ts';
import { hardwareRoutes } from './hardware.routes.ts';
import { createHardwareService } from './hardware.service.ts';

/** Readers, their models and their placement in zones. */
export const hardwareArea = defineArea({
  name: 'hardware',
  needs: { zones: true, readResolution: true },
  services: (
    { db },
    {
      zones,
      readResolution,
    }: {
      zones: Pick<ZonesService, 'findByIds'>;
      readResolution: Pick<ReadResolution, 'request'>;
    },
  ) => ({
    hardware: createHardwareService({ db, zones, readResolution }),
    readerRegistrations: createReaderRegistrations({ db }),
  }),
  routes: ({ hardware, readerRegistrations }) => [hardwareRoutes(hardware, readerRegistrations)],
});
