import {
  REALTIME_PERSON_MESSAGES,
  type RealtimePersonInstance,
  type RealtimePersonInstanceUpdate,
} from '@siteline/shared';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ChangedFact } from './alerts-facts.repository.ts';
import { checkListed, listedInstance, type ListedAlertDeps } from './alerts-listed.ts';
import { evaluateRule } from './alerts-notify.ts';
import * as repo from './alerts-realtime-person.repository.ts';
import type { Arrival } from './alerts-realtime-person.repository.ts';
import * as alertsRepo from './alerts.repository.ts';
import type { AlertWebhooks } from './alerts-webhooks.ts';

export type RealtimePersonService = ReturnType<typeof createRealtimePersonService>;

/**
 * How long a server trusts its copy of a project's list: a batch of reads asks the database only
 * when one of its workers is listed. A save on this server takes effect at once; on another, within
 * this time.
 */
const LISTED_CACHE_MS = 10_000;

/** The realtime-person alert: its editor's instance, arrivals raised live, and their end. */
export function createRealtimePersonService(
  deps: ListedAlertDeps & {
    announceFacts: (changed: readonly ChangedFact[]) => void;
    webhooks?: AlertWebhooks;
    queue?: JobQueue;
  },
) {
  const { db } = deps;
  const listed = new Map<number, { at: number; ids: Set<number> }>();

  async function listedOf(projectId: number, now: number): Promise<Set<number>> {
    const hit = listed.get(projectId);
    if (hit && now - hit.at < LISTED_CACHE_MS) return hit.ids;
    const ids = new Set(await repo.listedWorkerIds(db, projectId));
    listed.set(projectId, { at: now, ids });
    return ids;
  }

  const instance = (auth: AuthContext, projectId: number): Promise<RealtimePersonInstance> =>
    listedInstance(deps, auth, projectId, {
      type: repo.REALTIME_PERSON,
      list: 'alert_realtime_persons',
      extra: () => ({}),
    });

  /** Open facts whose day has ended, or whose worker is no longer listed, resolve. */
  const evaluate = (now = Date.now(), projectId?: number) =>
    evaluateRule(
      db,
      async (tx) => ({
        raised: [],
        resolved: await repo.resolveArrivals(tx, new Date(now), projectId),
      }),
      deps,
    );

  return {
    instance,
    evaluate,

    /**
     * A live batch's reads of known workers (the engine calls this after the batch committed):
     * the first read of each listed worker's day raises one fact, with its SMS, pushed at once.
     */
    async raiseArrivals(projectId: number, reads: readonly Arrival[], now = Date.now()) {
      const ids = await listedOf(projectId, now);
      if (ids.size === 0) return 0;
      const first = new Map<string, Arrival>();
      for (const read of reads) {
        if (!ids.has(read.workerId)) continue;
        const key = `${read.workerId}|${read.date}`;
        const known = first.get(key);
        if (!known || read.at < known.at) first.set(key, read);
      }
      if (first.size === 0) return 0;
      // One order for every batch, so concurrent batches take the index locks alike.
      const ordered = [...first.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, a]) => a);
      const { raised } = await evaluateRule(
        db,
        async (tx) => ({ raised: await repo.insertArrivals(tx, projectId, ordered), resolved: [] }),
        deps,
      );
      return raised;
    },

    /** Saves the list (the caller's scope of it); arrivals count from the next read. */
    async save(
      auth: AuthContext,
      projectId: number,
      body: RealtimePersonInstanceUpdate,
    ): Promise<RealtimePersonInstance> {
      const workerIds = body.Workers.map((w) => w.WorkerId!);
      const scope = await checkListed(
        deps,
        auth,
        projectId,
        workerIds,
        REALTIME_PERSON_MESSAGES.workerNotFound,
      );
      await db.transaction().execute(async (tx) => {
        await alertsRepo.upsertInstance(tx, projectId, repo.REALTIME_PERSON, body.IsActive);
        await repo.replaceRealtimePersons(tx, projectId, scope, workerIds);
      });
      listed.delete(projectId);
      await evaluate(Date.now(), projectId);
      return instance(auth, projectId);
    },
  };
}
