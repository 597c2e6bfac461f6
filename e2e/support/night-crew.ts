import { expect, type APIRequestContext } from '@playwright/test';
import { apiTokens, bearer, createGatewayKey, loadSite, type GatewaySite } from './gateway.ts';
import { DEMO_CLOCK, siteDate } from './site-time.ts';

/** 'YYYY-MM-DDTHH:mm:ss' on the site's clock, as the API writes local times. */
function siteLocal(at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/**
 * When a night crew member came in, for a journey run at any hour: before the site's last
 * workday boundary (03:00), so their presence belongs to the previous timesheet date while they
 * are still inside, as at 04:00 on a night pour; when the boundary is more than 15 hours back
 * (an evening run), seven hours ago: a long shift with no read since, inside all the same.
 */
export function nightShiftStart(now: Date, timeZone: string): Date {
  const hour = Number(siteLocal(now, timeZone).slice(11, 13));
  const sinceBoundary = (hour - DEMO_CLOCK.boundaryHour + 24) % 24;
  const hoursAgo = sinceBoundary < 15 ? sinceBoundary + 1 : 7;
  return new Date(now.getTime() - hoursAgo * 3_600_000);
}

/**
 * A worker of the project with a badge who has not been read for a day (not on any shift the
 * simulator runs now) comes in through the main gate at `nightShiftStart` and is read nowhere
 * since: the night crew. Returns their name as the roll call writes it.
 */
export async function nightCrewMember(
  request: APIRequestContext,
  projectId: number,
): Promise<{ name: string; site: GatewaySite }> {
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, projectId, 'Night crew journey gateway');
  const site = await loadSite(request, key);
  const now = new Date();
  const dayAgo = siteLocal(new Date(now.getTime() - 24 * 3_600_000), site.timeZoneId);
  const today = siteDate({ ...DEMO_CLOCK, timeZoneId: site.timeZoneId });
  for (const worker of site.workers) {
    const tag = worker.tags.find(
      (t) => t.startDate < today && (t.endDate === null || t.endDate > today),
    );
    if (!tag) continue;
    const detail = await request.get(
      `/api/v1/projects/${projectId}/realtime/workers/${worker.id}`,
      {
        headers: bearer(tokens),
      },
    );
    expect(detail.status()).toBe(200);
    const { WorkerName, LastSeenDateTimeLocal } = (await detail.json()) as {
      WorkerName: string;
      LastSeenDateTimeLocal: string | null;
    };
    if (LastSeenDateTimeLocal !== null && LastSeenDateTimeLocal > dayAgo) continue;
    // The demo's gate readers: a turnstile each way, port 1 the way in.
    const gate = site.readers.find((r) =>
      r.ports.some((port) => port.port === 1 && port.zoneName === 'Main Gate'),
    );
    expect(gate).toBeDefined();
    const sent = await request.post('/api/v2/ingest/reads', {
      headers: { 'X-Gateway-Key': key },
      data: {
        Reads: [
          {
            ReaderSerial: gate!.serial,
            Port: 1,
            Tag: tag.tag,
            Time: nightShiftStart(now, site.timeZoneId).toISOString(),
            Source: 1,
          },
        ],
      },
    });
    expect(sent.status()).toBe(200);
    expect(((await sent.json()) as { Accepted: number }).Accepted).toBe(1);
    return { name: WorkerName, site };
  }
  throw new Error('No worker of the project has been away for a day');
}

/**
 * A crew of `count` badge holders in through the main gate a minute ago, so a roll call has
 * people on it whatever the hour the journey runs (the simulator's day crew leaves in the
 * evening). The gate key is the journey's own.
 */
export async function crewOnSite(
  request: APIRequestContext,
  projectId: number,
  count: number,
): Promise<void> {
  const tokens = await apiTokens(request, 'admin@siteline.example');
  const key = await createGatewayKey(request, tokens, projectId, 'Late crew journey gateway');
  const site = await loadSite(request, key);
  const today = siteDate({ ...DEMO_CLOCK, timeZoneId: site.timeZoneId });
  const gate = site.readers.find((r) =>
    r.ports.some((port) => port.port === 1 && port.zoneName === 'Main Gate'),
  );
  expect(gate).toBeDefined();
  const at = new Date(Date.now() - 60_000).toISOString();
  const reads = site.workers
    .map((w) =>
      w.tags.find((t) => t.startDate < today && (t.endDate === null || t.endDate > today)),
    )
    .filter((t) => t !== undefined)
    .slice(0, count)
    .map((t) => ({ ReaderSerial: gate!.serial, Port: 1, Tag: t.tag, Time: at, Source: 1 }));
  expect(reads).toHaveLength(count);
  const sent = await request.post('/api/v2/ingest/reads', {
    headers: { 'X-Gateway-Key': key },
    data: { Reads: reads },
  });
  expect(sent.status()).toBe(200);
}
