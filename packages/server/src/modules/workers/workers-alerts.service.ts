import type { WorkerAlert } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { WorkersDoor } from './workers-door.ts';
import * as repo from './workers-alerts.repository.ts';

export type WorkersAlertsService = ReturnType<typeof createWorkersAlertsService>;

/**
 * The worker record's alerts tab (spec 002 §3 "Worker alert report", CHECKLIST §11.14): the
 * alert facts raised about this worker (key person, realtime person, unauthorized person)
 * triggered within the range, in the statuses asked for, the latest first.
 */
export function createWorkersAlertsService(deps: { db: Database; door: WorkersDoor }) {
  const { db, door } = deps;
  return {
    async list(
      auth: AuthContext,
      projectId: number,
      workerId: number,
      query: { startDate: number; endDate: number; statusIds: number[] },
    ): Promise<WorkerAlert[]> {
      const worker = await door.visibleWorker(auth, projectId, workerId);
      const rows = await repo.workerAlertFacts(db, projectId, workerId, query);
      const local = (at: Date | null) => (at ? localDateTime(at, worker.timeZone) : null);
      return rows.map((r) => ({
        AlertFactId: r.alert_fact_id,
        AlertType: r.alert_type,
        StatusId: r.status,
        ZoneName: r.zone_name,
        FactDate: r.fact_date,
        TriggeredLocal: localDateTime(r.triggered_at, worker.timeZone),
        ResolvedLocal: local(r.resolved_at),
        SnoozedUntilLocal: local(r.snoozed_until),
      }));
    },
  };
}
