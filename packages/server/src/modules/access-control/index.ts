import type { ProjectsService } from '../projects/projects.service.ts';
import { defineArea } from '../../lib/area.ts';
import { accessControlRoutes } from './access-control.routes.ts';
import { createAccessControlService } from './access-control.service.ts';

/** The access-control dashboard (spec 002 §2). */
export const accessControlArea = defineArea({
  name: 'access-control',
  needs: { projects: true },
  services: (
    { db },
    { projects }: { projects: Pick<ProjectsService, 'get' | 'contractScope'> },
  ) => ({ accessControl: createAccessControlService({ db, projects }) }),
  routes: ({ accessControl }) => [accessControlRoutes(accessControl)],
});
