import type { Tx } from '../db/database.ts';
import { addDays, maxDate } from './calendar.ts';
import { idsByKey, required, type IdsByKey } from './bulk.ts';
import type { ProjectDates, SeededContract } from './contracts.ts';
import type { ContractRulePlan, SiteLayout, ZonePlan } from './site-layout.ts';
import type { SeededWorker } from './workers.ts';

/** Inserts the zone tree a generation at a time: a child needs its parent's id. */
export async function insertZones(
  tx: Tx,
  projectId: number,
  zones: readonly ZonePlan[],
): Promise<IdsByKey> {
  const ids = new Map<string, number>();
  let pending = [...zones];
  while (pending.length > 0) {
    const ready = pending.filter((z) => z.parent === null || ids.has(z.parent));
    if (ready.length === 0)
      throw new Error(
        `demo seed: zones without a parent: ${pending.map((z) => z.name).join(', ')}`,
      );
    const rows = await tx
      .insertInto('zones')
      .values(
        ready.map((z) => ({
          project_id: projectId,
          parent_project_zone_id: z.parent === null ? null : required(ids.get(z.parent), z.parent),
          zone_name: z.name,
          zone_description: z.description ?? null,
          is_archived: z.archived === true,
          is_site_entrance_exit: z.entranceExit === true,
          default_authorization_status: z.status ?? 'INHERIT',
        })),
      )
      .returning(['project_zone_id', 'zone_name'])
      .execute();
    for (const row of rows) ids.set(row.zone_name, row.project_zone_id);
    pending = pending.filter((z) => !ready.includes(z));
  }
  return idsByKey(
    [...ids],
    ([name]) => name,
    ([, id]) => id,
  );
}

/**
 * Rule dates as an operator would enter them (spec 002 §5 "Zone access"): Indefinite from the
 * contract's start, Limited for a window around today so it is in force while the demo runs,
 * Deny without dates.
 */
function ruleDates(rule: Pick<ContractRulePlan, 'level'>, contractStart: string, today: string) {
  switch (rule.level) {
    case 'Indefinite':
      return { start_date_inclusive: contractStart, end_date_inclusive: null };
    case 'Limited':
      return {
        start_date_inclusive: maxDate(contractStart, addDays(today, -21)),
        end_date_inclusive: addDays(today, 45),
      };
    case 'Deny':
      return { start_date_inclusive: null, end_date_inclusive: null };
  }
}

export async function insertAccessRules(
  tx: Tx,
  layout: SiteLayout,
  zones: IdsByKey,
  contracts: readonly SeededContract[],
  workers: readonly SeededWorker[],
  dates: ProjectDates,
): Promise<number> {
  const contractRules = layout.contractRules.flatMap((rule) =>
    contracts
      .filter((c) => c.trade === rule.trade)
      .map((c) => ({
        project_id: dates.projectId,
        project_zone_id: zones.get(rule.zone),
        contract_id: c.contractId,
        access_level: rule.level,
        ...ruleDates(rule, c.startDate, dates.today),
      })),
  );
  const workerRules = layout.workerRules.flatMap((rule) => {
    const crew = workers.filter((w) => w.trade === rule.trade);
    const worker = crew.find((w) => w.title === rule.title) ?? crew[0];
    if (!worker) return [];
    const contract = required(
      contracts.find((c) => c.contractId === worker.contractId),
      `contract ${worker.contractId}`,
    );
    return [
      {
        project_id: dates.projectId,
        project_zone_id: zones.get(rule.zone),
        worker_id: worker.workerId,
        access_level: rule.level,
        ...ruleDates(rule, maxDate(contract.startDate, worker.startDate), dates.today),
      },
    ];
  });
  if (contractRules.length > 0)
    await tx.insertInto('zone_contract_rules').values(contractRules).execute();
  if (workerRules.length > 0)
    await tx.insertInto('zone_worker_rules').values(workerRules).execute();
  return contractRules.length + workerRules.length;
}
