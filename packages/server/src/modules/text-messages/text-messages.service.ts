import {
  TEXT_CONTRACT_LIST_SIZE,
  TEXT_MESSAGES_MESSAGES,
  UNASSIGNED_WORKERS_CONTRACT_ID,
  UNASSIGNED_WORKERS_LABEL,
  smsSegments,
  type TextMessageBatch,
  type TextMessageBatchCreate,
  type TextMessageBatchCreated,
  type TextMessageBatchSummary,
  type TextMessageContracts,
  type TextMessageFilter,
  type TextMessageHistory,
  type TextMessageHistoryQuery,
  type TextMessageVerified,
  type TextMessageWorker,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { workersOnSite } from '../../engine/on-site.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { localDate, localDateTime } from '../../lib/time.ts';
import { enqueueSmsMany } from '../../messaging/outbox.ts';
import { phoneE164 } from '../../messaging/phone.ts';
import { optedOut } from '../../messaging/sms-opt-outs.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import * as history from './text-messages-history.repository.ts';
import * as repo from './text-messages.repository.ts';
import { filterWords, recipientStatus } from './text-messages.words.ts';

export interface TextMessagesDeps {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  queue?: JobQueue;
}

export type TextMessagesService = ReturnType<typeof createTextMessagesService>;

/** A worker the filter found, with the number a text would go to and whether it may. */
interface Found extends TextMessageWorker {
  texted: boolean;
}

/**
 * Text messages to the crew (spec 002 §3–§4; docs/domain.md "Text messages"): who a filter finds,
 * a batch sent to them through the outbox (one text per number, never to a number that replied
 * STOP, never from a demo project), and the batches with each recipient's delivery state.
 */
export function createTextMessagesService(deps: TextMessagesDeps) {
  const { db, projects } = deps;

  async function context(auth: AuthContext, projectId: number) {
    const [scope, project] = await Promise.all([
      projects.contractScope(auth, projectId),
      repo.projectClock(db, projectId),
    ]);
    return {
      scope,
      tz: project.time_zone_id,
      country: project.country_code,
      isDemo: project.is_demo,
    };
  }

  /** The filter's workers, the textable ones first (each number texted once). */
  async function find(
    tx: Executor,
    projectId: number,
    scope: readonly number[] | null,
    tz: string,
    country: string,
    filter: TextMessageFilter,
  ): Promise<Found[]> {
    const now = new Date();
    const onSite = filter.onlyIncludeWorkersOnSite
      ? (await workersOnSite(tx, projectId, now, scope)).map((w) => w.workerId)
      : null;
    const seen =
      !filter.onlyIncludeWorkersOnSite &&
      filter.firstSeenDateInclusive !== null &&
      filter.lastSeenDateInclusive !== null
        ? { first: filter.firstSeenDateInclusive, last: filter.lastSeenDateInclusive }
        : null;
    const rows = await repo.workers(tx, {
      projectId,
      scope,
      contractIds: filter.contractFilter
        ? filter.contractIds.filter((id) => id !== UNASSIGNED_WORKERS_CONTRACT_ID)
        : null,
      // Workers of no company belong to no company's member.
      includeUnassigned:
        scope === null && filter.contractIds.includes(UNASSIGNED_WORKERS_CONTRACT_ID),
      activeTagOn: filter.onlyIncludeWorkersWithAnActiveTag ? localDate(now, tz) : null,
      workerIds: onSite,
      seen,
    });
    const phones = rows.map((r) => phoneE164(r.telephone, country));
    const stopped = await optedOut(
      tx,
      phones.filter((p): p is string => p !== null),
    );
    const found = rows.map((r, i): Found => {
      const phone = phones[i] ?? null;
      const isOptedOut = phone !== null && stopped.has(phone);
      return {
        WorkerId: r.worker_id,
        DisplayName: r.display_name,
        CompanyName: r.company_name,
        ContractId: r.contract_id,
        PhoneNumber: phone,
        IsOptedOut: isOptedOut,
        texted: phone !== null && !isOptedOut,
      };
    });
    return [...found.filter((f) => f.texted), ...found.filter((f) => !f.texted)];
  }

  const worker = ({ texted: _texted, ...w }: Found): TextMessageWorker => w;

  function summary(row: history.BatchRow, tz: string): TextMessageBatchSummary {
    return {
      TextMessageBatchId: row.text_message_batch_id,
      TextMessage: row.message,
      SentByUserFullName: row.sent_by,
      CreatedTimeLocal: localDateTime(row.created_at, tz),
      Segments: smsSegments(row.message).segments,
      RecipientsCount: row.recipients,
      SentCount: row.sent,
      DeliveredCount: row.delivered,
      FailedCount: row.failed,
      NotSentCount: row.not_sent,
    };
  }

  return {
    async contracts(auth: AuthContext, projectId: number, pageSize = TEXT_CONTRACT_LIST_SIZE) {
      const { scope } = await context(auth, projectId);
      const rows = await repo.contracts(db, projectId, scope, pageSize);
      const data = rows.map((c) => ({
        ContractId: c.contract_id,
        ContractDisplayName: c.display_name,
        ParentContractId: c.parent_contract_id,
        WorkersCount: c.workers,
      }));
      // spec 002 §4: the pseudo contract 0, the workers of contracts with no company yet; no
      // company's member may text them.
      if (scope === null) {
        data.unshift({
          ContractId: UNASSIGNED_WORKERS_CONTRACT_ID,
          ContractDisplayName: UNASSIGNED_WORKERS_LABEL,
          ParentContractId: null,
          WorkersCount: rows.reduce((n, c) => n + (c.company_id === null ? c.workers : 0), 0),
        });
      }
      return { Data: data, TotalCount: data.length } satisfies TextMessageContracts;
    },

    /** spec 002 §3 verify: the list of who a send would text, and who it cannot. */
    async verify(
      auth: AuthContext,
      projectId: number,
      filter: TextMessageFilter,
    ): Promise<TextMessageVerified> {
      const { scope, tz, country } = await context(auth, projectId);
      const found = await find(db, projectId, scope, tz, country, filter);
      return {
        Workers: found.map(worker),
        WorkersCount: found.length,
        TextedCount: new Set(found.filter((f) => f.texted).map((f) => f.PhoneNumber)).size,
        WithoutPhoneNumberCount: found.filter((f) => f.PhoneNumber === null).length,
        OptedOutCount: found.filter((f) => f.IsOptedOut).length,
      };
    },

    /**
     * spec 002 §3 create batch: the filter is run again at the moment of sending (who is on site
     * changes), the batch and every worker it found are kept, one text per number is queued.
     */
    async send(
      auth: AuthContext,
      projectId: number,
      body: TextMessageBatchCreate,
    ): Promise<TextMessageBatchCreated> {
      const { scope, tz, country, isDemo } = await context(auth, projectId);
      const { id, texted, outbox } = await db.transaction().execute(async (tx) => {
        const found = await find(tx, projectId, scope, tz, country, body.filter);
        const texted = found.filter((f) => f.texted);
        if (texted.length === 0) throw new ValidationError(TEXT_MESSAGES_MESSAGES.noRecipients);
        const names = new Map(
          (await repo.contracts(tx, projectId, scope, TEXT_CONTRACT_LIST_SIZE)).map((c) => [
            c.contract_id,
            c.display_name,
          ]),
        );
        const id = await repo.insertBatch(tx, {
          projectId,
          userId: auth.userId,
          message: body.textMessage,
          filter: body.filter,
          description: filterWords(body.filter, names),
        });
        const numbers = [...new Set(texted.map((f) => f.PhoneNumber as string))];
        const outbox = isDemo
          ? new Map<string, number>()
          : await enqueueSmsMany(tx, projectId, numbers, body.textMessage, 'crew_text');
        await repo.insertRecipients(
          tx,
          projectId,
          id,
          found.map((f) => ({
            worker_id: f.WorkerId,
            contract_id: f.ContractId,
            display_name: f.DisplayName,
            company_name: f.CompanyName,
            phone_e164: f.PhoneNumber,
            outbox_message_id: f.texted && !isDemo ? (outbox.get(f.PhoneNumber!) ?? null) : null,
            not_sent_reason:
              f.PhoneNumber === null
                ? 'no_phone'
                : f.IsOptedOut
                  ? 'opted_out'
                  : isDemo
                    ? 'demo'
                    : null,
          })),
        );
        return { id, texted, outbox };
      });
      for (const outboxMessageId of outbox.values())
        void deps.queue?.send(QUEUES.sendSms, { outboxMessageId }).catch(() => undefined);
      return { textMessageBatchId: id, Workers: texted.map(worker) };
    },

    async history(
      auth: AuthContext,
      projectId: number,
      query: TextMessageHistoryQuery,
    ): Promise<TextMessageHistory> {
      const { scope, tz } = await context(auth, projectId);
      const { rows, total } = await history.batches(db, projectId, scope, {
        offset: (query.page - 1) * query.take,
        take: query.take,
      });
      return { Data: rows.map((r) => summary(r, tz)), TotalCount: total };
    },

    async batch(auth: AuthContext, projectId: number, batchId: number): Promise<TextMessageBatch> {
      const { scope, tz } = await context(auth, projectId);
      const row = await history.batch(db, projectId, scope, batchId);
      if (!row) throw new NotFoundError(TEXT_MESSAGES_MESSAGES.notFound);
      const recipients = await history.recipients(db, projectId, scope, batchId);
      // The sender's words name the contracts the sender chose; a reader limited to companies
      // reads them again with only its own contracts named.
      const names =
        scope === null
          ? null
          : new Map(
              (await repo.contracts(db, projectId, scope, scope.length)).map((c) => [
                c.contract_id,
                c.display_name,
              ]),
            );
      return {
        ...summary(row, tz),
        FilterDescription: names ? filterWords(row.filter, names, true) : row.filter_description,
        Recipients: recipients.map((r) => ({
          WorkerId: r.worker_id,
          DisplayName: r.display_name,
          CompanyName: r.company_name,
          ContractId: r.contract_id,
          PhoneNumber: r.phone_e164,
          IsOptedOut: r.opted_out,
          Status: recipientStatus(r.status),
          StatusTimeLocal: r.status_at ? localDateTime(r.status_at, tz) : null,
          StatusDetail: r.detail,
        })),
      };
    },
  };
}
