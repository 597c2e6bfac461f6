import type { ReportSubscriptionInput, ReportSubscriptions } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { TZ } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { readSheetFile } from '../../lib/sheet-file.ts';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { createSmtpTransport, deliverEmail } from '../../messaging/email-delivery.ts';
import { subscriptionHelpers, reportsFixture, type ReportsFixture } from './reports-fixture.ts';
import { plain, startSmtpPeer } from '../../../test/smtp-peer.ts';

let t: TestApp;
let f: ReportsFixture;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let row: ReturnType<typeof subscriptionHelpers>['row'];
let asManager: ReturnType<typeof subscriptionHelpers>['asManager'];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Subscription Yard');
  ({ row, asManager } = subscriptionHelpers(t, f));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const url = () => `/api/v1/projects/${f.site.projectId}/report-subscriptions`;
/** The message's headers, unfolded (a long header continues on an indented line). */
const unfolded = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

/** The attachment of a MIME message, decoded. */
function attachment(raw: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Disposition: attachment/i.test(p));
  const body = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

describe('report subscriptions', () => {
  it('checks a save in the spec’s order, with its messages, and saves nothing refused', async () => {
    const tokens = await asManager();
    const save = (rows: ReportSubscriptionInput[]) =>
      t.app.inject({
        method: 'PUT',
        url: url(),
        headers: bearer(tokens),
        payload: { Subscriptions: rows },
      });
    const cases: [ReportSubscriptionInput[], string][] = [
      [
        [
          row({ SubscribedEmail: 'not-an-address', ReportLibraryId: null }),
          row({ SubscribedEmail: '' }),
        ],
        'Please include a valid email address for all added subscriptions.',
      ],
      [
        [row({ SubscribedEmail: '' }), row({ ReportLibraryId: null })],
        'Please include an email address for all added subscriptions.',
      ],
      [[row({ ReportLibraryId: null })], 'Please select a report for all added email addresses.'],
      [
        [row({}), row({ SubscribedEmail: 'FOREMAN@electric.example' })],
        'An email address has already been used for a selected report.',
      ],
    ];
    for (const [rows, message] of cases) {
      const res = await save(rows);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    // The same address for the same report on another contract is fine.
    const ok = await save([row({}), row({ ContractId: f.site.contracts.plumbing })]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ message: string }>().message).toBe('Emails saved successfully.');
    const got = await t.app.inject({ method: 'GET', url: url(), headers: bearer(tokens) });
    const body = got.json<ReportSubscriptions>();
    expect(body.AvailableReports.map((r) => r.ReportName)).toEqual([
      'Daily headcount',
      'Weekly headcount',
      'Timesheets',
      'Undetected devices',
    ]);
    expect(body.Subscriptions).toHaveLength(2);
    // Removing one (EntityState -1) keeps the other.
    const [first, second] = body.Subscriptions;
    const removed = await save([{ ...first!, EntityState: -1 }, second!]);
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: url(), headers: bearer(tokens) });
    expect(
      after.json<ReportSubscriptions>().Subscriptions.map((s) => s.ReportSubscriptionId),
    ).toEqual([second!.ReportSubscriptionId]);
    // Clean for the next case.
    await save([{ ...second!, EntityState: -1 }]);
  });

  it('is a wall: another project’s member is refused, another company’s contract not found', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: url(), headers: bearer(f.outsider) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: url(), headers: bearer(f.viewer) })).statusCode,
    ).toBe(403);
    const user = await createUser(t.db);
    const electric = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', f.site.contracts.electrical)
      .executeTakeFirstOrThrow();
    await addMember(
      t.db,
      f.site.projectId,
      user.userId,
      ['ManageContractsValues'],
      electric.company_id!,
    );
    const contractor = await tokensFor(t.app, user.email, PASSWORD);
    const own = await t.app.inject({ method: 'GET', url: url(), headers: bearer(contractor) });
    expect(own.json<ReportSubscriptions>().Companies.map((c) => c.CompanyName)).toEqual([
      'Electrical',
    ]);
    const other = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(contractor),
      payload: { Subscriptions: [row({ ContractId: f.site.contracts.plumbing })] },
    });
    expect(other.statusCode).toBe(404);
    const count = await t.db
      .selectFrom('report_subscriptions')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('project_id', '=', f.site.projectId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('sends yesterday’s report at 06:00 project time once, with the workbook, and unsubscribes by its link', async () => {
    const tokens = await asManager();
    await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(tokens),
      payload: {
        Subscriptions: [
          row({ SubscribedEmail: 'super@electric.example' }),
          row({ SubscribedEmail: 'jefe@electric.example', ReportLibraryId: 3, Language: 'es' }),
        ],
      },
    });
    // The morning after the fixture's day, in New York: not before six, then once.
    const morning = addDays(f.date, 1);
    const subscriptions = t.app.services.reportSubscriptions;
    expect(await subscriptions.sendDue(zonedTimeToInstant(morning, '05:55', TZ))).toBe(0);
    expect(await subscriptions.sendDue(zonedTimeToInstant(morning, '06:00', TZ))).toBe(2);
    expect(await subscriptions.sendDue(zonedTimeToInstant(morning, '06:05', TZ))).toBe(0);

    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select(['outbox_message_id', 'recipient'])
      .where('project_id', '=', f.site.projectId)
      .where('recipient', 'in', ['super@electric.example', 'jefe@electric.example'])
      .execute();
    expect(outbox).toHaveLength(2);
    const transport = createSmtpTransport(smtp.url);
    for (const o of outbox) {
      await deliverEmail(
        { db: t.db, transport, from: 'siteline@example.test', log: t.app.log },
        o.outbox_message_id,
      );
    }
    transport.close();

    const daily = smtp.received.find((m) => m.to.includes('super@electric.example'))!;
    const text = plain(daily.raw);
    expect(text).toContain(`Daily headcount of Electrical on Subscription Yard for ${f.date}:`);
    expect(text).toContain('- Headcount: 1');
    expect(text).toContain('- On-site net hours: 8.25');
    expect(unfolded(daily.raw)).toMatch(
      /List-Unsubscribe: <http[^>]+\/api\/v1\/report-subscriptions\/unsubscribe\/[\w-]+>/,
    );
    expect(unfolded(daily.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const rows = readSheetFile(attachment(daily.raw), { rows: 50, columns: 12 });
    // The contract's own report: Electrical only (Plumbing is another contract).
    expect(rows.find((r) => r.cells[0] === 'Electrical')?.cells[8]).toBe('1');
    expect(rows.find((r) => r.cells[0] === 'Plumbing')).toBeUndefined();

    const sheets = smtp.received.find((m) => m.to.includes('jefe@electric.example'))!;
    expect(plain(sheets.raw)).toContain('Hojas de horas de Electrical en Subscription Yard del');
    const timesheet = readSheetFile(attachment(sheets.raw), { rows: 50, columns: 12 });
    expect(timesheet.some((r) => r.cells[0] === 'Alice Tester')).toBe(true);
    expect(timesheet.some((r) => r.cells[0] === 'Bob Tester')).toBe(false);
    // Its header names the contract it is made for, not every contract.
    expect(timesheet.find((r) => r.cells[0] === 'Contract')?.cells[1]).toBe('Electrical');

    const key = /\/unsubscribe\/([\w-]+)/.exec(
      text.split('To stop receiving this report:')[1]!,
    )![1]!;
    const bye = await t.app.inject({
      method: 'POST',
      url: '/api/v1/report-subscriptions/unsubscribe',
      payload: { UnsubscribeKey: key },
    });
    expect(bye.statusCode).toBe(200);
    expect(bye.json<{ message: string }>().message).toContain(
      'super@electric.example will no longer receive the Daily headcount',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/report-subscriptions/unsubscribe',
      payload: { UnsubscribeKey: key },
    });
    expect(again.statusCode).toBe(404);
    // One click from a mail client: a form post to the header's address.
    const oneClick =
      /List-Unsubscribe: <http[^>]+(\/api\/v1\/report-subscriptions\/unsubscribe\/[\w-]+)>/.exec(
        unfolded(sheets.raw),
      )![1]!;
    const clicked = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
  });
});
