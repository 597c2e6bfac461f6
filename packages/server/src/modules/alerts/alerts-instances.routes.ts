import {
  ContractDeviationInstanceSchema,
  ContractDeviationInstanceUpdateSchema,
  EndDateInstanceSchema,
  EndDateInstanceUpdateSchema,
  KeyPersonInstanceSchema,
  KeyPersonInstanceUpdateSchema,
  ProjectIdParamsSchema,
  ReaderStatusInstanceSchema,
  ReaderStatusInstanceUpdateSchema,
  RealtimePersonInstanceSchema,
  RealtimePersonInstanceUpdateSchema,
  UnauthorizedPersonInstanceSchema,
  UnauthorizedPersonInstanceUpdateSchema,
  ZoneDensityInstanceSchema,
  ZoneDensityInstanceUpdateSchema,
} from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context.ts';
import { requireAuth } from '../../lib/authenticate.ts';
import type { ContractDeviationService } from './alerts-contract-deviation.service.ts';
import type { EndDateService } from './alerts-end-date.service.ts';
import type { KeyPersonService } from './alerts-key-person.service.ts';
import type { ReaderStatusService } from './alerts-reader-status.service.ts';
import type { RealtimePersonService } from './alerts-realtime-person.service.ts';
import type { AlertSubscribersService } from './alerts-subscribers.service.ts';
import type { AlertsService } from './alerts.service.ts';

const TAGS = ['alerts'];
/** spec 000 §2: the alert-instance pages need ManageAlerts. */
const MANAGE_ALERTS = { projectPermission: ['ManageAlerts' as const] };

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One alert's instance: GET it as its editor sees it, PUT it back (evaluated at once). */
interface InstanceRoutes<Answer extends z.ZodType, Body extends z.ZodType> {
  path: string;
  summary: { get: string; put: string };
  bodyLimit: number;
  answer: Answer;
  body: Body;
  read: (auth: AuthContext, projectId: number) => Promise<z.input<Answer>>;
  save: (auth: AuthContext, projectId: number, body: z.output<Body>) => Promise<z.input<Answer>>;
}

function instanceRoutes<Answer extends z.ZodType, Body extends z.ZodType>(
  app: App,
  alert: InstanceRoutes<Answer, Body>,
) {
  const url = `/api/v1/projects/:projectId/alerts/${alert.path}`;
  // Typed loosely for the route (the provider cannot resolve a generic schema's reply):
  // InstanceRoutes ties read and save to Answer at each call.
  const answer: z.ZodType = alert.answer;
  app.get(
    url,
    {
      config: MANAGE_ALERTS,
      schema: {
        tags: TAGS,
        summary: alert.summary.get,
        params: ProjectIdParamsSchema,
        response: { 200: answer },
      },
    },
    (request) => alert.read(requireAuth(request), request.params.projectId),
  );
  app.put(
    url,
    {
      config: MANAGE_ALERTS,
      bodyLimit: alert.bodyLimit,
      schema: {
        tags: TAGS,
        summary: alert.summary.put,
        params: ProjectIdParamsSchema,
        body: alert.body,
        response: { 200: answer },
      },
    },
    (request) =>
      alert.save(requireAuth(request), request.params.projectId, request.body as z.output<Body>),
  );
}

/** spec 001 §3, 002 §7: every alert instance's page, read and saved. */
export function alertInstancesRoutes(s: {
  alerts: AlertsService;
  alertSubscribers: AlertSubscribersService;
  readerStatus: ReaderStatusService;
  keyPerson: KeyPersonService;
  realtimePerson: RealtimePersonService;
  contractDeviation: ContractDeviationService;
  endDate: EndDateService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    instanceRoutes(app, {
      path: 'zone-density',
      summary: {
        get: 'The zone-density alert instance: the zone tree with each zone’s rule',
        put: 'Save the zone-density rules (the list replaces the previous one)',
      },
      bodyLimit: 1024 * 1024,
      answer: ZoneDensityInstanceSchema,
      body: ZoneDensityInstanceUpdateSchema,
      read: (_auth, projectId) => s.alerts.zoneDensity(projectId),
      save: (_auth, projectId, body) => s.alerts.saveZoneDensity(projectId, body),
    });
    instanceRoutes(app, {
      path: 'reader-status',
      summary: {
        get: 'The reader-status alert: each hardware model’s wait before a reader is offline',
        put: 'Save the reader-status alert (the power wait stays 3 minutes)',
      },
      bodyLimit: 16 * 1024,
      answer: ReaderStatusInstanceSchema,
      body: ReaderStatusInstanceUpdateSchema,
      read: (_auth, projectId) => s.readerStatus.instance(projectId),
      save: (_auth, projectId, body) => s.readerStatus.save(projectId, body),
    });
    instanceRoutes(app, {
      path: 'key-person',
      summary: {
        get: 'The key-person alert: the listed workers and the days each may go unseen',
        put: 'Save the key-person list (the caller’s scope of it); evaluated at once',
      },
      bodyLimit: 64 * 1024,
      answer: KeyPersonInstanceSchema,
      body: KeyPersonInstanceUpdateSchema,
      read: (auth, projectId) => s.keyPerson.instance(auth, projectId),
      save: (auth, projectId, body) => s.keyPerson.save(auth, projectId, body),
    });
    instanceRoutes(app, {
      path: 'realtime-person',
      summary: {
        get: 'The realtime-person alert: the listed workers whose arrival is news',
        put: 'Save the realtime-person list (the caller’s scope of it)',
      },
      bodyLimit: 64 * 1024,
      answer: RealtimePersonInstanceSchema,
      body: RealtimePersonInstanceUpdateSchema,
      read: (auth, projectId) => s.realtimePerson.instance(auth, projectId),
      save: (auth, projectId, body) => s.realtimePerson.save(auth, projectId, body),
    });
    instanceRoutes(app, {
      path: 'contract-deviation',
      summary: {
        get: 'The contract-deviation alert: each contract with its deviation limits',
        put: 'Save the contracts’ limits (the caller’s scope of them); evaluated at once',
      },
      bodyLimit: 64 * 1024,
      answer: ContractDeviationInstanceSchema,
      body: ContractDeviationInstanceUpdateSchema,
      read: (auth, projectId) => s.contractDeviation.instance(auth, projectId),
      save: (auth, projectId, body) => s.contractDeviation.save(auth, projectId, body),
    });
    instanceRoutes(app, {
      path: 'enddate',
      summary: {
        get: 'The end-date-in-jeopardy alert: its cut-off days and where the plan stands',
        put: 'Save the cut-off days; evaluated at once',
      },
      bodyLimit: 4 * 1024,
      answer: EndDateInstanceSchema,
      body: EndDateInstanceUpdateSchema,
      read: (_auth, projectId) => s.endDate.instance(projectId),
      save: (_auth, projectId, body) => s.endDate.save(projectId, body),
    });
    instanceRoutes(app, {
      path: 'unauthorized-person',
      summary: {
        get: 'The unauthorized-person alert: on or off, and the realtime dashboard’s switch',
        put: 'Switch the unauthorized-person alert on or off',
      },
      bodyLimit: 1024,
      answer: UnauthorizedPersonInstanceSchema,
      body: UnauthorizedPersonInstanceUpdateSchema,
      read: (_auth, projectId) => s.alertSubscribers.unauthorized(projectId),
      save: (_auth, projectId, body) =>
        s.alertSubscribers.saveUnauthorized(projectId, body.IsActive),
    });
  };
}
