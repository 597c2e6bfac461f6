import { EVACUATION_MESSAGES, type EvacuationSession } from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { QUEUES, type JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { enqueueSms } from '../../messaging/outbox.ts';
import type { WebhooksService } from '../integrations/webhooks.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersDoor } from '../workers/workers-door.ts';
import * as people from './evacuation-people.repository.ts';
import * as repo from './evacuation.repository.ts';
import { toPerson, toSummary, type TextedHow } from './evacuation.words.ts';
import type { Publish } from '../../realtime/realtime-server.ts';

export interface EvacuationDeps {
  db: Database;
  projects: Pick<ProjectsService, 'contractScope'>;
  /** The one door to a worker: a person added by hand is a worker the caller may see. */
  door: Pick<WorkersDoor, 'visibleWorkers'>;
  publish: Publish<'evacuation'>;
  queue?: JobQueue;
  /** evacuation.started / updated / finished to the project's webhooks. */
  webhooks?: Pick<WebhooksService, 'raise'>;
  /** Whether this server has an SMS provider; without one texts wait unsent (the log says so). */
  smsConfigured?: boolean;
}

export type EvacuationCore = ReturnType<typeof createEvacuationCore>;

/** What the session calls and the roll call share: the caller's view, locks, texts, the session. */
export function createEvacuationCore(deps: EvacuationDeps) {
  const { db, projects } = deps;

  async function context(auth: AuthContext, projectId: number) {
    const [scope, facts] = await Promise.all([
      projects.contractScope(auth, projectId),
      repo.projectFacts(db, projectId),
    ]);
    const texted: TextedHow = facts.is_demo
      ? 'demo'
      : deps.smsConfigured === false
        ? 'no-provider'
        : 'sent';
    return {
      scope,
      tz: facts.time_zone_id,
      country: facts.country_code,
      isDemo: facts.is_demo,
      texted,
    };
  }

  /** The session, locked, that may still change; 404 / 409 otherwise. */
  async function openSession(tx: Executor, projectId: number, sessionId: number) {
    const session = await repo.lockSession(tx, projectId, sessionId);
    if (!session) throw new NotFoundError(EVACUATION_MESSAGES.notFound);
    if (session.finished_at) throw new AppError(409, EVACUATION_MESSAGES.finishedAlready);
    return session;
  }

  async function person(
    tx: Executor,
    projectId: number,
    sessionId: number,
    personId: number,
    scope: readonly number[] | null,
  ) {
    const [row] = await people.people(tx, projectId, sessionId, scope, personId);
    if (!row) throw new NotFoundError(EVACUATION_MESSAGES.personNotFound);
    return row;
  }

  /**
   * Texts go out through the outbox and the SMS job, one to each number; a demo project never
   * sends. Each is kept with the session, whose audit log says which expired unsent.
   */
  async function text(
    tx: Executor,
    projectId: number,
    sessionId: number,
    phones: readonly string[],
    body: string,
  ) {
    const ids: number[] = [];
    for (const to of new Set(phones)) {
      ids.push(await enqueueSms(tx, { kind: 'evacuation', to, text: body, projectId }));
    }
    if (ids.length > 0) await repo.keepTexts(tx, projectId, sessionId, ids);
    return ids;
  }
  const dispatch = (ids: readonly number[]) => {
    for (const outboxMessageId of ids)
      void deps.queue?.send(QUEUES.sendSms, { outboxMessageId }).catch(() => undefined);
  };

  async function sessionView(
    auth: AuthContext,
    projectId: number,
    sessionId: number,
  ): Promise<EvacuationSession> {
    const { scope, tz, country } = await context(auth, projectId);
    const [summary] = await repo.sessions(db, projectId, scope, sessionId);
    if (!summary) throw new NotFoundError(EVACUATION_MESSAGES.notFound);
    const [rows, foremen] = await Promise.all([
      people.people(db, projectId, sessionId, scope),
      people.foremen(db, projectId, sessionId, scope),
    ]);
    return {
      ...toSummary(summary, tz),
      ShowContactInformation: summary.show_contact_information,
      Workers: rows.map((r) => toPerson(r, { tz, country }, summary.show_contact_information)),
      ForemenNames: foremen,
      Version: summary.version,
    };
  }

  /** An evacuation event to the project's webhooks, in the change's transaction; sent after it. */
  const raiseEvent = async (
    tx: Executor,
    projectId: number,
    type: 'evacuation.started' | 'evacuation.updated' | 'evacuation.finished',
    key: string,
    at: Date,
    data: Record<string, unknown>,
  ): Promise<() => Promise<void>> =>
    deps.webhooks
      ? deps.webhooks.raise(tx, projectId, [{ type, key, occurredAt: at, data }])
      : () => Promise.resolve();

  /**
   * evacuation.updated when the roll call moves: who changed and the whole site's counts after
   * the change (the session's people whatever the caller's scope, as a webhook is the project's).
   */
  async function raiseRollCall(
    tx: Executor,
    projectId: number,
    sessionId: number,
    change: 'person_added' | 'person_verified' | 'person_outstanding',
    row: people.PersonRow,
  ) {
    const [counts] = await repo.sessions(tx, projectId, null, sessionId);
    return raiseEvent(
      tx,
      projectId,
      'evacuation.updated',
      `${sessionId}:${row.evacuation_session_worker_id}:${row.version}`,
      new Date(),
      {
        evacuationSessionId: sessionId,
        change,
        person: {
          evacuationSessionWorkerId: row.evacuation_session_worker_id,
          workerId: row.worker_id,
          displayName: row.display_name,
          companyName: row.company_name,
          isVerified: row.is_verified,
        },
        accountedFor: counts?.verified ?? 0,
        outstanding: (counts?.total ?? 0) - (counts?.verified ?? 0),
      },
    );
  }

  return {
    db,
    deps,
    context,
    openSession,
    person,
    text,
    dispatch,
    sessionView,
    raiseEvent,
    raiseRollCall,
  };
}
