import { z } from 'zod';

/**
 * The largest id the database holds: ids are PostgreSQL `int` (serial) columns. A larger number
 * can name nothing, and sent on to the database it fails as an out-of-range value; every id the
 * API reads goes through these schemas so it answers 400 (or 403/404) instead.
 */
export const MAX_ID = 2_147_483_647;

/** True for a whole number the database could hold as an id (1 to MAX_ID). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** An id in a JSON body. */
export function idSchema(message = 'Must be an id (a whole number from 1 to 2147483647).') {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/** An id in a path or query string (text, coerced). */
export function idParamSchema(message = 'Must be an id (a whole number from 1 to 2147483647).') {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

export const IdSchema = idSchema();
export const IdParamSchema = idParamSchema();
