import type { HeadcountPush } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { ProviderError } from './integrations-http.ts';
import type { ProcoreClient } from './procore-client.ts';
import * as integrationRow from './integrations-provider.repository.ts';
import * as repo from './procore.repository.ts';

/** Procore's id in the providers' list (integrations-providers.ts). */
const PROCORE_PROVIDER_ID = 1;

export interface PushContext {
  db: Database;
  client: ProcoreClient;
  /** A call with the project's token, refreshed on a 401 (procore.service.ts). */
  withToken: <T>(projectId: number, call: (token: string) => Promise<T>) => Promise<T>;
}

const STATUS = {
  pending: 'Pending',
  sent: 'Sent',
  locked: 'Locked',
  rejected: 'Rejected',
} as const;

/** A push as the headcount history shows it. */
export function toHeadcountPush(
  r: Awaited<ReturnType<typeof repo.listPushes>>['rows'][number],
): HeadcountPush {
  return {
    Date: r.push_date,
    ContractId: r.contract_id,
    ContractDisplayName: r.display_name,
    ServiceProviderContractName: r.external_name,
    Headcount: r.headcount,
    Hours: Number(r.hours),
    Status: STATUS[r.status],
    ExternalLogId: r.external_log_id === null ? null : String(r.external_log_id),
    Attempts: r.attempts,
    Answer: r.answer,
    PushedAt: r.pushed_at ? r.pushed_at.toISOString() : null,
  };
}

/** A refusal Procore gives for a day whose daily log is completed: reported, never retried. */
export function isLockedLog(error: ProviderError): boolean {
  return (error.status === 403 || error.status === 422) && /complet|lock|closed/i.test(error.body);
}

/**
 * A day's headcount and hours of each mapped contract into the project's manpower log: a log
 * already sent is updated when its figures changed (never a second one); a completed
 * (locked) day or another refusal is recorded and reported, not tried again; Procore down or
 * throttling throws, so the job tries the day again later. Answers what was sent.
 */
export async function pushDay(
  ctx: PushContext,
  projectId: number,
  date: string,
  at: Date,
): Promise<{ sent: number; refused: number }> {
  const { db, client, withToken } = ctx;
  const row = await integrationRow.findIntegration(db, projectId, PROCORE_PROVIDER_ID);
  if (!row?.external_company_id || !row.external_project_id) return { sent: 0, refused: 0 };
  const { external_company_id: companyId, external_project_id: external } = row;
  let sent = 0;
  let refused = 0;
  for (const day of await repo.mappedContractDays(db, projectId, PROCORE_PROVIDER_ID, date)) {
    // A contract with nobody on site that day has no manpower to log.
    if (day.headcount === 0) continue;
    const vendorId = Number(day.external_code);
    const before = await repo.findPush(db, projectId, PROCORE_PROVIDER_ID, date, day.contract_id);
    if (before && before.status !== 'pending' && before.status !== 'sent') continue;
    const same =
      before?.status === 'sent' &&
      before.headcount === day.headcount &&
      Number(before.hours) === Number(day.hours) &&
      Number(before.external_vendor_id) === vendorId;
    if (same) continue;
    const notes = `Siteline: ${day.headcount} on site, ${day.hours} h (badge reads)`;
    const record = (
      status: 'sent' | 'locked' | 'rejected' | 'pending',
      logId: number | null,
      answer: string | null,
    ) =>
      repo.savePush(db, {
        projectId,
        providerId: PROCORE_PROVIDER_ID,
        date,
        contractId: day.contract_id,
        vendorId,
        headcount: day.headcount,
        hours: day.hours,
        status,
        logId,
        answer,
        at,
      });
    try {
      const logId = before?.external_log_id
        ? (await withToken(projectId, (t) =>
            client.updateManpowerLog(t, companyId, external, Number(before.external_log_id), {
              workers: day.headcount,
              hours: day.hours,
              notes,
            }),
          ),
          Number(before.external_log_id))
        : await withToken(projectId, (t) =>
            client.createManpowerLog(t, companyId, external, {
              date,
              workers: day.headcount,
              hours: day.hours,
              vendorId,
              notes,
            }),
          );
      await record('sent', logId, null);
      sent += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.retryable || error.unauthorized) {
        await record('pending', null, error.message.slice(0, 500));
        throw error;
      }
      await record(isLockedLog(error) ? 'locked' : 'rejected', null, error.body.slice(0, 500));
      refused += 1;
    }
  }
  return { sent, refused };
}
