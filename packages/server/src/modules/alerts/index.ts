import { defineArea } from '../../lib/area.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { startAlertsLoop, startZoneDensityLoop } from './alerts-loop.ts';
import { alertFactsRoutes } from './alerts-facts.routes.ts';
import { createAlertFactsService } from './alerts-facts.service.ts';
import { keyPersonRoutes } from './alerts-key-person.routes.ts';
import { createKeyPersonService } from './alerts-key-person.service.ts';
import { readerStatusRoutes } from './alerts-reader-status.routes.ts';
import { createReaderStatusService } from './alerts-reader-status.service.ts';
import { alertSubscribersRoutes } from './alerts-subscribers.routes.ts';
import { createAlertSubscribersService } from './alerts-subscribers.service.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';

/** How often snoozes end and cleared unauthorized-person facts resolve. */
const FACTS_SWEEP_MS = 30_000;
/** How often readers' silence and power, and key persons' absence, are checked. */
const READER_STATUS_MS = 60_000;
const KEY_PERSON_MS = 60_000;

/** Alert rules, their facts and the overview (unauthorized persons are raised by the engine). */
export const alertsArea = defineArea({
  name: 'alerts',
  needs: { projects: true },
  services: (
    { db, realtime, queue },
    { projects }: { projects: Pick<ProjectsService, 'get' | 'contractScope'> },
  ) => {
    const alertFacts = createAlertFactsService({
      db,
      projects,
      publish: (projectId, change) => realtime.publishAlertFacts(projectId, change),
    });
    return {
      alertFacts,
      alertSubscribers: createAlertSubscribersService({ db }),
      readerStatus: createReaderStatusService({ db, announceFacts: alertFacts.announce, queue }),
      keyPerson: createKeyPersonService({
        db,
        projects,
        announceFacts: alertFacts.announce,
        queue,
      }),
      alerts: createAlertsService({
        db,
        publish: (projectId, message) => realtime.publishDashboard(projectId, message),
        announceFacts: alertFacts.announce,
        queue,
      }),
    };
  },
  routes: ({ alerts, alertFacts, alertSubscribers, readerStatus, keyPerson }) => [
    alertsRoutes(alerts),
    alertFactsRoutes(alertFacts),
    alertSubscribersRoutes(alertSubscribers),
    readerStatusRoutes(readerStatus),
    keyPersonRoutes(keyPerson),
  ],
  // Tests call alerts.evaluateDensity(now), alertFacts.sweep(now), readerStatus.evaluate(now).
  loops: [
    ({ alerts }, { log }) => startZoneDensityLoop(alerts, log),
    ({ alertFacts }, { log }) =>
      startAlertsLoop(
        'alert facts sweep',
        (now) => alertFacts.sweep(new Date(now)),
        log,
        FACTS_SWEEP_MS,
      ),
    ({ readerStatus }, { log }) =>
      startAlertsLoop(
        'reader status evaluation',
        (now) => readerStatus.evaluate(now),
        log,
        READER_STATUS_MS,
      ),
    ({ keyPerson }, { log }) =>
      startAlertsLoop(
        'key person evaluation',
        (now) => keyPerson.evaluate(now),
        log,
        KEY_PERSON_MS,
      ),
  ],
});
