import type { Database } from '../db/database.ts';
import { timesheetDate } from '../lib/time.ts';
import { insertInChunks } from './bulk.ts';
import { WORKFORCE_CONTRACT_TYPE } from './trades.ts';
import { performances, planContract, type ContractHistory } from './workforce-plan.ts';

/**
 * Loads the demo workforce plan of a project from its presence history (see workforce-plan.ts).
 * Runs once, after the history backfill; a project that already has a plan is left alone. One
 * transaction per project.
 */
export async function seedDemoWorkforcePlan(
  db: Database,
  projectId: number,
  until: Date,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('workforce_plan_days')
      .select('contract_id')
      .where('project_id', '=', projectId)
      .limit(1)
      .executeTakeFirst();
    if (existing) return 0;
    const project = await tx
      .selectFrom('projects')
      .select(['time_zone_id', 'workday_boundary_hour', 'end_date'])
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    const today = timesheetDate(until, project.time_zone_id, project.workday_boundary_hour);
    const contracts = await tx
      .selectFrom('contracts')
      .select([
        'contract_id',
        'parent_contract_id',
        'is_critical_trade',
        'display_name',
        'start_date',
        'end_date',
      ])
      .where('project_id', '=', projectId)
      .where('contract_type_id', '=', WORKFORCE_CONTRACT_TYPE)
      .where('owner_services', '=', false)
      .orderBy('contract_id')
      .execute();
    const days = await tx
      .selectFrom('contract_days')
      .select(['contract_id', 'timesheet_date', 'onsite_net_hours', 'worker_count'])
      .where('project_id', '=', projectId)
      .where('timesheet_date', '<', today)
      .execute();
    if (days.length === 0) return 0;
    const historyStart = days.reduce(
      (min, d) => (d.timesheet_date < min ? d.timesheet_date : min),
      today,
    );
    const byContract = new Map<number, Map<string, { hours: number; workers: number }>>();
    for (const d of days) {
      const map =
        byContract.get(d.contract_id) ?? new Map<string, { hours: number; workers: number }>();
      map.set(d.timesheet_date, { hours: Number(d.onsite_net_hours), workers: d.worker_count });
      byContract.set(d.contract_id, map);
    }
    const histories: ContractHistory[] = contracts.map((c) => ({
      contractId: c.contract_id,
      parentContractId: c.parent_contract_id,
      isCritical: c.is_critical_trade,
      displayName: c.display_name ?? String(c.contract_id),
      startDate: c.start_date ?? historyStart,
      endDate: c.end_date ?? project.end_date ?? today,
      days: byContract.get(c.contract_id) ?? new Map(),
    }));
    const perf = performances(histories);
    const plan = histories.flatMap((c) =>
      planContract(c, perf.get(c.contractId) ?? 1, { historyStart, today }),
    );
    await insertInChunks(plan, (chunk) =>
      tx
        .insertInto('workforce_plan_days')
        .values(
          chunk.map((p) => ({
            project_id: projectId,
            contract_id: p.contractId,
            plan_date: p.date,
            planned_headcount: p.headcount,
            planned_hours: p.hours,
            source: 'import' as const,
          })),
        )
        .execute(),
    );
    return plan.length;
  });
}
