import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ZoneRulesService } from '../zones/zones-rules.service.ts';
import { workerAccessRoutes } from './workers-access.routes.ts';
import { createWorkerAccessService } from './workers-access.service.ts';
import { workerAlertsRoutes } from './workers-alerts.routes.ts';
import { createWorkerAlertsService } from './workers-alerts.service.ts';
import { workerTimesheetsRoutes } from './workers-timesheets.routes.ts';
import { createWorkerTimesheetsService } from './workers-timesheets.service.ts';
import { workerTracingRoutes } from './workers-tracing.routes.ts';
import { createWorkerTracingService } from './workers-tracing.service.ts';

/** The workers: the directory and each worker's record (spec 001 §2–§9, 002 §2–§9). */
export const workersArea = defineArea({
  name: 'workers',
  needs: { projects: true, zoneRules: true },
  services: (
    { db },
    {
      projects,
      zoneRules,
    }: {
      projects: Pick<ProjectsService, 'contractScope' | 'demoFlag'>;
      zoneRules: Pick<ZoneRulesService, 'setWorker' | 'resetWorker'>;
    },
  ) => ({
    workerTimesheets: createWorkerTimesheetsService({ db, projects }),
    workerAccess: createWorkerAccessService({ db, projects, zoneRules }),
    workerAlerts: createWorkerAlertsService({ db, projects }),
    workerTracing: createWorkerTracingService({ db, blobs: postgresBlobStore, projects }),
  }),
  routes: ({ workerTimesheets, workerAccess, workerAlerts, workerTracing }) => [
    workerTimesheetsRoutes(workerTimesheets),
    workerAccessRoutes(workerAccess),
    workerAlertsRoutes(workerAlerts),
    workerTracingRoutes(workerTracing),
  ],
});
