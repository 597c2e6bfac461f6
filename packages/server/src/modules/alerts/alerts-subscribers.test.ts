import { PHONE_MESSAGES } from '@siteline/shared/common/phone';
import {
  ALERT_SUBSCRIBER_MESSAGES,
  type AlertSubscriber,
  type AlertSubscribersList,
  type AlertsList,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberBody, memberHeaders } from '../../../test/alerts-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { createSite, type Site } from '../../../test/engine-fixture.ts';

let t: TestApp;
let site: Site;
let other: Site;
let manager: Record<string, string>;
let member: Record<string, string>;
let stranger: Record<string, string>;

const userOf = (projectId: number, permissions: Parameters<typeof memberHeaders>[2]) =>
  memberHeaders(t, projectId, permissions);

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  site = await createSite(t.db, 'Subscribers');
  other = await createSite(t.db, 'Other subscribers');
  manager = await userOf(site.projectId, ['ManageAlerts']);
  member = await userOf(site.projectId, []);
  stranger = await userOf(other.projectId, ['ManageAlerts']);
});
afterAll(() => t.close());

const url = (rest = '', projectId = site.projectId) =>
  `/api/v1/projects/${projectId}/alert-subscribers${rest}`;
const put = (payload: object, headers = manager) =>
  t.app.inject({ method: 'PUT', url: url(), headers, payload });
const remove = (path: string) => t.app.inject({ method: 'DELETE', url: path, headers: manager });
const list = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: url(query), headers: manager })
  ).json<AlertSubscribersList>().alertSubscribers;
const person = (name: string, phone: string, more: object = {}) =>
  subscriberBody(site.projectId, name, phone, more);

