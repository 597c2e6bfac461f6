import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationFieldsService } from '../registrations/registrations-fields.service.ts';
import type { ZoneRulesService } from '../zones/zones-rules.service.ts';
import { workerAccessRoutes } from './workers-access.routes.ts';
import { createWorkerAccessService } from './workers-access.service.ts';
import { workersDirectoryRoutes } from './workers-directory.routes.ts';
import { createWorkersDirectoryService } from './workers-directory.service.ts';
import { workerAlertsRoutes } from './workers-alerts.routes.ts';
import { createWorkerAlertsService } from './workers-alerts.service.ts';
import { workersRecordRoutes } from './workers-record.routes.ts';
import { createWorkersRecordService } from './workers-record.service.ts';
import { workerTimesheetsRoutes } from './workers-timesheets.routes.ts';
import { createWorkerTimesheetsService } from './workers-timesheets.service.ts';
import { workerTracingRoutes } from './workers-tracing.routes.ts';
import { createWorkerTracingService } from './workers-tracing.service.ts';
import { workerBadgesRoutes } from './workers-badges.routes.ts';
import { createWorkerBadgesService } from './workers-badges.service.ts';
import { createWorkerPhotoService } from './workers-photo.service.ts';
import { workerTagsRoutes } from './workers-tags.routes.ts';
import { createWorkerTagsService } from './workers-tags.service.ts';
import { workerDocumentsRoutes } from './workers-documents.routes.ts';
import { createWorkerDocumentsService } from './workers-documents.service.ts';
import { createWorkerDoor } from './workers-door.ts';
import { registerWorkersJobs, WORKERS_QUEUES } from './workers.jobs.ts';

/**
 * Workers: the directory and each worker's record. One line per service and route plugin; the
 * directory, record, badges and worktime parts each add theirs.
 */
export const workersArea = defineArea({
  name: 'workers',
  needs: { registrationFields: true, projects: true, zoneRules: true },
  services: (
    { db },
    {
      registrationFields,
      projects,
      zoneRules,
    }: {
      registrationFields: Pick<RegistrationFieldsService, 'projectFields' | 'profileSections'>;
      projects: Pick<ProjectsService, 'contractScope' | 'demoFlag'>;
      zoneRules: Pick<ZoneRulesService, 'setWorker' | 'resetWorker'>;
    },
  ) => {
    // Every service about one worker takes the one door (workers-door.ts), never its own check.
    const door = createWorkerDoor({ db, projects });
    const blobs = postgresBlobStore;
    return {
      workerDoor: door,
      workersDirectory: createWorkersDirectoryService({ db, projects, registrationFields, door }),
      workersRecord: createWorkersRecordService({ db, registrationFields, projects, door }),
      workerTimesheets: createWorkerTimesheetsService({ db, door }),
      workerAccess: createWorkerAccessService({ db, door, zoneRules }),
      workerAlerts: createWorkerAlertsService({ db, door }),
      workerTracing: createWorkerTracingService({ db, blobs, door, projects }),
      workerTags: createWorkerTagsService({ db, door }),
      workerPhotos: createWorkerPhotoService({ db, blobs, door }),
      workerBadges: createWorkerBadgesService({ db, blobs, door, projects }),
      workerDocuments: createWorkerDocumentsService({ db, blobs, door }),
    };
  },
  routes: ({
    workersDirectory,
    workersRecord,
    workerTimesheets,
    workerAccess,
    workerAlerts,
    workerTracing,
    workerTags,
    workerPhotos,
    workerBadges,
    workerDocuments,
  }) => [
    workersDirectoryRoutes(workersDirectory),
    workersRecordRoutes(workersRecord),
    workerTimesheetsRoutes(workerTimesheets),
    workerAccessRoutes(workerAccess),
    workerAlertsRoutes(workerAlerts),
    workerTracingRoutes(workerTracing),
    workerTagsRoutes(workerTags),
    workerBadgesRoutes(workerPhotos, workerBadges),
    workerDocumentsRoutes(workerDocuments),
  ],
  jobs: {
    queues: Object.values(WORKERS_QUEUES),
    start: (boss, { workerPhotos }) => registerWorkersJobs(boss, workerPhotos),
  },
});
