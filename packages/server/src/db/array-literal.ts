/**
 * PostgreSQL array literals for the hot bulk statements (ingestion): a batch's columns are sent
 * as one text parameter each, built here with a join, instead of node-postgres quoting and
 * escaping every element of every array (a third of a batch's encoding time at 500 reads).
 * Cast them in SQL (`${intArray(xs)}::int[]`). Anything else keeps the driver's own encoding.
 */

/** Integers, booleans or null: `{1,NULL,3}`. Non-integers are refused, never sent half-right. */
export function numberArray(values: readonly (number | boolean | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    if (v === null || v === undefined) out += 'NULL';
    else if (typeof v === 'boolean') out += v ? 't' : 'f';
    else if (Number.isSafeInteger(v)) out += v;
    else throw new TypeError(`numberArray: ${v} is not a safe integer`);
  }
  return `${out}}`;
}

/** Text or null: every element double-quoted, backslashes and quotes escaped. */
export function textArray(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `${out}}`;
}
