import type { Executor } from '../../db/database.ts';

/**
 * The alert facts raised about one worker, triggered in the range (epoch seconds, the end a whole
 * second inclusive), in the statuses asked for, the latest first.
 */
export function workerAlertFacts(
  db: Executor,
  projectId: number,
  workerId: number,
  query: { startDate: number; endDate: number; statusIds: number[] },
) {
  // alert_facts belong to the alerts area, zones to the zones area (docs/tables.md): read
  // for the facts about this one worker and the zone they name.
  return (
    db
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
      .execute()
  );
}
