import type { WorkerAlert } from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { localDateTime } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { WorkersDoor } from './workers-door.ts';

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
      // alert_facts belong to the alerts area, zones to the zones area (docs/tables.md): read
      // for the facts about this one worker and the zone they name.
      const rows = await db
        .selectFrom('alert_facts as f')
        .leftJoin('zones as z', (j) =>
          j
            .onRef('z.project_id', '=', 'f.project_id')
            .onRef('z.project_zone_id', '=', 'f.project_zone_id'),
        )
        .select([
          'f.alert_fact_id',
          'f.alert_type',
          'f.status',
          'f.fact_date',
          'f.triggered_at',
          'f.resolved_at',
          'f.snoozed_until',
          'z.zone_name',
        ])
        .where('f.project_id', '=', projectId)
        .where('f.worker_id', '=', workerId)
        .where('f.status', 'in', query.statusIds)
        .where('f.triggered_at', '>=', new Date(query.startDate * 1000))
        // The end is a whole second, inclusive.
        .where('f.triggered_at', '<', new Date((query.endDate + 1) * 1000))
        .orderBy('f.triggered_at', 'desc')
        .orderBy('f.alert_fact_id', 'desc')
        .limit(5000)
        .execute();
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
