import { defineArea } from '../../lib/area.ts';
import { projectsRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';

/** Projects and membership scope; the permission hook asks it for a project's demo flag. */
export const projectsArea = defineArea({
  name: 'projects',
  services: ({ db }) => ({ projects: createProjectsService({ db }) }),
  routes: ({ projects }) => [projectsRoutes(projects)],
});
