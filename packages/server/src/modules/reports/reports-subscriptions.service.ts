import {
  ENTITY_STATE,
  REPORT_LIBRARY,
  SUBSCRIPTION_MESSAGES,
  subscriptionsProblem,
  type ReportSubscription,
  type ReportSubscriptions,
  type ReportSubscriptionsSave,
} from '@siteline/shared';
import { shiftDate } from '@siteline/shared/dashboards/dashboards.periods';
import type { Database, Executor } from '../../db/database.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { localParts, localDate } from '../../lib/time.ts';
import { enqueueEmail } from '../../messaging/outbox.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ReportFilesService } from './reports-files.service.ts';
import { reportEmail } from './reports-subscriptions.email.ts';
import * as repo from './reports-subscriptions.repository.ts';
import * as reports from './reports.repository.ts';

export type ReportSubscriptionsService = ReturnType<typeof createReportSubscriptionsService>;

/** docs/domain.md "Report subscriptions": the morning e-mails leave at 06:00 project time. */
export const SEND_HOUR = 6;

/**
 * Report subscriptions (spec 002 §3, §8): per contract, which report goes to which address; the
 * morning e-mails (each subscribed report for the day before, its workbook attached, through the
 * outbox, once per project and date however many servers or retries); and unsubscribing by key.
 */
