import { ALERT_FACT_STATUS, naturalCompare } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { AlertRead } from '../../engine/engine.service.ts';

export const ZONE_DENSITY = 'ZoneDensity';
export const UNAUTHORIZED_PERSON = 'UnauthorizedPerson';

// --- the zone-density instance -------------------------------------------------------------------

export function findInstance(db: Executor, projectId: number, alertType: string) {
  return db
    .selectFrom('alert_instances')
    .select(['alert_instance_id', 'is_active'])
    .where('project_id', '=', projectId)
    .where('alert_type', '=', alertType)
    .executeTakeFirst();
}

/** The instance, made on first save (one per type and project), locked for the transaction. */
export async function upsertInstance(
  db: Executor,
  projectId: number,
  alertType: string,
  isActive: boolean | undefined,
): Promise<number> {
  const row = await db
    .insertInto('alert_instances')
    .values({ project_id: projectId, alert_type: alertType, is_active: isActive ?? true })
    .onConflict((oc) =>
      oc.columns(['project_id', 'alert_type']).doUpdateSet({
        updated_at: sql`now()`,
        ...(isActive === undefined ? {} : { is_active: isActive }),
      }),
    )
    .returning('alert_instance_id')
    .executeTakeFirstOrThrow();
  return row.alert_instance_id;
}

export function projectZones(db: Executor, projectId: number) {
  return (
    db
      .selectFrom('zones')
      .select([
        'project_zone_id',
        'parent_project_zone_id',
        'zone_name',
        'zone_description',
        'is_archived',
      ])
      .where('project_id', '=', projectId)
      .orderBy('project_zone_id')
      .execute()
      // Natural order (Level 2 before Level 10), as every list and filter shows zones.
      .then((rows) =>
        rows.sort(
          (a, b) =>
            naturalCompare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
        ),
      )
  );
}

export function densityRules(db: Executor, instanceId: number) {
  return db
    .selectFrom('zone_density_rules')
    .select(['project_zone_id', 'cutoff_value', 'cutoff_minutes'])
    .where('alert_instance_id', '=', instanceId)
    .execute();
}

export async function replaceDensityRules(
  db: Executor,
  projectId: number,
  instanceId: number,
  rules: readonly { zoneId: number; value: number | null; minutes: number }[],
) {
  await db.deleteFrom('zone_density_rules').where('alert_instance_id', '=', instanceId).execute();
  if (rules.length === 0) return;
  await db
    .insertInto('zone_density_rules')
    .values(
      rules.map((r) => ({
        project_id: projectId,
        alert_instance_id: instanceId,
        project_zone_id: r.zoneId,
        cutoff_value: r.value,
        cutoff_minutes: r.minutes,
      })),
    )
    .execute();
}

/** Open density facts and those resolved since `since`, newest first, with the zone's count. */
export function recentDensityFacts(db: Executor, projectId: number, since: Date) {
  return db
    .selectFrom('alert_facts as f')
    .innerJoin('zones as z', 'z.project_zone_id', 'f.project_zone_id')
    .leftJoin('zone_density_state as s', (j) =>
      j
        .onRef('s.project_id', '=', 'f.project_id')
        .onRef('s.project_zone_id', '=', 'f.project_zone_id'),
    )
    .select([
      'f.alert_fact_id',
      'f.project_zone_id',
      'z.zone_name',
      'f.status',
      'f.triggered_at',
      'f.resolved_at',
      'f.details',
      's.worker_count',
    ])
    .where('f.project_id', '=', projectId)
    .where('f.alert_type', '=', ZONE_DENSITY)
    .where((eb) =>
      eb.or([eb('f.status', '<>', ALERT_FACT_STATUS.Resolved), eb('f.resolved_at', '>=', since)]),
    )
    .orderBy('f.triggered_at', 'desc')
    .orderBy('f.alert_fact_id', 'desc')
    .execute();
}

// --- unauthorized person -------------------------------------------------------------------------

/**
 * One fact per worker, zone and day; a repeat is ignored (the unique index decides). Answers the
 * facts this call raised.
 */
export async function insertUnauthorizedFacts(
  db: Executor,
  projectId: number,
  facts: readonly AlertRead[],
) {
  if (facts.length === 0) return [];
  return db
    .insertInto('alert_facts')
    .values(
      facts.map((f) => ({
        project_id: projectId,
        alert_type: UNAUTHORIZED_PERSON,
        worker_id: f.workerId,
        project_zone_id: f.zoneId,
        contract_id: f.contractId,
        reader_id: f.readerId,
        fact_date: f.date,
        status: ALERT_FACT_STATUS.Active,
        triggered_at: f.at,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'worker_id', 'project_zone_id', 'fact_date'])
        .where('alert_type', '=', UNAUTHORIZED_PERSON)
        .doNothing(),
    )
    .returning(['project_id', 'alert_fact_id', 'contract_id'])
    .execute();
}
