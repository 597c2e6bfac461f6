import {
  PLAN_FILE_COLUMNS,
  PLAN_MESSAGES,
  isCalendarDate,
  planDateProblem,
  planDayProblems,
  type ApiErrorItem,
  type PlanFileColumn,
} from '@siteline/shared';
import type { SheetRow } from '../../lib/sheet-file.ts';
import type { PlanDayWrite } from './workforce-plan.repository.ts';

/** At most this many row errors are answered (the count of the rest follows them). */
export const MAX_ROW_ERRORS = 200;

// Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

export interface PlanRowsContext {
  contracts: readonly { id: number; name: string }[];
  projectStart: string;
  projectEnd: string | null;
}

export interface ParsedPlan {
  days: PlanDayWrite[];
  errors: ApiErrorItem[];
  rowsRead: number;
  rowsSkipped: number;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A date cell: an Excel serial day, YYYY-MM-DD, or the US M/D/YYYY (or M/D/YY) the spec's
 * screens write. Null when it is none of them or no real day.
 */
export function planCellDate(text: string, numeric: boolean): string | null {
  const value = text.trim();
  if (numeric || /^\d{5}(\.\d+)?$/.test(value)) {
    const serial = Math.floor(Number(value));
    if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
    return new Date(EXCEL_EPOCH_MS + serial * 86_400_000).toISOString().slice(0, 10);
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  let y: number;
  let m: number;
  let d: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    const year = Number(us[3]);
    [y, m, d] = [us[3]?.length === 2 ? 2000 + year : year, Number(us[1]), Number(us[2])];
  } else return null;
  const date = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** A number cell; blank is null; anything else that is not a plain number is NaN. */
function numberCell(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value)) return Number.NaN;
  return Number(value);
}

/**
 * The rows of a plan file checked against the project: the header names the columns (any order,
 * any case), the contract by id (else by its unique name), the date within the project, the
 * values by planDayProblems, each contract-day once. A row whose headcount and hours are both
 * blank is skipped (the template's unplanned days); a wholly empty row is ignored.
 */
export function parsePlanRows(rows: readonly SheetRow[], context: PlanRowsContext): ParsedPlan {
  const errors: ApiErrorItem[] = [];
  let extraErrors = 0;
  const problem = (row: number, column: PlanFileColumn | 'file', message: string) => {
    if (errors.length >= MAX_ROW_ERRORS) {
      extraErrors += 1;
      return;
    }
    const prefix = column === 'file' ? '' : `Row ${row}, ${column}: `;
    errors.push({
      errorMessage: `${prefix}${message}`,
      field: column === 'file' ? 'file' : `row.${row}.${column}`,
    });
  };
  const nonEmpty = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...body] = nonEmpty;
  const result: ParsedPlan = { days: [], errors, rowsRead: 0, rowsSkipped: 0 };
  if (!header) {
    problem(0, 'file', PLAN_MESSAGES.fileEmpty);
    return result;
  }
  const columnOf = new Map<PlanFileColumn, number>();
  header.cells.forEach((cell, index) => {
    const name = PLAN_FILE_COLUMNS.find((c) => normalise(c) === normalise(cell));
    if (name && !columnOf.has(name)) columnOf.set(name, index);
  });
  const required: PlanFileColumn[] = ['Date', 'Planned Headcount', 'Planned Hours'];
  if (
    required.some((c) => !columnOf.has(c)) ||
    (!columnOf.has('Contract ID') && !columnOf.has('Contract'))
  ) {
    problem(header.row, 'file', PLAN_MESSAGES.fileHeader);
    return result;
  }
  if (body.length === 0) {
    problem(header.row, 'file', PLAN_MESSAGES.fileEmpty);
    return result;
  }

  const ids = new Set(context.contracts.map((c) => c.id));
  const byName = new Map<string, number[]>();
  for (const c of context.contracts) {
    const key = normalise(c.name);
    byName.set(key, [...(byName.get(key) ?? []), c.id]);
  }
  const firstRowOf = new Map<string, number>();
  const cell = (row: SheetRow, column: PlanFileColumn) => {
    const index = columnOf.get(column);
    return index === undefined
      ? { text: '', numeric: false }
      : { text: row.cells[index] ?? '', numeric: row.numeric[index] ?? false };
  };

  for (const row of body) {
    result.rowsRead += 1;
    const headcountCell = cell(row, 'Planned Headcount').text;
    const hoursCell = cell(row, 'Planned Hours').text;
    if (headcountCell.trim() === '' && hoursCell.trim() === '') {
      result.rowsSkipped += 1;
      continue;
    }
    const errorsBefore = errors.length + extraErrors;

    let contractId: number | null = null;
    const idText = cell(row, 'Contract ID').text.trim();
    const nameText = cell(row, 'Contract').text;
    if (idText !== '') {
      const id = Number(idText);
      if (Number.isInteger(id) && ids.has(id)) contractId = id;
      else problem(row.row, 'Contract ID', PLAN_MESSAGES.contractUnknown);
    } else if (nameText.trim() !== '') {
      const matches = byName.get(normalise(nameText)) ?? [];
      if (matches.length === 1) contractId = matches[0] ?? null;
      else if (matches.length === 0)
        problem(row.row, 'Contract', PLAN_MESSAGES.contractNameUnknown);
      else problem(row.row, 'Contract', PLAN_MESSAGES.contractNameAmbiguous);
    } else problem(row.row, 'Contract ID', PLAN_MESSAGES.contractMissing);

    const dateCell = cell(row, 'Date');
    let date: string | null = null;
    if (dateCell.text.trim() === '') problem(row.row, 'Date', PLAN_MESSAGES.dateMissing);
    else {
      date = planCellDate(dateCell.text, dateCell.numeric);
      if (date === null) problem(row.row, 'Date', PLAN_MESSAGES.dateFormat);
      else {
        const outside = planDateProblem(date, context.projectStart, context.projectEnd);
        if (outside) problem(row.row, 'Date', outside);
      }
    }

    const headcount = numberCell(headcountCell);
    const hours = numberCell(hoursCell);
    for (const p of planDayProblems(headcount, hours)) {
      problem(
        row.row,
        p.field === 'PlannedHeadcount' ? 'Planned Headcount' : 'Planned Hours',
        p.message,
      );
    }

    if (contractId !== null && date !== null) {
      const key = `${contractId}|${date}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problem(row.row, 'Date', PLAN_MESSAGES.duplicateDay.replace('{row}', String(first)));
      } else firstRowOf.set(key, row.row);
    }
    if (errors.length + extraErrors === errorsBefore && contractId !== null && date !== null) {
      result.days.push({ contractId, date, headcount: headcount ?? 0, hours: hours ?? 0 });
    }
  }
  if (extraErrors > 0) {
    errors.push({ errorMessage: `${extraErrors} more problems are not listed.`, field: 'file' });
  }
  return result;
}
