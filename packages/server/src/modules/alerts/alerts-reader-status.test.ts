import {
  READER_STATUS_MESSAGES,
  type ActiveAlertFacts,
  type ReaderStatusInstance,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';

let t: TestApp;
let site: Site;
let manager: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;

const userOf = (projectId: number, permissions: Parameters<typeof memberHeaders>[2]) =>
  memberHeaders(t, projectId, permissions);

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Readers');
  const other = await createSite(t.db, 'Other readers');
  manager = await userOf(site.projectId, ['ManageAlerts']);
  member = await userOf(site.projectId, []);
  stranger = await userOf(other.projectId, ['ManageAlerts']);
});
afterAll(() => t.close());

const editor = () => `/api/v1/projects/${site.projectId}/alerts/reader-status`;
const save = (payload: object, headers = manager) =>
  t.app.inject({ method: 'PUT', url: editor(), headers, payload });
const MINUTE = 60_000;
/** The reader as its gateway left it: last heard at `heardAt`, its power since `powerSince`. */
const setReader = (readerId: number, heardAt: number, power = 1, powerSince = heardAt) =>
  t.db
    .updateTable('readers')
    .set({
      last_heard_at: new Date(heardAt),
      power_status: power,
      power_status_since: new Date(powerSince),
    })
    .where('reader_id', '=', readerId)
    .execute();
const facts = () =>
  t.db
    .selectFrom('alert_facts')
    .select(['reader_id', 'status', 'triggered_at', 'resolved_at', 'details'])
    .where('project_id', '=', site.projectId)
    .where('alert_type', '=', 'ReaderStatus')
    .orderBy('alert_fact_id')
    .execute();

describe('the reader-status alert', () => {
  it('needs ManageAlerts on this project', async () => {
    for (const headers of [member, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: editor(), headers })).statusCode).toBe(403);
      expect((await save({ DelaySettings: [] }, headers)).statusCode).toBe(403);
    }
  });

  it('offers each model’s wait (its default until saved) and the fixed power wait', async () => {
    const res = await t.app.inject({ method: 'GET', url: editor(), headers: manager });
    expect(res.json<ReaderStatusInstance>()).toEqual({
      ReaderAlertInstanceId: null,
      IsActive: false,
      DelaySettings: [
        {
          HardwareModelId: 1,
          HardwareModelDisplayName: 'BLE',
          OnlineStatusMinutesToWait: 15,
          PowerStatusMinutesToWait: 3,
        },
        {
          HardwareModelId: 2,
          HardwareModelDisplayName: 'NFC',
          OnlineStatusMinutesToWait: 60,
          PowerStatusMinutesToWait: 3,
        },
      ],
    });
  });

  it('refuses a wait it cannot use, and saves nothing', async () => {
    for (const [payload, message] of [
      [
        { DelaySettings: [{ HardwareModelId: 1, OnlineStatusMinutesToWait: 0 }] },
        READER_STATUS_MESSAGES.minutes,
      ],
      [
        { DelaySettings: [{ HardwareModelId: 1, OnlineStatusMinutesToWait: 2.5 }] },
        READER_STATUS_MESSAGES.minutes,
      ],
      [
        { DelaySettings: [{ HardwareModelId: 99, OnlineStatusMinutesToWait: 10 }] },
        READER_STATUS_MESSAGES.model(99),
      ],
    ] as const) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const after = (
      await t.app.inject({ method: 'GET', url: editor(), headers: manager })
    ).json<ReaderStatusInstance>();
    expect(after.ReaderAlertInstanceId).toBeNull();
  });

  it('raises a reader silent past its wait once, and resolves it when heard again for 2 minutes', async () => {
    const saved = await save({
      IsActive: true,
      DelaySettings: [
        { HardwareModelId: 1, OnlineStatusMinutesToWait: 10, PowerStatusMinutesToWait: 99 },
      ],
    });
    expect(saved.json<ReaderStatusInstance>()).toMatchObject({
      IsActive: true,
      DelaySettings: [
        { OnlineStatusMinutesToWait: 10, PowerStatusMinutesToWait: 3 },
        { OnlineStatusMinutesToWait: 60 },
      ],
    });
    const t0 = Date.now() - 60 * MINUTE;
    await setReader(site.readers.room, t0);
    await setReader(site.readers.floor, t0 + 55 * MINUTE);
    // FLOOR-1 (BLE) heard 5 min before the evaluation, ROOM-1 (BLE) 25: only ROOM-1 is offline,
    // since 10 minutes after it was last heard. GATE-1 was never heard: not installed yet.
    const at = t0 + 25 * MINUTE;
    await t.app.services.readerStatus.evaluate(at);
    await t.app.services.readerStatus.evaluate(at + MINUTE);
    const raised = await facts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      reader_id: site.readers.room,
      status: 1,
      triggered_at: new Date(t0 + 10 * MINUTE),
    });
    const overview = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${site.projectId}/alert-facts/active`,
        headers: member,
      })
    ).json<ActiveAlertFacts>();
    expect(overview.Data[0]).toMatchObject({
      AlertType: 'ReaderStatus',
      ReaderCondition: 'offline',
      ReaderName: site.serial('ROOM-1'),
      SnoozeIdField: 'ReaderAlertFactId',
    });

    // Heard again: not resolved at once (a flapping link), resolved once clear for 2 minutes,
    // at the moment it was first seen clear.
    await setReader(site.readers.room, at + 2 * MINUTE);
    await t.app.services.readerStatus.evaluate(at + 3 * MINUTE);
    expect((await facts())[0]!.status).toBe(1);
    await t.app.services.readerStatus.evaluate(at + 4 * MINUTE);
    expect((await facts())[0]!.status).toBe(1);
    await t.app.services.readerStatus.evaluate(at + 5 * MINUTE);
    expect((await facts())[0]).toMatchObject({ status: 2, resolved_at: new Date(at + 3 * MINUTE) });
  });

  it('raises a reader on battery past 3 minutes, and resolves every open fact when switched off', async () => {
    const now = Date.now();
    await setReader(site.readers.room, now); // heard again, on mains
    await setReader(site.readers.floor, now, 2, now - 5 * MINUTE);
    await t.app.services.readerStatus.evaluate(now);
    const battery = (await facts()).filter((f) => f.status === 1);
    expect(battery).toEqual([
      expect.objectContaining({
        reader_id: site.readers.floor,
        triggered_at: new Date(now - 2 * MINUTE),
        details: { ReaderCondition: 'battery' },
      }),
    ]);
    await save({ IsActive: false, DelaySettings: [] });
    await t.app.services.readerStatus.evaluate(now + MINUTE);
    expect((await facts()).every((f) => f.status === 2)).toBe(true);
  });
});
