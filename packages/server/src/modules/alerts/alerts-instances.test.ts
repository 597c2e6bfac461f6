import type { AlertToggleResult, AlertsList, UnauthorizedPersonInstance } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFactsOf } from '../../../test/alerts-fixture.ts';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';

let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Instances');
  for (const [permissions, assign] of [
    [['ManageAlerts'], (h: Record<string, string>) => (manager = h)],
    [[], (h: Record<string, string>) => (member = h)],
  ] as const) {
    const user = await createUser(t.db);
    await addMember(t.db, site.projectId, user.userId, [...permissions]);
    assign(bearer(await tokensFor(t.app, user.email, PASSWORD)));
  }
});
afterAll(() => t.close());

const toggle = (alertId: number, IsActive: boolean, headers = manager) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${site.projectId}/alerts/${alertId}/active`,
    headers,
    payload: { IsActive },
  });
const alerts = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${site.projectId}/alerts`,
      headers: manager,
    })
  ).json<AlertsList>().alerts;

describe('switching an alert on and off', () => {
  it('makes the instance the first time (isNew), and keeps it after', async () => {
    expect((await toggle(2, true, member)).statusCode).toBe(403);
    expect((await toggle(9, true)).statusCode).toBe(404);
    const first = (await toggle(2, true)).json<AlertToggleResult>();
    expect(first).toMatchObject({ alertId: 2, isActive: true, isNew: true });
    expect((await toggle(2, false)).json<AlertToggleResult>()).toEqual({
      ...first,
      isActive: false,
      isNew: false,
    });
    expect((await toggle(2, true)).json<AlertToggleResult>()).toEqual({ ...first, isNew: false });
    expect((await alerts()).find((a) => a.alertType === 'KeyPerson')).toMatchObject({
      isActive: true,
      alertInstanceId: first.alertInstanceId,
    });
  });

  it('stops and restarts unauthorized-person facts, on by the realtime switch until then', async () => {
    expect((await alerts()).find((a) => a.alertType === 'UnauthorizedPerson')).toMatchObject({
      isActive: true,
      alertInstanceId: null,
    });
    const facts = alertFactsOf(t, site);
    await toggle(6, false);
    await facts.ingest([facts.bobAgo('ROOM-1', 3)]);
    expect((await facts.active(member)).Data).toEqual([]);
    await toggle(6, true);
    await facts.ingest([facts.bobAgo('ROOM-1', 2)]);
    expect((await facts.active(member)).Data.map((f) => f.AlertType)).toEqual([
      'UnauthorizedPerson',
    ]);
  });
});

describe('the unauthorized-person page', () => {
  const page = (method: 'GET' | 'PUT', headers = manager, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/projects/${site.projectId}/alerts/unauthorized-person`,
      headers,
      ...(payload ? { payload } : {}),
    });

  it('shows the alert’s switch beside the realtime dashboard’s, and saves only its own', async () => {
    expect((await page('GET', member)).statusCode).toBe(403);
    expect((await page('PUT', member, { IsActive: false })).statusCode).toBe(403);
    expect((await page('PUT', manager, { IsActive: 'no' })).statusCode).toBe(400);
    await t.db
      .insertInto('realtime_configurations')
      .values({ project_id: site.projectId, unauthorized_alert_enabled: false })
      .onConflict((oc) =>
        oc.column('project_id').doUpdateSet({ unauthorized_alert_enabled: false }),
      )
      .execute();
    const off = (
      await page('PUT', manager, { IsActive: false })
    ).json<UnauthorizedPersonInstance>();
    expect(off).toMatchObject({ IsActive: false, UnauthorizedAlertEnabled: false });
    expect(off.UnauthorizedAlertInstanceId).toEqual(expect.any(Number));
    const on = (await page('PUT', manager, { IsActive: true })).json<UnauthorizedPersonInstance>();
    expect(on).toEqual({ ...off, IsActive: true });
    expect((await alerts()).find((a) => a.alertType === 'UnauthorizedPerson')?.isActive).toBe(true);
  });
});
