import type { ProjectsService } from '../projects/projects.service.ts';
import type { RegistrationFieldsService } from '../registrations/registrations-fields.service.ts';
import { defineArea } from '../../lib/area.ts';
import { workersDirectoryRoutes } from './workers-directory.routes.ts';
import { createWorkersDirectoryService } from './workers-directory.service.ts';

/** Workers: the directory (basic, advanced, recent) and each worker's record. */
export const workersArea = defineArea({
  name: 'workers',
  needs: { projects: true, registrationFields: true },
  services: (
    { db },
    {
      projects,
      registrationFields,
    }: {
      projects: Pick<ProjectsService, 'contractScope' | 'demoFlag'>;
      registrationFields: Pick<RegistrationFieldsService, 'projectFields'>;
    },
  ) => ({
    workersDirectory: createWorkersDirectoryService({ db, projects, registrationFields }),
  }),
  routes: ({ workersDirectory }) => [workersDirectoryRoutes(workersDirectory)],
});
