import { defineArea } from '../../lib/area.ts';
import type { PlanStandingService } from '../dashboards/dashboards.standing.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';
import { startAlertsLoop, startZoneDensityLoop } from './alerts-loop.ts';
import { createContractDeviationService } from './alerts-contract-deviation.service.ts';
import { createEndDateService } from './alerts-end-date.service.ts';
import { alertFactsRoutes } from './alerts-facts.routes.ts';
import { createAlertFactsService } from './alerts-facts.service.ts';
import { createKeyPersonService } from './alerts-key-person.service.ts';
import { createRealtimePersonService } from './alerts-realtime-person.service.ts';
import { createReaderStatusService } from './alerts-reader-status.service.ts';
import { alertSubscribersRoutes } from './alerts-subscribers.routes.ts';
import { createAlertSubscribersService } from './alerts-subscribers.service.ts';
import { alertInstancesRoutes } from './alerts-instances.routes.ts';
import { createAlertsService } from './alerts.service.ts';

/** How often snoozes end, and unauthorized and realtime persons' facts resolve. */
const FACTS_SWEEP_MS = 30_000;
/** How often readers' silence and power, and key persons' absence, are checked. */
const MINUTE_RULES_MS = 60_000;
/** How often the daily rules look for a project whose day has begun (each runs once a day). */
const DAILY_RULES_MS = 5 * 60_000;

/** Alert rules, their facts and the overview (unauthorized persons are raised by the engine). */
export const alertsArea = defineArea({
  name: 'alerts',
  needs: { projects: true, planStanding: true, webhooks: true, workersDoor: true },
  services: (
    { db, realtime, queue },
    needs: {
      projects: Pick<ProjectsService, 'get' | 'contractScope'>;
      planStanding: PlanStandingService;
      webhooks: AlertWebhooks;
      workersDoor: Pick<WorkersDoor, 'visibleWorkers'>;
    },
  ) => {
    const { projects, planStanding: standing, webhooks, workersDoor: door } = needs;
    const alertFacts = createAlertFactsService({
      db,
      projects,
      publish: (...args) => realtime.publish('alert_facts', ...args),
      webhooks,
    });
    const rule = { db, announceFacts: alertFacts.announce, queue, webhooks };
    return {
      alertFacts,
      alertSubscribers: createAlertSubscribersService({ db }),
      readerStatus: createReaderStatusService(rule),
      keyPerson: createKeyPersonService({ ...rule, projects, door }),
      realtimePerson: createRealtimePersonService({ ...rule, projects, door }),
      contractDeviation: createContractDeviationService({ ...rule, projects, standing }),
      endDate: createEndDateService({ ...rule, standing }),
      alerts: createAlertsService({
        ...rule,
        publish: (...args) => realtime.publish('realtime_dashboard', ...args),
      }),
    };
  },
  routes: (s) => [
    alertInstancesRoutes(s),
    alertFactsRoutes(s.alertFacts),
    alertSubscribersRoutes(s.alertSubscribers),
  ],
  // Tests call each rule's evaluate(now) (alerts.evaluateDensity, alertFacts.sweep) by hand.
  loops: [
    ({ alerts }, { log }) => startZoneDensityLoop(alerts, log),
    ({ alertFacts }, { log }) =>
      startAlertsLoop(
        'alert facts sweep',
        (now) => alertFacts.sweep(new Date(now)),
        log,
        FACTS_SWEEP_MS,
      ),
    ({ realtimePerson }, { log }) =>
      startAlertsLoop(
        'realtime person resolution',
        (now) => realtimePerson.evaluate(now),
        log,
        FACTS_SWEEP_MS,
      ),
    ({ readerStatus }, { log }) =>
      startAlertsLoop(
        'reader status evaluation',
        (now) => readerStatus.evaluate(now),
        log,
        MINUTE_RULES_MS,
      ),
    ({ keyPerson }, { log }) =>
      startAlertsLoop(
        'key person evaluation',
        (now) => keyPerson.evaluate(now),
        log,
        MINUTE_RULES_MS,
      ),
    ({ contractDeviation }, { log }) =>
      startAlertsLoop(
        'contract deviation evaluation',
        (now) => contractDeviation.evaluate(now),
        log,
        DAILY_RULES_MS,
      ),
    ({ endDate }, { log }) =>
      startAlertsLoop('end date evaluation', (now) => endDate.evaluate(now), log, DAILY_RULES_MS),
  ],
});
