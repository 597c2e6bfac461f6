import type { UsersService } from '../users/users.service.ts';
import { defineArea } from '../../lib/area.ts';
import { projectsSetupRoutes } from './projects-setup.routes.ts';
import { createProjectsSetupService } from './projects-setup.service.ts';
import { projectsRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';

/**
 * Projects and membership scope, and project setup (create, settings, the setup checklist); the
 * permission hook asks it for a project's demo flag.
 */
export const projectsArea = defineArea({
  name: 'projects',
  needs: { users: true },
  services: ({ db, config }, { users }: { users: Pick<UsersService, 'addFirstMember'> }) => {
    const projects = createProjectsService({ db });
    const projectsSetup = createProjectsSetupService({
      db,
      users,
      forgetDemoFlag: (projectId) => projects.forgetDemoFlag(projectId),
      publicUrl: config.publicUrl,
    });
    return { projects, projectsSetup };
  },
  routes: ({ projects, projectsSetup }) => [
    projectsRoutes(projects),
    projectsSetupRoutes(projectsSetup),
  ],
});
