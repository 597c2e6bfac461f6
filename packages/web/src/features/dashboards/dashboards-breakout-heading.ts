import type { BreakoutReport } from '@siteline/shared';
import type { BreakoutFigures } from './components/dashboards-breakout-figures.tsx';

/**
 * The title and headline figures of a breakout: the report's group (the contract with its subs,
 * or the division's contracts). Hours and deviation are those of the range's days before today
 * (the deviation's own figures, so the cards reconcile), TCI and TSI to date.
 */
export function breakoutHeading(report: BreakoutReport | undefined): {
  title: string | undefined;
  figures: BreakoutFigures | undefined;
} {
  const group = report?.Group;
  if (!group) return { title: undefined, figures: undefined };
  return {
    title: group.DisplayName ?? undefined,
    figures: {
      planned: group.PlannedHoursToDateInPeriod,
      actual: group.ActualHoursToDateInPeriod,
      plannedInRange: group.PlannedHoursInPeriod,
      deviation: group.DeviationInPeriod,
      tci: group.TciValue,
      tsi: group.TsiValue,
      onsiteToday: group.OnsiteToday,
    },
  };
}
