import {
  CONTRACT_MESSAGES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  addPlanDays,
  mondayOf,
  planDateProblem,
  planDayProblems,
  type ApiErrorItem,
  type PlanSave,
  type PlanSaveResult,
  type PlanUploadResult,
  type PlanWeek,
} from '@siteline/shared';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { timesheetDate } from '../../lib/time.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { readSheetFile, SheetFileError } from '../../lib/sheet-file.ts';
import { parsePlanRows } from './workforce-plan-rows.ts';
import * as repo from './workforce-plan.repository.ts';

export type WorkforcePlanService = ReturnType<typeof createWorkforcePlanService>;

/** The contracts in tree order: each prime by name, then its subs by name. */
function treeOrder<T extends { contract_id: number; parent_contract_id: number | null }>(
  rows: readonly T[],
): T[] {
  const ordered: T[] = [];
  const ids = new Set(rows.map((r) => r.contract_id));
  for (const prime of rows) {
    if (prime.parent_contract_id !== null && ids.has(prime.parent_contract_id)) continue;
    ordered.push(prime, ...rows.filter((r) => r.parent_contract_id === prime.contract_id));
  }
  return ordered;
}

export function createWorkforcePlanService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every contract's plan over `length` dates from the first (given the project's today). */
  async function span(
    projectId: number,
    firstOf: (today: string) => string,
    length: number,
  ): Promise<PlanWeek> {
    const project = await repo.findProjectDates(db, projectId);
    const today = timesheetDate(now(), project.time_zone_id, project.workday_boundary_hour);
    const first = firstOf(today);
    const dates = Array.from({ length }, (_, i) => addPlanDays(first, i));
    const [contracts, days] = await Promise.all([
      repo.listPlanContracts(db, projectId),
      repo.listPlanDays(db, projectId, first, addPlanDays(first, length - 1)),
    ]);
    const byKey = new Map(days.map((d) => [`${d.contract_id}|${d.plan_date}`, d]));
    return {
      WeekStart: first,
      Dates: dates,
      Today: today,
      ProjectStartDate: project.start_date,
      ProjectEndDate: project.end_date,
      Contracts: treeOrder(contracts).map((c) => ({
        ContractId: c.contract_id,
        ParentContractId: c.parent_contract_id,
        ContractDisplayName: c.display_name,
        TotalPlannedHours: c.total_hours === null ? null : Number(c.total_hours),
        Days: dates.map((date) => {
          const day = byKey.get(`${c.contract_id}|${date}`);
          return {
            Date: date,
            PlannedHeadcount: day ? day.planned_headcount : null,
            PlannedHours: day ? Number(day.planned_hours) : null,
            Source: day ? day.source : null,
          };
        }),
      })),
    };
  }

  return {
    /** One week of the plan, Monday to Sunday, every contract of the project. */
    async week(projectId: number, weekStart: string | undefined): Promise<PlanWeek> {
      return span(projectId, (today) => mondayOf(weekStart ?? today), 7);
    },

    /** The plan over `days` dates from `from` (the project's today by default): the template. */
    async template(projectId: number, from: string | undefined, days: number): Promise<PlanWeek> {
      return span(projectId, (today) => from ?? today, days);
    },

    /** Manual entry from the grid: every entry checked first, then all written in one go. */
    async save(auth: AuthContext, projectId: number, input: PlanSave): Promise<PlanSaveResult> {
      const project = await repo.findProjectDates(db, projectId);
      const contractIds = new Set(
        (await repo.listPlanContracts(db, projectId)).map((c) => c.contract_id),
      );
      const errors: ApiErrorItem[] = [];
      const seen = new Set<string>();
      input.Entries.forEach((entry, i) => {
        const at = `Entries.${i}`;
        if (!contractIds.has(entry.ContractId)) {
          errors.push({ errorMessage: PLAN_MESSAGES.contractUnknown, field: `${at}.ContractId` });
        }
        const dateProblem = planDateProblem(entry.Date, project.start_date, project.end_date);
        if (dateProblem) errors.push({ errorMessage: dateProblem, field: `${at}.Date` });
        const key = `${entry.ContractId}|${entry.Date}`;
        if (seen.has(key)) {
          errors.push({ errorMessage: 'The same contract and date twice.', field: `${at}.Date` });
        }
        seen.add(key);
        for (const p of planDayProblems(entry.PlannedHeadcount, entry.PlannedHours)) {
          errors.push({ errorMessage: p.message, field: `${at}.${p.field}` });
        }
      });
      if (errors.length > 0) throw new ValidationError(errors);
      const writes: repo.PlanDayWrite[] = [];
      const removals: { contractId: number; date: string }[] = [];
      for (const e of input.Entries) {
        if (e.PlannedHeadcount === null || e.PlannedHours === null) {
          removals.push({ contractId: e.ContractId, date: e.Date });
        } else {
          writes.push({
            contractId: e.ContractId,
            date: e.Date,
            headcount: e.PlannedHeadcount,
            hours: e.PlannedHours,
          });
        }
      }
      return db.transaction().execute(async (tx) => ({
        DaysWritten: await repo.upsertPlanDays(tx, projectId, writes, 'manual', auth.userId),
        DaysRemoved: await repo.deletePlanDays(tx, projectId, removals),
      }));
    },

    /** The project's dates, for a plan written from elsewhere (a schedule import). */
    projectDates(projectId: number) {
      return repo.findProjectDates(db, projectId);
    },

    /** How many contract-days the last schedule import wrote (what processing another replaces). */
    importedDays(projectId: number): Promise<number> {
      return repo.countImportedDays(db, projectId);
    },

    /**
     * A schedule import (integrations): the previous import's contract-days out and these in,
     * source 'import', inside the caller's transaction (which also records the file processed).
     * A day entered by hand or uploaded on the same contract and date takes the import's values.
     */
    async replaceImported(
      tx: Executor,
      auth: AuthContext,
      projectId: number,
      days: readonly repo.PlanDayWrite[],
    ): Promise<{ written: number; replaced: number }> {
      const replaced = await repo.deleteImportedDays(tx, projectId);
      const written = await repo.upsertPlanDays(tx, projectId, days, 'import', auth.userId);
      return { written, replaced };
    },

    /**
     * An uploaded plan file: read with its limits, every row checked, and written only when no
     * row is wrong (400 with one error per bad cell, `row.<n>.<column>`, under the spec's
     * "There was an error processing the file.").
     */
    async upload(auth: AuthContext, projectId: number, body: unknown): Promise<PlanUploadResult> {
      const fail = (message: string) =>
        new ValidationError([
          { errorMessage: CONTRACT_MESSAGES.fileProcessing },
          { errorMessage: message, field: 'file' },
        ]);
      if (!Buffer.isBuffer(body)) throw fail(PLAN_MESSAGES.fileUnreadable);
      // Too large is 413, as a file past twice the limit is refused before it is read.
      if (body.length > PLAN_LIMITS.fileBytes) {
        throw new AppError(413, PLAN_MESSAGES.fileTooLarge, [
          { errorMessage: CONTRACT_MESSAGES.fileProcessing },
          { errorMessage: PLAN_MESSAGES.fileTooLarge, field: 'file' },
        ]);
      }
      let rows;
      try {
        rows = readSheetFile(body, { rows: PLAN_LIMITS.fileRows, columns: 51 });
      } catch (error) {
        if (!(error instanceof SheetFileError)) throw error;
        throw fail(
          error.message === 'too many rows'
            ? PLAN_MESSAGES.fileTooManyRows
            : PLAN_MESSAGES.fileUnreadable,
        );
      }
      const project = await repo.findProjectDates(db, projectId);
      const contracts = await repo.listPlanContracts(db, projectId);
      const parsed = parsePlanRows(rows, {
        contracts: contracts.map((c) => ({ id: c.contract_id, name: c.display_name })),
        projectStart: project.start_date,
        projectEnd: project.end_date,
      });
      if (parsed.errors.length > 0) {
        throw new ValidationError([
          { errorMessage: CONTRACT_MESSAGES.fileProcessing },
          ...parsed.errors,
        ]);
      }
      const written = await db
        .transaction()
        .execute((tx) => repo.upsertPlanDays(tx, projectId, parsed.days, 'upload', auth.userId));
      const dates = parsed.days.map((d) => d.date).sort();
      return {
        RowsRead: parsed.rowsRead,
        RowsSkipped: parsed.rowsSkipped,
        DaysWritten: written,
        DateCount: new Set(dates).size,
        ContractCount: new Set(parsed.days.map((d) => d.contractId)).size,
        FirstDate: dates[0] ?? null,
        LastDate: dates[dates.length - 1] ?? null,
      };
    },
  };
}
