import { z } from 'zod';
import type { WorkerDirectoryRow } from './workers-directory.schemas.ts';

/**
 * The advanced directory's grid done by the server over every page (spec 001 §2 "Data grids":
 * grouping, filter row, header filter; CHECKLIST 10.13): each column's filter, the columns it is
 * grouped by, each group's size over the whole directory, and a column's values for its header
 * filter. A column is named as the grid names it: a fixed column (`CompanyName`…) or an extra
 * one (`extra.<AdvancedGridMappingFieldName>`).
 */

/** Grouped by at most this many columns, one inside the other. */
export const DIRECTORY_GROUP_MAX = 3;
/** A header filter lists at most this many values (the filter row narrows the rest). */
export const DIRECTORY_VALUES_LIMIT = 500;
const FILTERS_MAX = 40;

const COLUMN_ID = /^(?:extra\.[A-Za-z0-9_]{1,100}|[A-Za-z0-9]{1,60})$/;
const columnId = z.string().regex(COLUMN_ID, 'A column is a directory field’s name.');

export const DirectoryGridFilterSchema = z.object({
  id: columnId,
  text: z.string().max(200, 'A filter’s text is at most 200 characters.').optional(),
  values: z
    .array(z.string().max(500))
    .max(DIRECTORY_VALUES_LIMIT + 1)
    .optional(),
});
export type DirectoryGridFilter = z.infer<typeof DirectoryGridFilterSchema>;

const FILTERS_MESSAGE =
  'filters must be a JSON list of {"id": column, "text"?: text, "values"?: [values]}.';
/** `filters=[{"id":"CompanyName","text":"elec"},{"id":"NewHireString","values":["Yes"]}]`. */
export const directoryFiltersParam = z
  .string()
  .max(40_000, FILTERS_MESSAGE)
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: FILTERS_MESSAGE });
      return z.NEVER;
    }
    const result = z.array(DirectoryGridFilterSchema).max(FILTERS_MAX).safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: FILTERS_MESSAGE });
      return z.NEVER;
    }
    return result.data;
  })
  .optional()
  .transform((v) => v ?? []);

const GROUP_BY_MESSAGE = `groupBy must be up to ${DIRECTORY_GROUP_MAX} columns, separated by commas.`;
/** `groupBy=CompanyName,NewHireString`: the outer group first. */
export const directoryGroupByParam = z
  .string()
  .transform((text, ctx) => {
    const ids = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (ids.length > DIRECTORY_GROUP_MAX || !ids.every((id) => COLUMN_ID.test(id))) {
      ctx.addIssue({ code: 'custom', message: GROUP_BY_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .optional()
  .transform((v) => v ?? []);

/** One group of the grouped directory: its values, outermost first, and how many workers. */
export const DirectoryGroupSchema = z.object({
  Values: z.array(z.string()),
  Count: z.number().int(),
});
export type DirectoryGroup = z.infer<typeof DirectoryGroupSchema>;

export const DirectoryValuesResponseSchema = z.object({
  Column: z.string(),
  /** The column's distinct texts among the workers the other columns' filters leave. */
  Values: z.array(z.string()),
  /** More than DIRECTORY_VALUES_LIMIT: the first ones are listed. */
  Truncated: z.boolean(),
});
export type DirectoryValuesResponse = z.infer<typeof DirectoryValuesResponseSchema>;

/**
 * A row's cell as the server filters and groups it: the text the grid shows, in a form that
 * does not depend on the reader's language (Yes / No, On Site / Off Site, hours with two
 * decimals); the web labels the values in its language.
 */
export function directoryCellText(row: WorkerDirectoryRow, column: string): string {
  if (column.startsWith('extra.')) {
    const value = row.ExtraFields[column.slice('extra.'.length)];
    return value === null || value === undefined ? '' : String(value);
  }
  if (column === 'SubContractId') return row.CompanyName;
  if (column === 'TotalGrossHoursSeen') return row.TotalGrossHoursSeen.toFixed(2);
  const value = row[column as keyof WorkerDirectoryRow];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
