import type { ProjectsService } from '../projects/projects.service.ts';
import { defineArea } from '../../lib/area.ts';
import { dashboardsRoutes } from './dashboards.routes.ts';
import { createDashboardsService } from './dashboards.service.ts';

/** The project dashboards and the breakout report. */
export const dashboardsArea = defineArea({
  name: 'dashboards',
  needs: { projects: true },
  services: ({ db }, { projects }: { projects: Pick<ProjectsService, 'contractScope'> }) => ({
    dashboards: createDashboardsService({ db, projects }),
  }),
  routes: ({ dashboards }) => [dashboardsRoutes(dashboards)],
});