describe('alert definitions and subscribers', () => {
  it('need ManageAlerts on this project', async () => {
    for (const headers of [member, stranger]) {
      for (const [method, path] of [
        ['GET', `/api/v1/projects/${site.projectId}/alerts`],
        ['GET', url()],
        ['DELETE', url('/1')],
      ] as const) {
        expect((await t.app.inject({ method, url: path, headers })).statusCode).toBe(403);
      }
      expect((await put(person('Sam Ruiz', '(555) 234-5678'), headers)).statusCode).toBe(403);
    }
    expect(await list()).toEqual([]);
  });

  it('lists the seven alerts, active when the project has an instance', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${site.projectId}/alerts/zone-density`,
      headers: manager,
      payload: { ProjectZones: [] },
    });
    const { alerts } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${site.projectId}/alerts`,
        headers: manager,
      })
    ).json<AlertsList>();
    expect(alerts.map((a) => [a.alertId, a.alertType, a.webDisplayConst])).toEqual([
      [1, 'ContractDeviation', 'CONTRACT-DEVIATION'],
      [2, 'KeyPerson', 'KEY-PERSON'],
      [3, 'RealtimePerson', 'REALTIME-PERSON'],
      [4, 'ReaderStatus', 'READER-STATUS'],
      [5, 'EndDate', 'ENDDATE'],
      [6, 'UnauthorizedPerson', 'UNAUTHORIZED-PERSON'],
      [7, 'ZoneDensity', 'ZONE-DENSITY'],
    ]);
    const density = alerts.find((a) => a.alertType === 'ZoneDensity')!;
    expect(density).toMatchObject({ alertName: 'Zone density', isActive: true });
    expect(density.alertInstanceId).toBeGreaterThan(0);
    expect(alerts.find((a) => a.alertType === 'KeyPerson')).toMatchObject({
      isActive: false,
      alertInstanceId: null,
    });
  });

  it('refuses a subscriber it cannot text, with the reason, and saves nothing', async () => {
    const cases: [object, string][] = [
      [person('', '5552345678'), ALERT_SUBSCRIBER_MESSAGES.name],
      [person('Sam', '555-1234'), PHONE_MESSAGES.unreadableWithCode('555-1234', '+1')],
      [person('Sam', '55523456789'), PHONE_MESSAGES.unreadableWithCode('55523456789', '+1')],
      [
        person('Sam', '+34 612 345 987'),
        PHONE_MESSAGES.unreadableWithCode('+34 612 345 987', '+1'),
      ],
      [person('Sam', '5552345678', { CountryCode: '+999' }), ALERT_SUBSCRIBER_MESSAGES.countryCode],
      [person('Sam', '5552345678', { Alerts: [] }), ALERT_SUBSCRIBER_MESSAGES.alerts],
      [
        person('Sam', '5552345678', { Alerts: [{ AlertId: 9 }] }),
        ALERT_SUBSCRIBER_MESSAGES.unknownAlert(9),
      ],
      [person('Sam', '5552345678', { QuietFrom: '22:00' }), ALERT_SUBSCRIBER_MESSAGES.quietHours],
      [
        person('Sam', '5552345678', { QuietFrom: '25:00', QuietTo: '06:00' }),
        ALERT_SUBSCRIBER_MESSAGES.quietHours,
      ],
      [person('Sam\u0000', '5552345678'), 'control characters'],
      [person('Sam', '5552345678', { ProjectId: other.projectId }), 'ProjectId'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(
        JSON.stringify(message).slice(1, -1),
      );
    }
    expect(await list()).toEqual([]);
  });

  it('creates, edits, orders and deletes (both variants), each answered as the spec says', async () => {
    const created = await put(person('Sam Ruiz', '(555) 234-5678'));
    expect(created.statusCode).toBe(200);
    const sam = created.json<AlertSubscriber>();
    expect(sam).toMatchObject({
      SubscriberName: 'Sam Ruiz',
      CountryCode: '+1',
      PhoneNumber: '5552345678',
      SubscribeToAllAlerts: false,
      Alerts: [{ AlertId: 6, AlertType: 'UnauthorizedPerson' }],
      QuietFrom: null,
    });
    const ana = (
      await put(
        person('ana Li', '+1 (212) 555-0199', {
          SubscribeToAllAlerts: true,
          QuietFrom: '22:00',
          QuietTo: '06:00',
        }),
      )
    ).json<AlertSubscriber>();
    expect(ana).toMatchObject({
      PhoneNumber: '2125550199',
      Alerts: [],
      QuietFrom: '22:00',
      QuietTo: '06:00',
    });
    expect((await list()).map((s) => s.SubscriberName)).toEqual(['ana Li', 'Sam Ruiz']);
    expect(
      (await list('?orderBySubscribers=PhoneNumber&reverseSubscribers=true')).map(
        (s) => s.SubscriberName,
      ),
    ).toEqual(['Sam Ruiz', 'ana Li']);

    const edited = await put(
      person('Sam Ruiz', '5552345678', {
        ProjectAlertSubscriberId: sam.ProjectAlertSubscriberId,
        Alerts: [{ AlertId: 6 }, { AlertId: 7 }],
      }),
    );
    expect(edited.json<AlertSubscriber>().Alerts.map((a) => a.AlertType)).toEqual([
      'UnauthorizedPerson',
      'ZoneDensity',
    ]);
    // Another project's subscriber is not found from here, and an unknown one is not either.
    const theirs = (
      await t.app.inject({
        method: 'PUT',
        url: url('', other.projectId),
        headers: stranger,
        payload: { ...person('Theirs', '5552345670'), ProjectId: other.projectId },
      })
    ).json<AlertSubscriber>();
    expect(
      (
        await put(
          person('X', '5552345678', { ProjectAlertSubscriberId: theirs.ProjectAlertSubscriberId }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await remove(url(`/${theirs.ProjectAlertSubscriberId}`))).statusCode).toBe(404);

    expect((await remove(url(`/${sam.ProjectAlertSubscriberId}`))).statusCode).toBe(204);
    expect((await remove(url(`?subscriberId=${ana.ProjectAlertSubscriberId}`))).statusCode).toBe(
      204,
    );
    expect(await list()).toEqual([]);
    expect((await remove(url(`/${sam.ProjectAlertSubscriberId}`))).statusCode).toBe(404);
  });

  it('takes any country’s number, as dialled there (a Spanish site’s foreman)', async () => {
    const spanish = await put(person('Lucía Gómez', '612 345 987', { CountryCode: '+34' }));
    expect(spanish.statusCode).toBe(200);
    const lucia = spanish.json<AlertSubscriber>();
    expect(lucia).toMatchObject({ CountryCode: '+34', PhoneNumber: '612345987' });
    const irish = await put(person('Aoife Byrne', '+353 87 123 4567', { CountryCode: '+353' }));
    expect(irish.json<AlertSubscriber>()).toMatchObject({ PhoneNumber: '871234567' });
    for (const s of [lucia, irish.json<AlertSubscriber>()])
      expect((await remove(url(`/${s.ProjectAlertSubscriberId}`))).statusCode).toBe(204);
  });
});
