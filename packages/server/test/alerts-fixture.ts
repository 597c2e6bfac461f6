import type { ActiveAlertFacts, TagRead } from '@siteline/shared';
import { expect } from 'vitest';
import { bearer, tokensFor, type TestApp } from './app.ts';
import { PASSWORD, addMember, createUser } from './factories.ts';
import type { Site } from './engine-fixture.ts';

/** The overview's calls and the facts' rows on an engine test site (alerts-facts tests). */
export function alertFactsOf(t: TestApp, site: Site) {
  const url = (rest: string, projectId = site.projectId) =>
    `/api/v1/projects/${projectId}/alert-facts${rest}`;
  return {
    url,
    async active(headers: Record<string, string>) {
      const res = await t.app.inject({ method: 'GET', url: url('/active'), headers });
      expect(res.statusCode).toBe(200);
      return res.json<ActiveAlertFacts>();
    },
    /** A live gateway batch: only live batches raise unauthorized-person facts. */
    ingest: (reads: TagRead[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/ingest/reads',
        headers: { 'x-gateway-key': site.key },
        payload: { Reads: reads },
      }),
    /** Bob's read at `readerSerial`, `minutesAgo` minutes before now. */
    bobAgo: (readerSerial: string, minutesAgo: number): TagRead => ({
      ReaderSerial: site.serial(readerSerial),
      Port: 1,
      Tag: site.tag('T-BOB'),
      Time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      Source: 1,
    }),
    factRow: (alertFactId: number) =>
      t.db
        .selectFrom('alert_facts')
        .select(['status', 'snoozed_until', 'resolved_at', 'acknowledge_note'])
        .where('alert_fact_id', '=', alertFactId)
        .executeTakeFirstOrThrow(),
    clearFacts: () =>
      t.db.deleteFrom('alert_facts').where('project_id', '=', site.projectId).execute(),
  };
}

/** A subscriber's body for PUT …/alert-subscribers: unauthorized persons only, unless `more`. */
export function subscriberBody(projectId: number, name: string, phone: string, more: object = {}) {
  return {
    ProjectId: projectId,
    SubscriberName: name,
    CountryCode: '+1',
    PhoneNumber: phone,
    SubscribeToAllAlerts: false,
    Alerts: [{ AlertId: 6 }],
    ...more,
  };
}

/** A new member of the project with these permissions: the headers of their calls. */
export async function memberHeaders(
  t: TestApp,
  projectId: number,
  permissions: Parameters<typeof addMember>[3],
): Promise<Record<string, string>> {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions);
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}

/** A contractor: a member limited to the company of `contractId`, with these permissions. */
export async function contractorHeaders(
  t: TestApp,
  projectId: number,
  contractId: number,
  permissions: Parameters<typeof addMember>[3],
): Promise<Record<string, string>> {
  const { company_id } = await t.db
    .selectFrom('contracts')
    .select('company_id')
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, permissions, company_id ?? undefined);
  return bearer(await tokensFor(t.app, user.email, PASSWORD));
}

/** Gives the contract a company of its own, which another company's contractor cannot see. */
export async function ownCompany(t: TestApp, contractId: number, name: string) {
  const company = await t.db
    .insertInto('companies')
    .values({ name })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('contracts')
    .set({ company_id: company.company_id })
    .where('contract_id', '=', contractId)
    .execute();
}
