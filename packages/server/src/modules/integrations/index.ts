import { postgresBlobStore } from '../../db/blob-store.ts';
import { defineArea } from '../../lib/area.ts';
import { secretBox } from '../../lib/secret-box.ts';
import type { WorkforcePlanService } from '../contracts/workforce-plan.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { AUTODESK_QUEUES, registerAutodeskJobs, sendAutodeskIssues } from './autodesk.jobs.ts';
import { autodeskRoutes } from './autodesk.routes.ts';
import { AUTODESK_PROVIDER_ID, createAutodeskService } from './autodesk.service.ts';
import { createIntegrationFilesService } from './integrations-files.service.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { createIntegrationsService } from './integrations.service.ts';
import { registerWebhookJobs } from './webhooks.jobs.ts';
import { PROCORE_QUEUES, registerProcoreJobs } from './procore.jobs.ts';
import { procoreRoutes } from './procore.routes.ts';
import { PROCORE_PROVIDER_ID, createProcoreService } from './procore.service.ts';
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
    { db, queue, secret, config },
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
  ) => {
    const procore = createProcoreService({
      db,
      projects,
      box: secretBox(secret, 'integrations procore'),
      config: config.procore,
    });
    // Autodesk is offered when the server has an APS app (AUTODESK_CLIENT_ID/SECRET).
    const autodesk = config.autodesk
      ? createAutodeskService({
          db,
          projects,
          box: secretBox(secret, 'integrations autodesk'),
          config: config.autodesk,
        })
      : null;
    const signedIn = [procore, ...(autodesk ? [autodesk] : [])];
    return {
      procore,
      autodesk,
      integrations: createIntegrationsService({
        db,
        projects,
        signedIn: {
          authenticationType: (providerId) =>
            providerId === PROCORE_PROVIDER_ID
              ? procore.authenticationType
              : providerId === AUTODESK_PROVIDER_ID && autodesk
                ? autodesk.authenticationType
                : null,
          states: async (projectId) =>
            new Map(
              (await Promise.all(signedIn.map((p) => p.states(projectId)))).flatMap((m) => [...m]),
            ),
        },
        externals: (projectId, providerId) =>
          providerId === PROCORE_PROVIDER_ID ? procore.vendors(projectId) : Promise.resolve([]),
      }),
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
        allowPrivate: config.webhooksAllowPrivate,
        listeners: autodesk
          ? [{ record: autodesk.recordAlertEvents, send: sendAutodeskIssues(queue) }]
          : [],
      }),
    };
  },
  routes: ({ integrations, integrationFiles, webhooks, procore, autodesk }) => [
    integrationsRoutes(integrations, integrationFiles),
    webhooksRoutes(webhooks),
    procoreRoutes(procore),
    ...(autodesk ? [autodeskRoutes(autodesk)] : []),
  ],
  jobs: {
    queues: [
      ...Object.values(WEBHOOK_QUEUES),
      ...Object.values(PROCORE_QUEUES),
      ...Object.values(AUTODESK_QUEUES),
    ],
    start: async (boss, { procore, autodesk }, { db, secret, config, log }) => {
      if (autodesk) await registerAutodeskJobs(boss, { autodesk, log });
      await registerWebhookJobs(boss, {
        db,
        box: secretBox(secret, 'integrations webhooks'),
        allowPrivate: config.webhooksAllowPrivate,
      });
      await registerProcoreJobs(boss, { db, procore, log });
    },
  },
});
