import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session.ts';
import { DEMO_CLOCK, siteDate } from './site-time.ts';

/** The parts of GET /api/v2/ingest/site (the gateway's site model) a journey needs. */
export interface GatewaySite {
  timeZoneId: string;
  zones: { id: number; name: string; defaultStatus: 'ALLOW' | 'DENY' | 'INHERIT' }[];
  readers: { serial: string; ports: { port: number; zoneId: number; zoneName: string }[] }[];
  workers: {
    id: number;
    contractId: number;
    tags: { tag: string; startDate: string; endDate: string | null }[];
  }[];
  contractRules: { contractId: number; zoneId: number }[];
  workerRules: { workerId: number; zoneId: number }[];
}

export interface SiteWorker {
  id: number;
  tag: string;
}

/**
 * The web client's tokens for API calls made beside the browser (its own grant): the
 * access_token opens the first API, the `jwt` the second (/api/v2).
 */
export interface ApiTokens {
  access_token: string;
  jwt: string;
}

export async function apiTokens(request: APIRequestContext, email: string): Promise<ApiTokens> {
  const response = await request.post('/oauth/token', {
    form: {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: 'siteline-web',
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiTokens;
}

/** The headers of a call to the first API (/api/v1): the access_token. */
export function bearer(tokens: ApiTokens) {
  return { Authorization: `Bearer ${tokens.access_token}`, Demo: 'false' };
}

/** The headers of a call to the second API (/api/v2): the `jwt`. */
export function bearerV2(tokens: ApiTokens) {
  return { Authorization: `Bearer ${tokens.jwt}`, Demo: 'false' };
}

/** A gateway key for the project, made by a ManageZones user. */
export async function createGatewayKey(
  request: APIRequestContext,
  tokens: ApiTokens,
  projectId: number,
  name: string,
): Promise<string> {
  const response = await request.post(`/api/v2/projects/${projectId}/gateway-keys`, {
    headers: bearerV2(tokens),
    data: { Name: name },
  });
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { Key: string }).Key;
}

export async function loadSite(request: APIRequestContext, key: string): Promise<GatewaySite> {
  const response = await request.get('/api/v2/ingest/site', {
    headers: { 'X-Gateway-Key': key },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as GatewaySite;
}

/** Reads sent now, as a gateway would; every one must be accepted. */
export async function sendReads(
  request: APIRequestContext,
  key: string,
  reads: { serial: string; port: number; tag: string }[],
): Promise<void> {
  const time = new Date().toISOString();
  const response = await request.post('/api/v2/ingest/reads', {
    headers: { 'X-Gateway-Key': key },
    data: {
      Reads: reads.map((read) => ({
        ReaderSerial: read.serial,
        Port: read.port,
        Tag: read.tag,
        Time: time,
        Source: 1,
      })),
    },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { Accepted: number }).Accepted).toBe(reads.length);
}

/** The reader port reading for a zone. */
export function portOf(site: GatewaySite, zoneName: string) {
  for (const reader of site.readers) {
    const port = reader.ports.find((p) => p.zoneName === zoneName);
    if (port) return { serial: reader.serial, port: port.port, zoneId: port.zoneId };
  }
  throw new Error(`No reader reads for ${zoneName}`);
}

/**
 * Workers holding a badge today with no rule of their own or of their contract for the zone:
 * in a zone whose default is DENY, their read there is an unauthorized read.
 */
export function workersWithoutRules(
  site: GatewaySite,
  zoneId: number,
  count: number,
): SiteWorker[] {
  // The demo projects' workday boundary; tag dates are timesheet dates on the site's clock.
  const today = siteDate({ ...DEMO_CLOCK, timeZoneId: site.timeZoneId });
  const found: SiteWorker[] = [];
  for (const worker of site.workers) {
    if (site.workerRules.some((r) => r.workerId === worker.id && r.zoneId === zoneId)) continue;
    if (site.contractRules.some((r) => r.contractId === worker.contractId && r.zoneId === zoneId))
      continue;
    const tag = worker.tags.find(
      (t) => t.startDate < today && (t.endDate === null || t.endDate > today),
    );
    if (tag) found.push({ id: worker.id, tag: tag.tag });
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

export async function workerName(
  request: APIRequestContext,
  tokens: ApiTokens,
  projectId: number,
  workerId: number,
): Promise<string> {
  const response = await request.get(`/api/v1/projects/${projectId}/realtime/workers/${workerId}`, {
    headers: bearer(tokens),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { WorkerName: string }).WorkerName;
}

/** A site plan drawn in the browser: a PNG of the given size with rooms on it. */
export async function drawSitePlan(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#f4f1ea';
      g.fillRect(0, 0, w, h);
      g.strokeStyle = '#3b4a5a';
      g.lineWidth = 8;
      g.strokeRect(40, 40, w - 80, h - 80);
      g.strokeRect(40, 40, (w - 80) / 2, (h - 80) / 2);
      g.strokeRect(w / 2, h / 2, (w - 80) / 2, (h - 80) / 2);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { w: width, h: height },
  );
  return Buffer.from(base64, 'base64');
}
