import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiTransform, webhookEventComponent } from './lib/openapi.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { AppConfig } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { resolveJwtSecret } from './db/settings.ts';
import { startJobs } from './jobs/index.ts';
import { bossQueue, noQueue, startBoss } from './jobs/queue.ts';
import { buildAreas, type Core, type Loop } from './lib/area.ts';
import { installQueryBounds } from './lib/query-bounds.ts';
import { installAuth } from './lib/authenticate.ts';
import { errorHandler } from './lib/error-handler.ts';
import { pgRateLimitStore } from './lib/pg-rate-limit-store.ts';
import { registerCompression, serveWebApp } from './lib/web-app.ts';
import { outboxRoutes } from './messaging/outbox.routes.ts';
import { createSmtpTransport } from './messaging/email-delivery.ts';
import { createTwilioTransport } from './messaging/sms-delivery.ts';
import {
  SMS_INCOMING_PATH,
  SMS_STATUS_PATH,
  smsStatusRoutes,
} from './messaging/sms-status.routes.ts';
import { areas, type Services } from './modules/index.ts';
import { createRealtime, noRealtime, type Realtime } from './realtime/realtime-server.ts';

export type { AppConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    boss: PgBoss | null;
    /** Every area's services by name (modules/index.ts). */
    services: Services;
    realtime: Realtime;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.refresh_token',
              ],
              censor: '[redacted]',
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // The core: database, job queue, secret, socket publisher. Then the areas, in list order.
  const { db } = createDatabase(config.databaseUrl);
  const areaQueues = areas.flatMap((area) => area.jobs?.queues ?? []);
  const boss =
    config.jobs === false ? null : await startBoss(config.databaseUrl, app.log, areaQueues);
  const queue = boss ? bossQueue(boss) : noQueue;
  const secret = await resolveJwtSecret(db, config.jwtSecret, config.dataDir, app.log);
  const realtime =
    config.realtime === false
      ? noRealtime
      : await createRealtime({ server: app.server, databaseUrl: config.databaseUrl, log: app.log });
  const core: Core = { config, db, log: app.log, secret, queue, realtime };

  const loops: Loop[] = [];
  // Open WebSockets would keep Fastify's server.close() waiting, and it runs before onClose.
  app.addHook('preClose', async () => realtime.disconnectClients());
  app.addHook('preClose', async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
  });
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    // After the jobs (they may still publish), before the database.
    await realtime.close();
    await db.destroy();
  });

  const { services: byName, built } = await buildAreas(areas, core);
  const services = byName as Services;
  app.decorate('db', db);
  app.decorate('boss', boss);
  app.decorate('services', services);
  app.decorate('realtime', realtime);

  const sms = config.sms ? createTwilioTransport(config.sms) : null;
  const smsStatusCallback = `${config.publicUrl}${SMS_STATUS_PATH}`;
  if (boss) {
    const pump = await startJobs(boss, {
      db,
      log: app.log,
      transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
      mailFrom: config.mailFrom,
      sms,
      smsStatusCallback: sms ? smsStatusCallback : null,
    });
    loops.push(pump);
    for (const { area, own } of built) await area.jobs?.start(boss, own, core);
  }

  await registerCompression(app);
  await app.register(formbody);
  // Counted in PostgreSQL, so a limit holds across instances.
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(db) });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Sites often serve Siteline over plain HTTP on their own network; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Siteline API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          gatewayKey: { type: 'apiKey', in: 'header', name: 'X-Gateway-Key' },
        },
        schemas: { WebhookEvent: webhookEventComponent },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const { auth, tokens, projects } = services;
  installAuth(app, { signer: tokens, auth, projectDemoFlag: (id) => projects.demoFlag(id) });
  installQueryBounds(app);

  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      const facts = await Promise.all(built.map(async ({ area, own }) => area.readiness?.(own)));
      const ready = { status: 'ready', database: 'ok', jobs: boss ? 'ok' : 'off' };
      return Object.assign(ready, ...facts) as Record<string, unknown>;
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  // Every route declares its full path (`/api/v1/...`, `/oauth/token`): no prefixes here.
  for (const { area, own } of built) {
    for (const routes of area.routes?.(own, core) ?? []) await app.register(routes);
  }
  // The core's own: the SMS provider's delivery callback, and the outbox's watch.
  await app.register(
    smsStatusRoutes({
      db,
      transport: sms,
      callbackUrl: smsStatusCallback,
      incomingUrl: `${config.publicUrl}${SMS_INCOMING_PATH}`,
    }),
  );
  await app.register(
    outboxRoutes({ db, configured: { sms: sms !== null, email: config.smtpUrl !== undefined } }),
  );

  serveWebApp(app, config.webDist);

  realtime.acceptClients({
    signer: tokens,
    auth,
    projectDemoFlag: (id) => projects.demoFlag(id),
    contractScope: (subject, projectId) => projects.contractScope(subject, projectId),
    events: built.flatMap(({ area, own }) => area.socketEvents?.(own, core) ?? []),
  });
  // Background loops follow the reads; module tests (`jobs: false`) drive them by hand.
  if (config.jobs !== false) {
    for (const { area, own } of built) {
      for (const start of area.loops ?? []) loops.push(start(own, core));
    }
  }
  return app;
}
