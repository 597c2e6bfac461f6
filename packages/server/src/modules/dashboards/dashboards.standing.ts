import {
  END_DATE_PACE_DAYS,
  MESSAGES,
  matchesTradeFilter,
  shiftDate,
  type PlanPace,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import {
  NO_FIGURES,
  addFigures,
  buildForest,
  contractSummary,
  groupFigures,
  ownFigures,
} from './dashboards.figures.ts';
import * as repo from './dashboards.repository.ts';

export type PlanStandingService = ReturnType<typeof createPlanStandingService>;

/** A contract with its sub contracts, to date (through yesterday), as its summary row adds it. */
export interface ContractStanding {
  contractId: number;
  displayName: string;
  parentContractId: number | null;
  actualToDate: number;
  /** Planned hours to date; 0 without a plan or before it starts (no deviation then). */
  plannedToDate: number;
}

/**
 * Where each contract and the whole plan stand today, for the daily alerts (DOMAIN.md "Contract
 * deviation", "End date in jeopardy"): the same figures as the dashboards, for every contract
 * (no caller's scope: a rule watches the whole project).
 */
export function createPlanStandingService(deps: { db: Database; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  async function figuresToday(projectId: number, at: number) {
    const project = await repo.findProject(db, projectId);
    if (!project) throw new NotFoundError(MESSAGES.projectNotFound);
    const today = timesheetDate(at, project.time_zone_id, project.workday_boundary_hour);
    const [contracts, actuals, plans] = await Promise.all([
      repo.listContracts(db, projectId),
      repo.actualsAsOf(db, projectId, today, shiftDate(today, -END_DATE_PACE_DAYS)),
      repo.plansAsOf(db, projectId, today),
    ]);
    const forest = buildForest(contracts, null);
    return { today, forest, own: ownFigures(actuals, plans) };
  }

  return {
    /** The project's current timesheet date ("today" of the daily rules). */
    async today(projectId: number, at = now()): Promise<string> {
      const project = await repo.findProject(db, projectId);
      if (!project) throw new NotFoundError(MESSAGES.projectNotFound);
      return timesheetDate(at, project.time_zone_id, project.workday_boundary_hour);
    },

    async contracts(projectId: number, at = now()) {
      const { today, forest, own } = await figuresToday(projectId, at);
      const contracts = [...forest.visible.values()].map((c): ContractStanding => {
        const f = groupFigures(forest, own, c.contract_id);
        return {
          contractId: c.contract_id,
          displayName: c.display_name,
          parentContractId: c.parent_contract_id,
          actualToDate: f.actualToDate,
          plannedToDate: f.hasPlan ? f.plannedToDate : 0,
        };
      });
      return { today, contracts };
    },

    /** The workforce trades with a plan, together (as the home's deviation index takes them). */
    async pace(projectId: number, at = now()): Promise<{ today: string; pace: PlanPace }> {
      const { today, forest, own } = await figuresToday(projectId, at);
      const total = forest.tops
        .map((c) => {
          const figures = groupFigures(forest, own, c.contract_id);
          return { figures, summary: contractSummary(c, forest, figures) };
        })
        .filter((r) => r.figures.hasPlan && matchesTradeFilter(r.summary, 'TRADES'))
        .reduce((sum, r) => addFigures(sum, r.figures), NO_FIGURES);
      return {
        today,
        pace: {
          lastForecastDate: total.hasPlan ? total.lastDate : null,
          plannedTotalHours: total.plannedTotal,
          actualToDateHours: total.actualToDate,
          actualPaceStartHours: total.actualWeekBefore,
        },
      };
    },
  };
}
