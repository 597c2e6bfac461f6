import type { ColumnType } from 'kysely';

/**
 * The column types schema.generated.ts is written in (hand-written: how values travel between
 * pg and the code). See database.ts for the type parsers behind them.
 */

/** A column with a default (or serial/identity): optional on insert. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

/** timestamptz: a Date out, a Date or ISO text in. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** date: a calendar day as 'YYYY-MM-DD' (STYLE.md habit 6), never a Date. */
export type DateOnly = ColumnType<string, string, string>;

/** numeric: exact, so it arrives as text; written as a number or text. */
export type Numeric = ColumnType<string, number | string, number | string>;

/** jsonb: an object out (pg parses it); written as JSON text (JSON.stringify). */
export type Json = ColumnType<Record<string, unknown>, string, string>;
