import { planDateProblem, planDayProblems, type PlanSave, type PlanWeek } from '@siteline/shared';

/** A cell pair as typed: text, so an empty box and a half-typed number are kept as they are. */
export interface PlanCellEdit {
  headcount: string;
  hours: string;
}

export type PlanEdits = ReadonlyMap<string, PlanCellEdit>;

export const planCellKey = (contractId: number, date: string) => `${contractId}|${date}`;

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The text a cell shows: the edit if any, else the saved value. */
export function cellText(
  week: PlanWeek,
  edits: PlanEdits,
  contractId: number,
  date: string,
): PlanCellEdit {
  const edit = edits.get(planCellKey(contractId, date));
  if (edit) return edit;
  const day = week.Contracts.find((c) => c.ContractId === contractId)?.Days.find(
    (d) => d.Date === date,
  );
  return {
    headcount: day?.PlannedHeadcount == null ? '' : String(day.PlannedHeadcount),
    hours: day?.PlannedHours == null ? '' : String(day.PlannedHours),
  };
}

export interface PlanChange {
  contractId: number;
  date: string;
  headcount: number | null;
  hours: number | null;
  /** What is wrong with it, by the shared rules (empty: it can be saved). */
  problems: string[];
}

/** The edits that differ from what is saved, each checked by the plan's rules. */
export function planChanges(week: PlanWeek, edits: PlanEdits): PlanChange[] {
  const changes: PlanChange[] = [];
  for (const contract of week.Contracts) {
    for (const day of contract.Days) {
      const edit = edits.get(planCellKey(contract.ContractId, day.Date));
      if (!edit) continue;
      const headcount = parse(edit.headcount);
      const hours = parse(edit.hours);
      if (headcount === day.PlannedHeadcount && hours === day.PlannedHours) continue;
      const problems = [
        ...(Number.isNaN(headcount) || Number.isNaN(hours)
          ? ['The planned headcount must be a whole number from 0 to 10000.']
          : []),
        ...planDayProblems(headcount, hours).map((p) => p.message),
      ];
      const outside = planDateProblem(day.Date, week.ProjectStartDate, week.ProjectEndDate);
      if (outside) problems.push(outside);
      changes.push({ contractId: contract.ContractId, date: day.Date, headcount, hours, problems });
    }
  }
  return changes;
}

export function toPlanSave(changes: readonly PlanChange[]): PlanSave {
  return {
    Entries: changes.map((c) => ({
      ContractId: c.contractId,
      Date: c.date,
      PlannedHeadcount: c.headcount,
      PlannedHours: c.hours,
    })),
  };
}
