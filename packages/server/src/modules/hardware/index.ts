import type { ZonesService } from '../zones/zones.service.ts';
import { defineArea } from '../../lib/area.ts';
import { createReaderRegistrations } from './hardware-registration.ts';
import { hardwareRoutes } from './hardware.routes.ts';
import { createHardwareService } from './hardware.service.ts';

/** Readers, their models and their placement in zones. */
export const hardwareArea = defineArea({
  name: 'hardware',
  needs: { zones: true },
  services: ({ db }, { zones }: { zones: Pick<ZonesService, 'findByIds'> }) => ({
    hardware: createHardwareService({ db, zones }),
    readerRegistrations: createReaderRegistrations({ db }),
  }),
  routes: ({ hardware, readerRegistrations }) => [hardwareRoutes(hardware, readerRegistrations)],
});
