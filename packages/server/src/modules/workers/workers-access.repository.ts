import { sql } from 'kysely';
import type { ZoneAccessLevel, ZoneDefaultStatus } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

// zones, zone_contract_rules and zone_worker_rules belong to the zones area (docs/tables.md):
// read here to decide the worker's access in every zone with the engine's own decideAccess.
// Every write goes through the zones area's rules service.

/** The project's active zones (an archived zone takes no rule and decides no read). */
export function listZones(db: Executor, projectId: number) {
  return db
    .selectFrom('zones')
    .select([
      'project_zone_id',
      'parent_project_zone_id',
      'zone_name',
      'is_archived',
      sql<ZoneDefaultStatus>`default_authorization_status`.as('default_authorization_status'),
    ])
    .where('project_id', '=', projectId)
    .where('is_archived', '=', false)
    .execute();
}

/** The rules that can decide for this worker: their own and their contract's, in any zone. */
export async function rulesFor(
  db: Executor,
  projectId: number,
  workerId: number,
  contractId: number,
) {
  const columns = [
    'project_zone_id',
    sql<ZoneAccessLevel>`access_level`.as('access_level'),
    'start_date_inclusive',
    'end_date_inclusive',
  ] as const;
  const [workerRules, contractRules] = await Promise.all([
    db
      .selectFrom('zone_worker_rules')
      .select([...columns, 'worker_id'])
      .where('project_id', '=', projectId)
      .where('worker_id', '=', workerId)
      .execute(),
    db
      .selectFrom('zone_contract_rules')
      .select([...columns, 'contract_id'])
      .where('project_id', '=', projectId)
      .where('contract_id', '=', contractId)
      .execute(),
  ]);
  return { workerRules, contractRules };
}
