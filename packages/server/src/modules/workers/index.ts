import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationFieldsService } from '../registrations/registrations-fields.service.ts';
import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import { workerBadgesRoutes } from './workers-badges.routes.ts';
import { createWorkerBadgesService } from './workers-badges.service.ts';
import { createWorkerPhotoService } from './workers-photo.service.ts';
import { workersRecordRoutes } from './workers-record.routes.ts';
import { createWorkersRecordService } from './workers-record.service.ts';
import { workerTagsRoutes } from './workers-tags.routes.ts';
import { createWorkerTagsService } from './workers-tags.service.ts';

/**
 * Workers: the directory and each worker's record. One line per service and route plugin; the
 * directory, record, badges and worktime parts each add theirs.
 */
export const workersArea = defineArea({
  name: 'workers',
  needs: { registrationFields: true, projects: true },
  services: (
    { db },
    {
      registrationFields,
      projects,
    }: {
      registrationFields: Pick<RegistrationFieldsService, 'projectFields' | 'profileSections'>;
      projects: Pick<ProjectsService, 'contractScope'>;
    },
  ) => ({
    workersRecord: createWorkersRecordService({ db, registrationFields, projects }),
    workerTags: createWorkerTagsService({ db }),
    workerPhotos: createWorkerPhotoService({ db, blobs: postgresBlobStore }),
    workerBadges: createWorkerBadgesService({ db, blobs: postgresBlobStore }),
  }),
  routes: ({ workersRecord, workerTags, workerPhotos, workerBadges }) => [
    workersRecordRoutes(workersRecord),
    workerTagsRoutes(workerTags),
    workerBadgesRoutes(workerPhotos, workerBadges),
  ],
});
