import type { AlertsService } from '../alerts/alerts.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import { createImageUrlSigner } from './realtime-images.ts';
import { realtimeRoutes } from './realtime.routes.ts';
import { createRealtimeService } from './realtime.service.ts';
import { realtimeViewsRoutes } from './realtime-views.routes.ts';
import { createRealtimeViewsService } from './realtime-views.service.ts';

/** The realtime dashboard: its configuration and areas, and the lists the view reads. */
export const realtimeArea = defineArea({
  name: 'realtime',
  needs: { projects: true, alerts: true, workersDoor: true },
  services: (
    { db, secret },
    needs: {
      projects: Pick<ProjectsService, 'contractScope'>;
      alerts: Pick<AlertsService, 'densityAlerts'>;
      workersDoor: Pick<WorkersDoor, 'visibleWorkers'>;
    },
  ) => ({
    realtimeConfiguration: createRealtimeService({
      db,
      blobs: postgresBlobStore,
      images: createImageUrlSigner(secret),
    }),
    realtimeViews: createRealtimeViewsService({
      db,
      projects: needs.projects,
      door: needs.workersDoor,
      densityAlerts: (projectId, since, tz) => needs.alerts.densityAlerts(projectId, since, tz),
    }),
  }),
  routes: ({ realtimeConfiguration, realtimeViews }) => [
    realtimeRoutes(realtimeConfiguration),
    realtimeViewsRoutes(realtimeViews),
  ],
});