export function createReportSubscriptionsService(deps: {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  files: Pick<ReportFilesService, 'workbook'>;
  queue: JobQueue;
  publicUrl: string;
  /** Whether a mail server is configured (the answer says when e-mails are held). */
  mailConfigured?: boolean;
}) {
  const { db, projects } = deps;

  /** Each subscription's e-mail of the project (within `scope`) into the outbox. */
  async function queueEmails(
    tx: Executor,
    project: { project_id: number; title: string; time_zone_id: string },
    reportDate: string,
    scope: readonly number[] | null,
  ): Promise<number[]> {
    const made: number[] = [];
    for (const s of await repo.due(tx, project.project_id)) {
      if (scope !== null && !scope.includes(s.contract_id)) continue;
      // Built for its reader's scope: a company's member reads its own contracts only, even
      // among the subs of a contract it subscribed to.
      const seen =
        s.viewer_user_id === null
          ? null
          : await projects.contractScope(
              { userId: s.viewer_user_id, isProviderEmployee: s.viewer_is_provider },
              project.project_id,
            );
      const within = seen === null ? s.scope : s.scope.filter((id) => seen.includes(id));
      if (within.length === 0) continue;
      const mail = await reportEmail(
        { db: tx, files: deps.files, publicUrl: deps.publicUrl },
        {
          projectId: project.project_id,
          title: project.title,
          reportDate,
          timeZone: project.time_zone_id,
        },
        { ...s, scope: within },
      );
      if (mail) made.push(await enqueueEmail(tx, mail));
    }
    return made;
  }

  /** After the commit: each e-mail to the mail job (the outbox sweep sends it if the queue is down). */
  async function hand(ids: readonly number[]) {
    for (const outboxMessageId of ids) {
      await deps.queue.send(QUEUES.sendEmail, { outboxMessageId }).catch(() => undefined);
    }
  }

  const toWire = (projectId: number, r: repo.SubscriptionRow): ReportSubscription => ({
    ReportSubscriptionId: r.report_subscription_id,
    ReportLibraryId: r.report_library_id,
    ProjectId: projectId,
    ContractId: r.contract_id,
    SubscribedUserId: r.subscribed_user_id,
    SubscribedEmail: r.email,
    EntityState: ENTITY_STATE.Normal,
    Language: r.language,
  });

  async function get(auth: AuthContext, projectId: number): Promise<ReportSubscriptions> {
    const scope = await projects.contractScope(auth, projectId);
    const [contracts, rows] = await Promise.all([
      reports.contracts(db, projectId),
      repo.list(db, projectId, scope),
    ]);
    return {
      AvailableReports: REPORT_LIBRARY.map((r) => ({
        ReportLibraryId: r.ReportLibraryId,
        ReportName: r.ReportName,
      })),
      Companies: contracts
        .filter((c) => scope === null || scope.includes(c.contract_id))
        .map((c) => ({
          ContractId: c.contract_id,
          CompanyName: c.company_name,
          ParentContractId: c.parent_contract_id,
        })),
      Subscriptions: rows.map((r) => toWire(projectId, r)),
    };
  }

  return {
    get,

    /**
     * Saves the page's rows in one transaction: removed rows (-1) deleted, the others written as
     * they are; checked first in the spec's order (nothing changes when one fails). A member
     * limited to companies saves only its contracts' rows.
     */
    async save(auth: AuthContext, projectId: number, body: ReportSubscriptionsSave) {
      const problem = subscriptionsProblem(body.Subscriptions);
      if (problem) throw new ValidationError(problem);
      const scope = await projects.contractScope(auth, projectId);
      const contracts = new Set((await reports.contracts(db, projectId)).map((c) => c.contract_id));
      const existing = new Map(
        (await repo.list(db, projectId, scope)).map((r) => [r.report_subscription_id, r]),
      );
      for (const r of body.Subscriptions) {
        const inScope = scope === null || scope.includes(r.ContractId);
        if (r.ProjectId !== projectId || !contracts.has(r.ContractId) || !inScope) {
          throw new NotFoundError(SUBSCRIPTION_MESSAGES.contractNotFound);
        }
        if (r.ReportSubscriptionId && !existing.has(r.ReportSubscriptionId)) {
          throw new NotFoundError(SUBSCRIPTION_MESSAGES.contractNotFound);
        }
      }
      const kept = body.Subscriptions.filter((r) => r.EntityState === ENTITY_STATE.Normal);
      const users = await repo.userIdsByEmail(
        db,
        projectId,
        kept.map((r) => r.SubscribedEmail.trim()),
      );
      await db.transaction().execute(async (tx) => {
        // Removed first, so a row moved to another report or contract cannot collide.
        await repo.remove(
          tx,
          projectId,
          body.Subscriptions.filter((r) => r.EntityState === ENTITY_STATE.Removed)
            .map((r) => r.ReportSubscriptionId ?? 0)
            .filter((id) => id > 0),
        );
        for (const r of kept) {
          const email = r.SubscribedEmail.trim();
          const row = {
            contractId: r.ContractId,
            libraryId: r.ReportLibraryId ?? 0,
            email,
            language: r.Language,
            userId: users.get(email.toLowerCase()) ?? null,
          };
          if (r.ReportSubscriptionId) {
            await repo.update(tx, projectId, { id: r.ReportSubscriptionId, ...row });
          } else await repo.insert(tx, projectId, row, auth.userId);
        }
      });
      return {
        message: SUBSCRIPTION_MESSAGES.saved,
        Subscriptions: (await get(auth, projectId)).Subscriptions,
      };
    },

    /** The public unsubscribe (spec 000 §2): the key's subscription ends; the address must match. */
    async unsubscribe(key: string, email: string | undefined) {
      const unknown = () => new NotFoundError(SUBSCRIPTION_MESSAGES.unsubscribeUnknown);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key))
        throw unknown();
      const row = await repo.byKey(db, key);
      if (!row) throw unknown();
      if (email !== undefined && email.trim().toLowerCase() !== row.email.toLowerCase())
        throw unknown();
      await repo.removeByKey(db, row.project_id, row.report_subscription_id);
      const report = REPORT_LIBRARY.find((r) => r.ReportLibraryId === row.report_library_id);
      return {
        message: `${row.email} will no longer receive the ${report?.ReportName ?? 'report'} of ${row.title}.`,
      };
    },

    /**
     * The morning run (every few minutes from the job queue): each real project whose clock has
     * passed 06:00 and whose run for yesterday is unclaimed gets its e-mails, written to the
     * outbox in the transaction that claims the run, then handed to the mail job.
     */
    async sendDue(now: Date): Promise<number> {
      let sent = 0;
      for (const project of await repo.projectsWithSubscriptions(db)) {
        if (localParts(now, project.time_zone_id).hour < SEND_HOUR) continue;
        const reportDate = shiftDate(localDate(now, project.time_zone_id), -1);
        const ids = await db.transaction().execute(async (tx) => {
          if (!(await repo.claimRun(tx, project.project_id, reportDate))) return [];
          const made = await queueEmails(tx, project, reportDate, null);
          await repo.recordRun(tx, project.project_id, reportDate, made.length);
          return made;
        });
        await hand(ids);
        sent += ids.length;
      }
      return sent;
    },

    /**
     * "Send yesterday's reports now" (Siteline's addition): the caller's subscriptions get the
     * report of the day before at once, beside the morning run (which still sends tomorrow). A
     * demo project sends nothing.
     */
    async sendNow(
      auth: AuthContext,
      projectId: number,
    ): Promise<{ message: string; Emails: number; Held: boolean }> {
      const scope = await projects.contractScope(auth, projectId);
      const project = (await repo.projectsWithSubscriptions(db)).find(
        (p) => p.project_id === projectId,
      );
      if (!project) {
        return { message: SUBSCRIPTION_MESSAGES.nothingToSend, Emails: 0, Held: false };
      }
      const reportDate = shiftDate(localDate(new Date(), project.time_zone_id), -1);
      const ids = await db
        .transaction()
        .execute((tx) => queueEmails(tx, project, reportDate, scope));
      await hand(ids);
      const held = deps.mailConfigured === false && ids.length > 0;
      return {
        message: (held ? SUBSCRIPTION_MESSAGES.held : SUBSCRIPTION_MESSAGES.sent)(ids.length),
        Emails: ids.length,
        Held: held,
      };
    },
  };
}
