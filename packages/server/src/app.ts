import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { WEB_CLIENT_ID } from '@siteline/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/database.ts';
import { resolveJwtSecret } from './db/settings.ts';
import { createEngine, type Engine } from './engine/engine.service.ts';
import { gatewayKeyRoutes, ingestRoutes } from './engine/engine.routes.ts';
import { createGatewayKeys } from './engine/gateway-keys.ts';
import { startPresenceLoop } from './engine/presence-loop.ts';
import { loadSiteModel } from './engine/gateway-site.ts';
import { startJobs } from './jobs/index.ts';
import { bossQueue, noQueue, startBoss } from './jobs/queue.ts';
import { installAuth } from './lib/authenticate.ts';
import { errorHandler } from './lib/error-handler.ts';
import { registerCompression, serveWebApp } from './lib/web-app.ts';
import { createSmtpTransport } from './messaging/email-delivery.ts';
import { authRoutes, clientLoggingRoutes, oauthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { createTokenSigner } from './modules/auth/auth.tokens.ts';
import { hardwareRoutes } from './modules/hardware/hardware.routes.ts';
import { createHardwareService } from './modules/hardware/hardware.service.ts';
import { accessControlRoutes } from './modules/access-control/access-control.routes.ts';
import { createAccessControlService } from './modules/access-control/access-control.service.ts';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.ts';
import { createDashboardsService } from './modules/dashboards/dashboards.service.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { createAlertsService, type AlertsService } from './modules/alerts/alerts.service.ts';
import { startZoneDensityLoop } from './modules/alerts/zone-density-loop.ts';
import { createImageUrlSigner } from './modules/realtime/realtime-images.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { createRealtimeService } from './modules/realtime/realtime.service.ts';
import { realtimeViewsRoutes } from './modules/realtime/realtime-views.routes.ts';
import { createRealtimeViewsService } from './modules/realtime/realtime-views.service.ts';
import { postgresBlobStore } from './db/blob-store.ts';
import { zonesRoutes } from './modules/zones/zones.routes.ts';
import { createZonesService } from './modules/zones/zones.service.ts';
import {
  createRealtime,
  noRealtime,
  type Realtime,
  type RealtimeServer,
} from './realtime/realtime-server.ts';

export interface AppConfig extends Config {
  /** Resolved by main.ts (embedded PostgreSQL) or the tests. */
  databaseUrl: string;
  /** Start pg-boss and its workers (the tests of single modules leave it off). */
  jobs?: boolean;
  /** Log to stdout; tests pass false. */
  logger?: boolean;
  /** Attach Socket.IO to the HTTP server (default true). */
  realtime?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    boss: PgBoss | null;
    services: { auth: AuthService; engine: Engine; alerts: AlertsService };
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

  const { db } = createDatabase(config.databaseUrl);
  const boss = config.jobs === false ? null : await startBoss(config.databaseUrl, app.log);
  const queue = boss ? bossQueue(boss) : noQueue;
  const secret = await resolveJwtSecret(db, config.jwtSecret);
  const signer = createTokenSigner(secret);

  const auth = createAuthService({
    db,
    signer,
    queue,
    log: app.log,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    supportArticleUrl: config.supportArticleUrl,
    allowedClientIds: [WEB_CLIENT_ID],
  });
  const projects = createProjectsService({ db });
  // app.realtime is decorated once the routes exist; by the first read it is there.
  const publish: Realtime['publishDashboard'] = (projectId, message) =>
    app.realtime.publishDashboard(projectId, message);
  const realtimeService = createRealtimeService({
    db,
    blobs: postgresBlobStore,
    images: createImageUrlSigner(secret),
  });
  const alerts = createAlertsService({ db, publish });
  const realtimeViews = createRealtimeViewsService({
    db,
    projects,
    densityAlerts: (projectId, since, tz) => alerts.densityAlerts(projectId, since, tz),
  });
  const engine = createEngine({
    db,
    log: app.log,
    publish,
    alerts: {
      unauthorizedEnabled: async (projectId) =>
        (await realtimeService.alertSwitches(projectId)).unauthorized,
      raiseUnauthorized: (projectId, facts) => alerts.raiseUnauthorized(projectId, facts),
    },
  });
  await engine.ensurePartitions();
  const gatewayKeys = createGatewayKeys(db);
  // Presence follows ingestion in the background; module tests drive it by hand instead.
  const presenceLoop = config.jobs === false ? null : startPresenceLoop(engine);
  // Zone density follows the reads the same way; tests call alerts.evaluateDensity(now).
  const densityLoop = config.jobs === false ? null : startZoneDensityLoop(alerts, app.log);
  const zones = createZonesService({ db });
  const hardware = createHardwareService({ db, zones });
  const accessControl = createAccessControlService({ db, projects });
  const dashboards = createDashboardsService({ db, projects });

  app.decorate('db', db);
  app.decorate('boss', boss);
  app.decorate('services', { auth, engine, alerts });
  // Created once the routes are registered (below).
  let realtime: RealtimeServer | null = null;
  // Open WebSockets would keep Fastify's server.close() waiting, and it runs before onClose.
  app.addHook('preClose', async () => realtime?.disconnectClients());
  app.addHook('preClose', async () => presenceLoop?.stop());
  app.addHook('preClose', async () => densityLoop?.stop());
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    // After the jobs (they may still publish), before the database.
    await realtime?.close();
    await db.destroy();
  });

  if (boss) {
    await startJobs(boss, {
      db,
      auth,
      log: app.log,
      transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null,
      mailFrom: config.mailFrom,
    });
  }

  await registerCompression(app);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
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
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  installAuth(app, { signer, auth, projectDemoFlag: (id) => projects.demoFlag(id) });

  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      // The presence backlog shows whether processing keeps up with ingestion.
      const presence = await engine.presenceBacklog();
      return { status: 'ready', database: 'ok', jobs: boss ? 'ok' : 'off', presence };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  await app.register(oauthRoutes(auth));
  await app.register(
    async (v1) => {
      await v1.register(authRoutes(auth), { prefix: '/Auth' });
      await v1.register(clientLoggingRoutes);
      await v1.register(projectsRoutes(projects));
      await v1.register(dashboardsRoutes(dashboards));
      await v1.register(realtimeRoutes(realtimeService));
      await v1.register(realtimeViewsRoutes(realtimeViews));
      await v1.register(alertsRoutes(alerts));
    },
    { prefix: '/api/v1' },
  );
  // Both API versions in one plugin each: their paths carry the version (spec 002 §7).
  await app.register(hardwareRoutes(hardware), { prefix: '/api' });
  await app.register(zonesRoutes(zones), { prefix: '/api' });
  await app.register(accessControlRoutes(accessControl), { prefix: '/api/v2' });
  await app.register(
    ingestRoutes(engine, gatewayKeys, (projectId) => loadSiteModel(db, projectId)),
    { prefix: '/api/v2/ingest' },
  );
  await app.register(gatewayKeyRoutes(gatewayKeys), { prefix: '/api/v2' });

  serveWebApp(app, config.webDist);

  if (config.realtime !== false) {
    realtime = await createRealtime({
      server: app.server,
      databaseUrl: config.databaseUrl,
      signer,
      auth,
      projectDemoFlag: (id) => projects.demoFlag(id),
      contractScope: (auth, projectId) => projects.contractScope(auth, projectId),
      log: app.log,
    });
  }
  app.decorate('realtime', realtime ?? noRealtime);
  return app;
}
