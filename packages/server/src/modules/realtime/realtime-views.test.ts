import type { RealtimeWorkerDetail } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { TZ, createSite, recentDate, type Site } from '../../../test/engine-fixture.ts';
import type { AuthContext } from '../../lib/auth-context.ts';

/**
 * The worker popover's "first seen today" and hours follow the worker's current worker-day: a
 * night pour that runs past the workday boundary (03:00) stays on its start date (DOMAIN.md
 * "Continuation"), so at 05:30 the pour is still what the worker is doing today.
 */
let t: TestApp;
let site: Site;
const night = recentDate(7);
const morning = addDays(night, 1);
const provider: AuthContext = {
  userId: 0,
  familyId: 'test',
  email: 'provider@siteline.test',
  isDemoUser: false,
  isProviderEmployee: true,
  permissions: [],
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Night pour');
  const alice = site.tag('T-ALICE');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/ingest/reads',
    headers: { 'x-gateway-key': site.key },
    payload: {
      Reads: [
        site.read('GATE-1', 1, alice, night, '20:00'),
        site.read('FLOOR-1', 1, alice, night, '23:30'),
        site.read('FLOOR-1', 1, alice, morning, '02:30'),
        site.read('FLOOR-1', 1, alice, morning, '05:00'),
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  await t.app.services.engine.processAllPresence();
});
afterAll(() => t.close());

function workerAt(date: string, time: string): Promise<RealtimeWorkerDetail> {
  const now = zonedTimeToInstant(date, time, TZ).getTime();
  return t.app.services.realtimeViews.worker(provider, site.projectId, site.workers.alice, now);
}

describe('the realtime worker popover', () => {
  it('shows a night pour continued past the boundary as the worker’s day', async () => {
    const detail = await workerAt(morning, '05:30');
    expect(detail.FirstSeenTodayDateTimeLocal).toMatch(new RegExp(`^${night}T20:00`));
    expect(detail.GrossHoursToday).toBe(9);
  });

  it('shows no day once the pour ended before the boundary of a later day', async () => {
    const detail = await workerAt(addDays(morning, 1), '05:30');
    expect(detail.FirstSeenTodayDateTimeLocal).toBeNull();
    expect(detail.GrossHoursToday).toBeNull();
  });
});
