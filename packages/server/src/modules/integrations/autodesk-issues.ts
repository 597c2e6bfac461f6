import type { IssueSync } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import type { AutodeskClient } from './autodesk-client.ts';
import * as repo from './autodesk.repository.ts';
import { ProviderError } from './integrations-http.ts';
import type { RaisedEvent } from './webhooks.service.ts';

/**
 * Safety alerts as Autodesk Construction Cloud issues (docs/domain.md "Autodesk"): a person
 * where they may not be and a zone too crowded become an open issue in the mapped project, under
 * its safety issue type; the alert resolving closes it.
 */
const SAFETY_ALERTS = new Set(['UnauthorizedPerson', 'ZoneDensity']);

interface AlertData {
  alertFactId: number;
  alertType: string;
  factDate: string;
  workerName: string | null;
  companyName: string | null;
  zoneName: string | null;
  details: { WorkerCount?: number; OverWorkerCutoffValue?: number } | null;
}

/** The issue's title and description, from the alert as its webhook event says it. */
export function issueText(a: AlertData): { title: string; description: string } {
  const zone = a.zoneName ?? 'a zone';
  const title =
    a.alertType === 'UnauthorizedPerson'
      ? `Unauthorized person: ${a.workerName ?? 'a worker'} in ${zone}`
      : `Zone over capacity: ${zone}` +
        (a.details?.WorkerCount !== undefined && a.details.OverWorkerCutoffValue !== undefined
          ? ` (${a.details.WorkerCount} people, limit ${a.details.OverWorkerCutoffValue})`
          : '');
  const who = a.workerName
    ? ` Worker: ${a.workerName}${a.companyName ? ` (${a.companyName})` : ''}.`
    : '';
  return {
    title: title.slice(0, 255),
    description: `Raised by Siteline on ${a.factDate} for ${zone}.${who} Closed here when the alert resolves.`,
  };
}

/** In the raising transaction: rows for the safety alerts raised, closings for those resolved. */
export async function recordAlertEvents(
  tx: Executor,
  projectId: number,
  events: readonly RaisedEvent[],
): Promise<boolean> {
  const data = (e: RaisedEvent) => e.data as unknown as AlertData;
  const raised = events
    .filter((e) => e.type === 'alert.raised' && SAFETY_ALERTS.has(data(e).alertType))
    .map((e) => ({ alertFactId: data(e).alertFactId, ...issueText(data(e)) }));
  const resolved = events
    .filter((e) => e.type === 'alert.resolved')
    .map((e) => data(e).alertFactId);
  const changed =
    (await repo.recordRaised(tx, projectId, raised)) +
    (await repo.markResolved(tx, projectId, resolved));
  return changed > 0;
}

/**
 * Creates and closes the due issues (of one project, or all): each answer kept; Autodesk down
 * or throttling leaves the row as it was for its backoff; any other refusal is kept and not
 * tried again. Answers how many rows were worked.
 */
export async function syncIssues(
  ctx: {
    db: Database;
    client: AutodeskClient;
    withToken: <T>(projectId: number, call: (token: string) => Promise<T>) => Promise<T>;
    externalProject: (projectId: number) => Promise<string | null>;
  },
  now: Date,
  projectId?: number,
): Promise<number> {
  const { db, client, withToken } = ctx;
  const rows = await repo.dueSyncs(db, now, projectId);
  const subtypes = new Map<number, string | null>();
  for (const row of rows) {
    try {
      const external = await ctx.externalProject(row.project_id);
      if (external === null) continue;
      let issueId = row.external_issue_id;
      if (row.status === 'pending') {
        if (!subtypes.has(row.project_id)) {
          subtypes.set(
            row.project_id,
            await withToken(row.project_id, (t) => client.safetySubtype(t, external)),
          );
        }
        const subtypeId = subtypes.get(row.project_id);
        if (!subtypeId) {
          await repo.updateSync(db, row, {
            status: 'rejected',
            answer: 'The Autodesk project has no active issue type to file under.',
            attempted_at: now,
            attempts: row.attempts + 1,
          });
          continue;
        }
        issueId = await withToken(row.project_id, (t) =>
          client.createIssue(t, external, {
            title: row.title,
            description: row.description,
            subtypeId,
          }),
        );
        await repo.updateSync(db, row, {
          status: 'open',
          external_issue_id: issueId,
          answer: null,
          attempted_at: now,
          attempts: row.attempts + 1,
          sent_at: now,
        });
      }
      if (row.want_closed && issueId) {
        const id = issueId;
        await withToken(row.project_id, (t) => client.closeIssue(t, external, id));
        await repo.updateSync(db, row, { status: 'closed', answer: null, attempted_at: now });
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await repo.updateSync(db, row, {
        ...(error.retryable ? {} : { status: 'rejected' as const }),
        answer: error.message.slice(0, 500),
        attempted_at: now,
        attempts: row.attempts + 1,
      });
    }
  }
  return rows.length;
}

const STATUS = {
  pending: 'Pending',
  open: 'Open',
  closed: 'Closed',
  rejected: 'Rejected',
} as const;

export function toIssueSync(
  r: Awaited<ReturnType<typeof repo.listSyncs>>['rows'][number],
): IssueSync {
  return {
    AlertFactId: r.alert_fact_id,
    Title: r.title,
    Status: STATUS[r.status],
    AlertResolved: r.want_closed,
    ExternalIssueId: r.external_issue_id,
    Attempts: r.attempts,
    Answer: r.answer,
    RaisedAt: r.created_at.toISOString(),
    SentAt: r.sent_at ? r.sent_at.toISOString() : null,
  };
}
