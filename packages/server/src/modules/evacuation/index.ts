import { defineArea } from '../../lib/area.ts';
import type { WebhooksService } from '../integrations/webhooks.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import { evacuationReportRoutes } from './evacuation-report.routes.ts';
import { evacuationRoutes } from './evacuation.routes.ts';
import { createEvacuationService } from './evacuation.service.ts';

/** Evacuation sessions: the roll call, its audit log, history and texts (DOMAIN.md). */
export const evacuationArea = defineArea({
  name: 'evacuation',
  needs: { projects: true, webhooks: true, workersDoor: true },
  services: (
    { db, realtime, queue, config },
    {
      projects,
      webhooks,
      workersDoor,
    }: {
      projects: Pick<ProjectsService, 'contractScope'>;
      webhooks: Pick<WebhooksService, 'raise'>;
      workersDoor: Pick<WorkersDoor, 'visibleWorkers'>;
    },
  ) => ({
    evacuation: createEvacuationService({
      db,
      projects,
      door: workersDoor,
      publish: (...args) => realtime.publish('evacuation', ...args),
      queue,
      webhooks,
      smsConfigured: config.sms !== null,
    }),
  }),
  routes: ({ evacuation }) => [evacuationRoutes(evacuation), evacuationReportRoutes(evacuation)],
});
