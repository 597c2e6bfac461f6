import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import { secretBox } from '../../lib/secret-box.ts';
import type { WorkforcePlanService } from '../contracts/workforce-plan.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createIntegrationFilesService } from './integrations-files.service.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';
import { registerWebhookJobs } from './webhooks.jobs.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { WEBHOOK_QUEUES, createWebhooksService } from './webhooks.service.ts';

/**
 * Integrations: providers, contract mappings, schedule files into the workforce plan, and
 * outgoing webhooks. Listed early: the areas that raise webhook events need `webhooks`.
 */
export const integrationsArea = defineArea({
  name: 'integrations',
  needs: { projects: true, workforcePlan: true },
  services: (
    { db, queue, secret },
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
    webhooks: createWebhooksService({
      db,
      projects,
      queue,
      box: secretBox(secret, 'integrations webhooks'),
    }),
  }),
  routes: ({ integrations, integrationFiles, webhooks }) => [
    integrationsRoutes(integrations, integrationFiles),
    webhooksRoutes(webhooks),
  ],
  jobs: {
    queues: Object.values(WEBHOOK_QUEUES),
    start: (boss, _own, { db, secret, config }) =>
      registerWebhookJobs(boss, {
        db,
        box: secretBox(secret, 'integrations webhooks'),
        allowPrivate: config.webhooksAllowPrivate,
      }),
  },
});
