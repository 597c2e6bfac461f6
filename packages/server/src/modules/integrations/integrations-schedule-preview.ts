import {
  hasControlCharacter,
  planDateProblem,
  roundRatio,
  type FileImportPreview,
} from '@siteline/shared';
import { schedulePlan, type SchedulePlanDay } from './integrations-schedule-plan.ts';
import type { ParsedSchedule } from './integrations-schedule-xml.ts';

/**
 * A schedule file against the project (docs/domain.md "Integrations"): the names its resources
 * are mapped by, and the preview of what processing writes with the current mappings.
 */

/**
 * A schedule resource's name as Map Contracts shows and stores it: the file's name with control
 * characters as spaces, at most 200 characters; "Resource <key>" when it has no name.
 */
export function resourceCode(resource: { key: string; name: string }): string {
  const name = [...resource.name]
    .map((c) => (hasControlCharacter(c) ? ' ' : c))
    .join('')
    .trim()
    .slice(0, 200);
  return name.length > 0 ? name : `Resource ${resource.key}`.slice(0, 200);
}

function keysWithHours(schedule: ParsedSchedule): Set<string> {
  return new Set(schedule.assignments.filter((a) => a.minutes > 0).map((a) => a.resourceKey));
}

const byName = (a: string, b: string) => a.localeCompare(b);

/** The labour resources that carry hours in some assignment, by name, once each. */
export function labourWithHours(schedule: ParsedSchedule): string[] {
  const withHours = keysWithHours(schedule);
  const names = schedule.resources
    .filter((r) => r.labour && withHours.has(r.key))
    .map(resourceCode);
  return [...new Set(names)].sort(byName);
}

export interface PreviewContext {
  /** External code (a resource's name) → contract, as mapped. */
  codes: ReadonlyMap<string, number>;
  projectStart: string;
  projectEnd: string | null;
  contracts: readonly { contract_id: number; display_name: string; external_code: string | null }[];
  /** Contract-days the last import wrote. */
  replaced: number;
}

const minutesOf = (days: readonly SchedulePlanDay[]) => days.reduce((sum, d) => sum + d.minutes, 0);

export function schedulePreview(
  schedule: ParsedSchedule,
  context: PreviewContext,
): { days: SchedulePlanDay[]; preview: FileImportPreview } {
  const mapping = new Map<string, number>();
  for (const resource of schedule.resources) {
    const contractId = context.codes.get(resourceCode(resource));
    if (contractId !== undefined) mapping.set(resource.key, contractId);
  }
  const planned = schedulePlan(schedule, mapping);
  const inside = planned.days.filter(
    (d) => planDateProblem(d.date, context.projectStart, context.projectEnd) === null,
  );
  const names = new Map(context.contracts.map((c) => [c.contract_id, c]));
  const byContract = new Map<number, SchedulePlanDay[]>();
  for (const day of inside) {
    const list = byContract.get(day.contractId) ?? [];
    list.push(day);
    byContract.set(day.contractId, list);
  }
  const withHours = keysWithHours(schedule);
  return {
    days: inside,
    preview: {
      ...planned.preview,
      // What goes into the plan: the days inside the project's dates.
      HoursProjected: roundRatio(minutesOf(inside), 60, 2),
      MappedContracts: byContract.size,
      Contracts: [...byContract.entries()]
        .map(([contractId, days]) => ({
          ContractId: contractId,
          ContractDisplayName: names.get(contractId)?.display_name ?? `Contract ${contractId}`,
          ServiceProviderContractName: names.get(contractId)?.external_code ?? '',
          HoursProjected: roundRatio(minutesOf(days), 60, 2),
          PeakHeadcount: Math.max(...days.map((d) => d.headcount)),
          Days: days.length,
          FirstDate: days[0]?.date ?? '',
          LastDate: days[days.length - 1]?.date ?? '',
        }))
        .sort((a, b) => byName(a.ContractDisplayName, b.ContractDisplayName)),
      UnmappedResources: [
        ...new Set(
          schedule.resources
            .filter((r) => r.labour && !mapping.has(r.key) && withHours.has(r.key))
            .map(resourceCode),
        ),
      ].sort(byName),
      OverLimitDays: planned.overLimit.length,
      OutsideProjectDays: planned.days.length - inside.length,
      ContractDays: inside.length,
      ReplacedContractDays: context.replaced,
    },
  };
}
