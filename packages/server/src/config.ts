import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/** Every environment variable Siteline reads (the README's configuration table mirrors this). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Siteline <no-reply@siteline.example>'),
  // SMS through Twilio's REST API (or a compatible provider's): all three of the account's SID,
  // token and sending number, or none (then every SMS is held in the outbox and logged).
  SMS_PROVIDER_URL: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'an E.164 number such as +15551234567')
    .optional(),
  // Procore (integrations): the app's OAuth client, or none (then each project's service account).
  PROCORE_CLIENT_ID: z.string().min(1).optional(),
  PROCORE_CLIENT_SECRET: z.string().min(1).optional(),
  PROCORE_LOGIN_URL: z.url().default('https://login.procore.com'),
  PROCORE_API_URL: z.url().default('https://api.procore.com'),
  // Autodesk (integrations): the APS app's client, or none (then Autodesk is not offered).
  AUTODESK_CLIENT_ID: z.string().min(1).optional(),
  AUTODESK_CLIENT_SECRET: z.string().min(1).optional(),
  AUTODESK_URL: z.url().default('https://developer.api.autodesk.com'),
  // Defaults for development and tests only: production must name its own (parseConfig).
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_ARTICLE_URL: z.url().optional(),
  SEED_DEMO: bool.optional(),
  SIMULATOR: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  // Webhooks may post to loopback and private-network addresses (default: outside production).
  WEBHOOKS_ALLOW_PRIVATE: bool.optional(),
  // Journeys only: a morning-reports job may carry the instant it runs as (refused in production).
  REPORTS_JOB_CLOCK: z.enum(['real', 'from-job']).default('real'),
});

export type Config = ReturnType<typeof parseConfig>;

/** What buildApp runs with: the parsed configuration plus what main.ts or a test decides. */
export interface AppConfig extends Config {
  /** Resolved by main.ts (embedded PostgreSQL) or the tests. */
  databaseUrl: string;
  /** Start pg-boss, its workers and the background loops (module tests leave them off). */
  jobs?: boolean;
  /** Log to stdout; tests pass false. */
  logger?: boolean;
  /** Attach Socket.IO to the HTTP server (default true). */
  realtime?: boolean;
}

/**
 * Parse the environment once, at start-up, and fail fast with every problem listed.
 * `root` is where `npm` was invoked (the repository), so `./data` is the same folder whichever
 * workspace script started the server.
 */
export function parseConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = defaultRoot(env),
  /** false for tools that send no mail and show no support link (create-admin). */
  { server = true }: { server?: boolean } = {},
) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const smsSet = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM].filter(Boolean).length;
  if (smsSet > 0 && smsSet < 3) {
    throw new Error(
      'Invalid configuration:\n  SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all three, or none',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production) {
    // A placeholder support address or article in production would send users nowhere.
    const required = ['JWT_SECRET', ...(server ? ['SUPPORT_EMAIL', 'SUPPORT_ARTICLE_URL'] : [])];
    const missing = required.filter((name) => !e[name as keyof typeof e]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: required when NODE_ENV=production`);
      throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
    }
    if (e.REPORTS_JOB_CLOCK !== 'real') {
      throw new Error(
        'Invalid configuration:\n  REPORTS_JOB_CLOCK: only journeys set it, never NODE_ENV=production',
      );
    }
  }
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(root, e.DATA_DIR ?? 'data'),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    sms:
      e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? {
            url: e.SMS_PROVIDER_URL,
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            from: e.SMS_FROM,
          }
        : null,
    // Procore is always offered: signed in through the server's OAuth app when it has one, else
    // with each project's service-account credentials.
    autodesk:
      e.AUTODESK_CLIENT_ID && e.AUTODESK_CLIENT_SECRET
        ? {
            clientId: e.AUTODESK_CLIENT_ID,
            clientSecret: e.AUTODESK_CLIENT_SECRET,
            url: e.AUTODESK_URL.replace(/\/$/, ''),
          }
        : null,
    procore: {
      oauth:
        e.PROCORE_CLIENT_ID && e.PROCORE_CLIENT_SECRET
          ? { clientId: e.PROCORE_CLIENT_ID, clientSecret: e.PROCORE_CLIENT_SECRET }
          : null,
      loginUrl: e.PROCORE_LOGIN_URL.replace(/\/$/, ''),
      apiUrl: e.PROCORE_API_URL.replace(/\/$/, ''),
    },
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@siteline.example',
    supportArticleUrl:
      e.SUPPORT_ARTICLE_URL ?? 'https://support.siteline.example/articles/visibility-only-access',
    seedDemo: e.SEED_DEMO ?? !production,
    simulator: e.SIMULATOR === 'on',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(root, e.WEB_DIST ?? 'packages/web/dist'),
    reportsJobClock: e.REPORTS_JOB_CLOCK,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? !production,
  };
}

function defaultRoot(env: NodeJS.ProcessEnv): string {
  // npm sets INIT_CWD to the folder it was run from; a workspace script runs in its own folder.
  return env.INIT_CWD ?? process.cwd();
}
