import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '@siteline/shared';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { TZ } from '../../../test/engine-fixture.ts';
import { PASSWORD, addMember, createUser } from '../../../test/factories.ts';
import { addDays, zonedTimeToInstant } from '../../lib/time.ts';
import { reportsFixture, subscriptionHelpers, type ReportsFixture } from './reports-fixture.ts';

let t: TestApp;
let f: ReportsFixture;
let row: ReturnType<typeof subscriptionHelpers>['row'];
let asManager: ReturnType<typeof subscriptionHelpers>['asManager'];

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await reportsFixture(t, 'Send Now Yard');
  ({ row, asManager } = subscriptionHelpers(t, f));
});
afterAll(() => t.close());

const url = () => `/api/v1/projects/${f.site.projectId}/report-subscriptions`;
describe('send now', () => {
  it('sends yesterday’s reports now, on demand, to the caller’s subscriptions only', async () => {
    const tokens = await asManager();
    await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(tokens),
      payload: {
        Subscriptions: [
          row({ SubscribedEmail: 'now@electric.example', ReportLibraryId: 2 }),
          row({ SubscribedEmail: 'now@plumbing.example', ContractId: f.site.contracts.plumbing }),
        ],
      },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `${url()}/send`,
      headers: bearer(tokens),
    });
    expect(sent.statusCode).toBe(200);
    // This server has no mail server configured: the answer says the e-mails wait for one.
    expect(sent.json()).toEqual({
      message: SUBSCRIPTION_MESSAGES.held(2),
      Emails: 2,
      Held: true,
    });
    expect(SUBSCRIPTION_MESSAGES.held(2)).toBe(
      '2 e-mails are held in the outbox: no mail server is configured (SMTP_URL). They go out once it is, until their deadline.',
    );
    const subjects = await t.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'attachment_name'])
      .where('recipient', 'in', ['now@electric.example', 'now@plumbing.example'])
      .orderBy('recipient')
      .execute();
    expect(subjects.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Weekly headcount — Electrical — \d{4}-\d{2}-\d{2}$/) as string,
      expect.stringMatching(/^Daily headcount — Plumbing — /) as string,
    ]);
    expect(subjects[0]?.attachment_name).toMatch(/^weekly-headcount-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // Not for a member without contract management.
    const refused = await t.app.inject({
      method: 'POST',
      url: `${url()}/send`,
      headers: bearer(f.viewer),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('builds each e-mail for its reader: a company’s member gets no other company’s sub', async () => {
    // Plumbing (another company's, Bob) becomes a sub of Electrical (Alice).
    await t.db
      .updateTable('contracts')
      .set({ parent_contract_id: f.site.contracts.electrical })
      .where('contract_id', '=', f.site.contracts.plumbing)
      .execute();
    const { company_id } = await t.db
      .selectFrom('contracts')
      .select('company_id')
      .where('contract_id', '=', f.site.contracts.electrical)
      .executeTakeFirstOrThrow();
    const foreman = await createUser(t.db);
    await addMember(t.db, f.site.projectId, foreman.userId, ['ManageContractsValues'], company_id!);
    const subscribe = async (tokens: Awaited<ReturnType<typeof asManager>>, email: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: url(),
        headers: bearer(tokens),
        payload: { Subscriptions: [row({ SubscribedEmail: email })] },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await subscribe(await asManager(), 'whole@electric.example');
    // The company's member subscribes an outside address: it reads no more than its creator.
    await subscribe(await tokensFor(t.app, foreman.email, PASSWORD), 'crew@electric.example');

    const morning = addDays(f.date, 1);
    await t.app.services.reportSubscriptions.sendDue(zonedTimeToInstant(morning, '06:00', TZ));
    const bodies = new Map(
      (
        await t.db
          .selectFrom('outbox_messages')
          .select(['recipient', 'body_text'])
          .where('recipient', 'in', ['whole@electric.example', 'crew@electric.example'])
          .execute()
      ).map((m) => [m.recipient, m.body_text]),
    );
    expect(bodies.get('whole@electric.example')).toContain('- Headcount: 2');
    expect(bodies.get('crew@electric.example')).toContain('- Headcount: 1');
  });
});
