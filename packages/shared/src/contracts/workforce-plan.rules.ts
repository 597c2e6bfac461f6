/**
 * The workforce plan's rules, shared by the grid (web, before saving), the save and the upload
 * (server, before writing). Pure functions; tested in workforce-plan.rules.test.ts.
 */

export const PLAN_MESSAGES = {
  dateFormat: 'A date written YYYY-MM-DD.',
  nothingToSave: 'Nothing to save.',
  headcountWhole: 'The planned headcount must be a whole number from 0 to 10000.',
  hoursRange: 'The planned hours must be a number from 0 to 240000 with at most two decimals.',
  bothOrNeither: 'Enter both the planned headcount and the planned hours, or neither.',
  hoursPerHead: 'The planned hours cannot be more than 24 per planned head.',
  beforeProjectStart: "The date is before the project's start date.",
  afterProjectEnd: "The date is after the project's end date.",
  contractUnknown: 'No contract of this project has this id.',
  contractNameUnknown: 'No contract of this project has this name.',
  contractNameAmbiguous: 'Several contracts have this name: give the contract id.',
  contractMissing: 'Give the contract id or its name.',
  dateMissing: 'Give the date.',
  duplicateDay: 'This contract and date are already on row {row}.',
  fileTooLarge: 'The file is larger than 2 MB.',
  fileUnreadable: 'The file is not an Excel workbook (.xlsx) or a CSV file.',
  fileTooManyRows: 'The file has more than 20000 rows.',
  fileHeader:
    'The first row must name the columns: Contract ID, Contract, Date, Planned Headcount, Planned Hours.',
  fileEmpty: 'The file has no rows under its header.',
} as const;

/** The plan file's columns, in the template's order (the Contract ID wins over the name). */
export const PLAN_FILE_COLUMNS = [
  'Contract ID',
  'Contract',
  'Date',
  'Planned Headcount',
  'Planned Hours',
] as const;
export type PlanFileColumn = (typeof PLAN_FILE_COLUMNS)[number];

export const PLAN_LIMITS = {
  maxHeadcount: 10_000,
  maxHours: 240_000,
  hoursPerHead: 24,
  fileBytes: 2 * 1024 * 1024,
  fileRows: 20_000,
} as const;

export type PlanDayProblem = { field: 'PlannedHeadcount' | 'PlannedHours'; message: string };

/**
 * What is wrong with one contract-day's values, or nothing. Both null is allowed (no plan that
 * day); otherwise both are needed: a whole headcount, hours with at most two decimals and no more
 * than 24 per head (a day has 24 hours).
 */
export function planDayProblems(headcount: number | null, hours: number | null): PlanDayProblem[] {
  if (headcount === null && hours === null) return [];
  if (headcount === null || hours === null) {
    return [
      {
        field: headcount === null ? 'PlannedHeadcount' : 'PlannedHours',
        message: PLAN_MESSAGES.bothOrNeither,
      },
    ];
  }
  const problems: PlanDayProblem[] = [];
  if (!Number.isInteger(headcount) || headcount < 0 || headcount > PLAN_LIMITS.maxHeadcount) {
    problems.push({ field: 'PlannedHeadcount', message: PLAN_MESSAGES.headcountWhole });
  }
  const hundredths = hours * 100;
  if (
    !Number.isFinite(hours) ||
    hours < 0 ||
    hours > PLAN_LIMITS.maxHours ||
    Math.abs(Math.round(hundredths) - hundredths) > 1e-6
  ) {
    problems.push({ field: 'PlannedHours', message: PLAN_MESSAGES.hoursRange });
  } else if (problems.length === 0 && hours > headcount * PLAN_LIMITS.hoursPerHead) {
    problems.push({ field: 'PlannedHours', message: PLAN_MESSAGES.hoursPerHead });
  }
  return problems;
}

/** The date's problem against the project's dates (ISO dates compare as text), or null. */
export function planDateProblem(
  date: string,
  projectStart: string,
  projectEnd: string | null,
): string | null {
  if (date < projectStart) return PLAN_MESSAGES.beforeProjectStart;
  if (projectEnd !== null && date > projectEnd) return PLAN_MESSAGES.afterProjectEnd;
  return null;
}

/** The Monday of the ISO week holding an ISO date. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const shift = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - shift);
  return d.toISOString().slice(0, 10);
}

/** An ISO date plus n days. */
export function addPlanDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
