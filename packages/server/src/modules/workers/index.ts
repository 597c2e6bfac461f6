import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationFieldsService } from '../registrations/registrations-fields.service.ts';
import { defineArea } from '../../lib/area.ts';
import { workersRecordRoutes } from './workers-record.routes.ts';
import { createWorkersRecordService } from './workers-record.service.ts';

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
  }),
  routes: ({ workersRecord }) => [workersRecordRoutes(workersRecord)],
});
