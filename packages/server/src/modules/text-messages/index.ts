import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { textMessagesRoutes } from './text-messages.routes.ts';
import { createTextMessagesService } from './text-messages.service.ts';

/** Text messages to the crew: who a filter finds, the batches sent and their delivery. */
export const textMessagesArea = defineArea({
  name: 'text-messages',
  needs: { projects: true },
  services: (
    { db, queue },
    { projects }: { projects: Pick<ProjectsService, 'contractScope'> },
  ) => ({ textMessages: createTextMessagesService({ db, projects, queue }) }),
  routes: ({ textMessages }) => [textMessagesRoutes(textMessages)],
});
