import type { BreakoutPrimeContract, BreakoutReport } from '@siteline/shared';
import { useDivisionsSummary } from './api/get-divisions-summary.ts';
import type { BreakoutFigures } from './components/dashboards-breakout-figures.tsx';
import type { BreakoutTarget } from './dashboards-breakout-page.tsx';

const isSub = (row: BreakoutPrimeContract) =>
  !row.Contract.IsParent && row.Contract.ParentContractId !== null;

/**
 * The title and headline figures of a breakout. A contract's are its own row of the report. A
 * division's hours add up its top contracts' rows (subs are inside their prime's); the report
 * has neither the division's name nor its indexes, so those come from the divisions summary,
 * taken over every contract (to date).
 */
export function useBreakoutHeading(
  projectId: number,
  target: BreakoutTarget,
  report: BreakoutReport | undefined,
): { title: string | undefined; figures: BreakoutFigures | undefined } {
  const divisions = useDivisionsSummary(
    projectId,
    { tradeFilter: 'ALL', dateFilter: 'ALL' },
    target.groupBy === 'Division',
  );

  if (target.groupBy === 'Contractor') {
    const row = report?.PrimeContracts.find((r) => r.Contract.ContractId === target.contractId);
    return {
      title: row?.Contract.DisplayName,
      figures: row && {
        planned: row.GroupPlannedHoursInPeriod,
        actual: row.SubActualHoursInPeriod,
        deviation: row.Deviation,
        tci: row.TciValue,
        tsi: row.TsiValue,
        onsiteToday: row.TotalOnsiteToday,
        deviationScope: 'range',
      },
    };
  }

  const division = divisions.data?.Divisions.find((d) => d.DivisionId === target.divisionId);
  const tops = report?.PrimeContracts.filter((row) => !isSub(row));
  return {
    title: division?.DivisionName,
    figures:
      division && tops
        ? {
            planned: tops.reduce((sum, row) => sum + row.GroupPlannedHoursInPeriod, 0),
            actual: tops.reduce((sum, row) => sum + row.SubActualHoursInPeriod, 0),
            deviation: division.Deviation,
            tci: division.TciValue,
            tsi: division.TsiValue,
            onsiteToday: division.OnsiteToday,
            deviationScope: 'toDate',
          }
        : undefined,
  };
}
