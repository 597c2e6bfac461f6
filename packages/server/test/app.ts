import { WEB_CLIENT_ID, type TokenResponse } from '@siteline/shared';
import type { FastifyInstance } from 'fastify';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppConfig } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { createTestDb, type TestDb } from './db.ts';
import { startDemoCopy } from './demo-snapshot.ts';

export interface TestApp extends TestDb {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** The whole app on a fresh database of its own, without the job queue unless asked. */
/** The configuration every test app runs with: no jobs, no log, a fixed secret. */
export function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...parseConfig({ NODE_ENV: 'test' }, process.cwd()),
    databaseUrl,
    jobs: false,
    logger: false,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    ...overrides,
  };
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const app = await buildApp(testConfig(testDb.url, overrides));
  return {
    ...testDb,
    app,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

export interface DemoTestApp extends TestApp {
  /** Where the demo's history ends: the snapshot's build, the history's "now". */
  until: Date;
}

/**
 * The whole app on the seeded demo site (its 120 days of history included): a copy of the demo
 * snapshot (demo-snapshot.ts) in a PostgreSQL of this file's own, built once per content.
 */
export async function buildDemoTestApp(overrides: Partial<AppConfig> = {}): Promise<DemoTestApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-demo-test-'));
  // As root, PostgreSQL runs as the postgres user, which must reach the copy.
  await chmod(dir, 0o755);
  const copy = await startDemoCopy(path.join(dir, 'cluster'));
  const app = await buildApp(testConfig(copy.url, overrides));
  // The app's own connections: its close ends them before the copy's server stops.
  const drop = async () => {
    await copy.stop();
    await rm(dir, { recursive: true, force: true });
  };
  return {
    db: app.db,
    url: copy.url,
    drop,
    app,
    until: copy.until,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address, so throttling in one test does not leak into another. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: WEB_CLIENT_ID,
    }).toString(),
  });
}

export async function tokensFor(app: FastifyInstance, username: string, password: string) {
  const res = await signIn(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<TokenResponse>();
}

/** The headers of a call to the first API (/api/v1 and the rest): the access_token. */
export function bearer(tokens: TokenResponse, demo = false) {
  return { authorization: `Bearer ${tokens.access_token}`, demo: String(demo) };
}

/** The headers of a call to the second API (/api/v2): the `jwt` (spec 000 §7). */
export function bearerV2(tokens: TokenResponse, demo = false) {
  return { authorization: `Bearer ${tokens.jwt}`, demo: String(demo) };
}

/** The headers of a call to `url`, with the token of the API it belongs to (as the web does). */
export function bearerFor(url: string, tokens: TokenResponse, demo = false) {
  return url.startsWith('/api/v2/') ? bearerV2(tokens, demo) : bearer(tokens, demo);
}

/** The refresh-token grant, as the web client sends it. */
export function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: WEB_CLIENT_ID,
    }).toString(),
  });
}
