import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import type { WorkforcePlanService } from '../contracts/workforce-plan.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createIntegrationFilesService } from './integrations-files.service.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';

/** Integrations: providers, contract mappings, and schedule files into the workforce plan. */
export const integrationsArea = defineArea({
  name: 'integrations',
  needs: { projects: true, workforcePlan: true },
  services: (
    { db },
    {
      projects,
      workforcePlan,
    }: {
      projects: Pick<ProjectsService, 'contractScope'>;
      workforcePlan: Pick<
        WorkforcePlanService,
        'projectDates' | 'importedDays' | 'replaceImported'
      >;
    },
  ) => ({
    integrations: createIntegrationsService({ db, projects }),
    integrationFiles: createIntegrationFilesService({
      db,
      projects,
      blobs: postgresBlobStore,
      workforcePlan,
    }),
  }),
  routes: ({ integrations, integrationFiles }) => [
    integrationsRoutes(integrations, integrationFiles),
  ],
});
