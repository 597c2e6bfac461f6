import type { ProjectsService } from '../projects/projects.service.ts';
import { defineArea } from '../../lib/area.ts';
import { dashboardsRoutes } from './dashboards.routes.ts';
import { createDashboardsService } from './dashboards.service.ts';
import { createPlanStandingService } from './dashboards.standing.ts';

/** The project dashboards and the breakout report; where the plan stands, for the alerts. */
export const dashboardsArea = defineArea({
  name: 'dashboards',
  needs: { projects: true },
  services: ({ db }, { projects }: { projects: Pick<ProjectsService, 'contractScope'> }) => ({
    dashboards: createDashboardsService({ db, projects }),
    planStanding: createPlanStandingService({ db }),
  }),
  routes: ({ dashboards }) => [dashboardsRoutes(dashboards)],
});
