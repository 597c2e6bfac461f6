import { postgresBlobStore } from '../../db/blob-store.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationsFieldsService } from '../registrations/registrations-fields.service.ts';
import type { ZoneRulesService } from '../zones/zones-rules.service.ts';
import { workersAccessRoutes } from './workers-access.routes.ts';
import { createWorkersAccessService } from './workers-access.service.ts';
import { workersDirectoryRoutes } from './workers-directory.routes.ts';
import { createWorkersDirectoryService } from './workers-directory.service.ts';
import { workersAlertsRoutes } from './workers-alerts.routes.ts';
import { createWorkersAlertsService } from './workers-alerts.service.ts';
import { workersRecordRoutes } from './workers-record.routes.ts';
import { createWorkersRecordService } from './workers-record.service.ts';
import { workersTimesheetsRoutes } from './workers-timesheets.routes.ts';
import { createWorkersTimesheetsService } from './workers-timesheets.service.ts';
import { workersTracingRoutes } from './workers-tracing.routes.ts';
import { createWorkersTracingService } from './workers-tracing.service.ts';
import { workersBadgesRoutes } from './workers-badges.routes.ts';
import { createWorkersBadgesService } from './workers-badges.service.ts';
import { createWorkersPhotoService } from './workers-photo.service.ts';
import { workersTagsRoutes } from './workers-tags.routes.ts';
import { workersProjectTagsRoutes } from './workers-project-tags.routes.ts';
import { createProjectTagsService } from './workers-project-tags.service.ts';
import { createWorkersTagsService } from './workers-tags.service.ts';
import { workersDocumentsRoutes } from './workers-documents.routes.ts';
import { createWorkersDocumentsService } from './workers-documents.service.ts';
import type { WorkersDoor } from './workers-door.ts';
import { registerWorkersJobs, WORKERS_QUEUES } from './workers.jobs.ts';

/**
 * Workers: the directory and each worker's record. One line per service and route plugin; the
 * directory, record, badges and worktime parts each add theirs.
 */
export const workersArea = defineArea({
  name: 'workers',
  needs: {
    registrationsFields: true,
    projects: true,
    zoneRules: true,
    readResolution: true,
    workersDoor: true,
  },
  services: (
    { db },
    {
      registrationsFields,
      projects,
      zoneRules,
      readResolution,
      workersDoor: door,
    }: {
      registrationsFields: Pick<RegistrationsFieldsService, 'projectFields' | 'profileSections'>;
      projects: Pick<ProjectsService, 'contractScope' | 'demoFlag' | 'country'>;
      zoneRules: Pick<ZoneRulesService, 'setWorker' | 'resetWorker'>;
      readResolution: Pick<ReadResolution, 'request'>;
      workersDoor: WorkersDoor;
    },
  ) => {
    // Every service about one worker takes the one door (workers-door.ts), never its own check.
    const blobs = postgresBlobStore;
    return {
      workersDirectory: createWorkersDirectoryService({ db, projects, registrationsFields, door }),
      workersRecord: createWorkersRecordService({ db, registrationsFields, projects, door }),
      workersTimesheets: createWorkersTimesheetsService({ db, door }),
      workersAccess: createWorkersAccessService({ db, door, zoneRules }),
      workersAlerts: createWorkersAlertsService({ db, door }),
      workersTracing: createWorkersTracingService({ db, blobs, door, projects }),
      workersTags: createWorkersTagsService({ db, door, readResolution }),
      workersProjectTags: createProjectTagsService({ db, door }),
      workersPhoto: createWorkersPhotoService({ db, blobs, door }),
      workersBadges: createWorkersBadgesService({ db, blobs, door, projects }),
      workersDocuments: createWorkersDocumentsService({ db, blobs, door }),
    };
  },
  routes: ({
    workersDirectory,
    workersRecord,
    workersTimesheets,
    workersAccess,
    workersAlerts,
    workersTracing,
    workersTags,
    workersProjectTags,
    workersPhoto,
    workersBadges,
    workersDocuments,
  }) => [
    workersDirectoryRoutes(workersDirectory),
    workersRecordRoutes(workersRecord),
    workersTimesheetsRoutes(workersTimesheets),
    workersAccessRoutes(workersAccess),
    workersAlertsRoutes(workersAlerts),
    workersTracingRoutes(workersTracing),
    workersTagsRoutes(workersTags),
    workersProjectTagsRoutes(workersProjectTags),
    workersBadgesRoutes(workersPhoto, workersBadges),
    workersDocumentsRoutes(workersDocuments),
  ],
  jobs: {
    queues: Object.values(WORKERS_QUEUES),
    start: (boss, { workersPhoto }) => registerWorkersJobs(boss, workersPhoto),
  },
});
