import type { Permission } from '../permissions.ts';
import type { RegistrationField } from './registrations-fields.schemas.ts';

/** A worker's dynamic fields: JSON keyed by FieldName, dotted names nested (DOMAIN "Worker"). */
export type WorkerFieldValues = { [key: string]: unknown };

const isRecord = (v: unknown): v is WorkerFieldValues =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value stored under a dotted FieldName (`EmergencyContact.Name`), or undefined. */
export function getFieldValue(fields: WorkerFieldValues, fieldName: string): unknown {
  let at: unknown = fields;
  for (const key of fieldName.split('.')) {
    if (!isRecord(at)) return undefined;
    at = at[key];
  }
  return at;
}

/**
 * A copy of `fields` with the value under a dotted FieldName replaced; `null` or `undefined`
 * removes it (and an object left empty).
 */
export function setFieldValue(
  fields: WorkerFieldValues,
  fieldName: string,
  value: unknown,
): WorkerFieldValues {
  const [head, ...rest] = fieldName.split('.') as [string, ...string[]];
  const copy: WorkerFieldValues = { ...fields };
  if (rest.length === 0) {
    if (value === null || value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const inner = setFieldValue(isRecord(copy[head]) ? copy[head] : {}, rest.join('.'), value);
  if (Object.keys(inner).length === 0) delete copy[head];
  else copy[head] = inner;
  return copy;
}

/**
 * The fields a user may see: a field with its own PermissionConst shows only to its holders
 * (spec 001 §4); provider employees see every field.
 */
export function fieldsVisibleTo<F extends Pick<RegistrationField, 'PermissionConst'>>(
  fields: readonly F[],
  permissions: readonly Permission[],
  isProviderEmployee = false,
): F[] {
  if (isProviderEmployee) return [...fields];
  const held = new Set(permissions);
  return fields.filter((f) => f.PermissionConst === null || held.has(f.PermissionConst));
}

/**
 * Ethnicity's rule (spec 002 §4): a value not among the options is Other, with the free text kept
 * separately.
 */
export function splitOtherValue(
  value: string | null | undefined,
  options: readonly string[],
  otherValue = 'Other',
): { value: string | null; other: string | null } {
  if (value === null || value === undefined || value === '') return { value: null, other: null };
  if (options.includes(value)) return { value, other: null };
  return { value: otherValue, other: value };
}
