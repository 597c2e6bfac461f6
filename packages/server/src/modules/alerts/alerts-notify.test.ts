import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertFactsOf, subscriberBody } from '../../../test/alerts-fixture.ts';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { startFakeSmsProvider } from '../../../test/fake-sms-provider.ts';
import { localMinuteOfDay } from '../../lib/time.ts';
import { createTwilioTransport, deliverSms } from '../../messaging/sms-delivery.ts';

// DOMAIN.md "Alerts": one SMS per new fact to each subscriber of its type (alerts-notify.ts).
let t: TestApp;
let site: Site;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Subscribers');
  const user = await createUser(t.db);
  await addMember(t.db, site.projectId, user.userId, ['ManageAlerts']);
  manager = bearer(await tokensFor(t.app, user.email, PASSWORD));
});
afterAll(() => t.close());

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${site.projectId}/alert-subscribers`,
    headers: manager,
    payload,
  });
const person = (name: string, phone: string, more: object = {}) =>
  subscriberBody(site.projectId, name, phone, more);

describe('an SMS per new fact', () => {
  it('texts each subscriber of the type (or all) once, not in quiet hours, and the provider receives exactly those', async () => {
    const facts = alertFactsOf(t, site);
    await facts.clearFacts();
    // Quiet hours around now on the site's clock, and elsewhere in the day.
    const minute = localMinuteOfDay(Date.now(), 'America/New_York');
    const hhmm = (m: number) =>
      `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String((m + 1440) % 60).padStart(2, '0')}`;
    await put(person('Una Watch', '5552345671'));
    await put(person('Dee Density', '5552345672', { Alerts: [{ AlertId: 7 }] }));
    await put(
      person('All Day', '5552345673', {
        SubscribeToAllAlerts: true,
        Alerts: [],
        QuietFrom: hhmm(minute + 60),
        QuietTo: hhmm(minute + 120),
      }),
    );
    await put(
      person('Night Off', '5552345674', {
        SubscribeToAllAlerts: true,
        Alerts: [],
        QuietFrom: hhmm(minute - 30),
        QuietTo: hhmm(minute + 30),
      }),
    );

    const read = facts.bobAgo('ROOM-1', 2);
    await facts.ingest([read]);
    await facts.ingest([read]); // the gateway's retry raises nothing, texts nobody again
    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select(['outbox_message_id', 'recipient', 'body_text', 'status'])
      .where('project_id', '=', site.projectId)
      .where('channel', '=', 'sms')
      .orderBy('recipient')
      .execute();
    expect(outbox.map((m) => m.recipient)).toEqual(['+15552345671', '+15552345673']);
    expect(outbox[0]!.body_text).toMatch(
      /^Siteline, Subscribers: Unauthorized person\. Bob Tester \(Plumbing\) was read in Electrical Room without access at \d{2}:\d{2} (am|pm)\.$/,
    );
    const skipped = await t.db
      .selectFrom('alert_fact_notifications')
      .select(['skipped', 'outbox_message_id'])
      .where('project_id', '=', site.projectId)
      .where('skipped', 'is not', null)
      .execute();
    expect(skipped).toEqual([{ skipped: 'quiet hours', outbox_message_id: null }]);

    // Through a provider: exactly these two, once each.
    const fake = await startFakeSmsProvider();
    try {
      const deps = {
        db: t.db,
        transport: createTwilioTransport({
          url: fake.url,
          accountSid: fake.account.sid,
          authToken: fake.account.token,
          from: '+15005550006',
        }),
        log: { info: () => undefined, warn: () => undefined } as never,
        statusCallback: null,
      };
      for (const m of outbox) {
        await deliverSms(deps, m.outbox_message_id);
        await deliverSms(deps, m.outbox_message_id);
      }
      expect(fake.received.map((s) => s.to).sort()).toEqual(['+15552345671', '+15552345673']);
    } finally {
      await fake.close();
    }
  });
});
