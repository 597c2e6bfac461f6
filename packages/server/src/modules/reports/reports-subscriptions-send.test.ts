import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
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
    expect(sent.json()).toEqual({ message: '2 e-mails are on their way.', Emails: 2 });
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
});
