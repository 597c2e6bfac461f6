import { z } from 'zod';
import { SEARCH_MIN_LENGTH, isCalendarDate } from '@siteline/shared';

// The pieces of an address schema. The router hands a parameter over as it parsed it: a number,
// a boolean, an array (its own JSON), or text (a hand-edited or shared link). Each piece takes
// any of these and answers undefined for what does not fit, so a list falls back to its default
// instead of failing to open.

/** A piece that never fails: absent or rejected is undefined. */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A number, or its text ("12", "-1"); booleans and arrays are not numbers. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** A whole number from 1 (a page, an id). */
export const positiveInt = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A whole number from 1, or one of the given sentinels (-1 for "unassigned"). */
export function idOr(...sentinels: number[]) {
  return numeric.pipe(
    z
      .number()
      .int()
      .max(Number.MAX_SAFE_INTEGER)
      .refine((id) => id > 0 || sentinels.includes(id)),
  );
}

/** One of the given numbers, as a number or its text (a list's item). */
export function numberIn<const T extends number>(allowed: readonly T[]) {
  return numeric.pipe(z.literal(allowed));
}

export const addressParam = {
  /** A page number or an id: a whole number from 1. */
  positiveInt: () => lenient(numeric.pipe(positiveInt)),
  /** An id, or one of its sentinels such as -1 (Unassigned). */
  idOr: (...sentinels: number[]) => lenient(idOr(...sentinels)),
  /** One of the allowed values; numbers may come as their text. */
  oneOf: <const T extends string | number>(allowed: readonly T[]) =>
    lenient(
      z.union([z.string(), z.number()]).transform((value, ctx) => {
        const candidate =
          typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value;
        const found = allowed.find((item) => item === candidate);
        if (found === undefined) {
          ctx.addIssue({ code: 'custom', message: 'not allowed' });
          return z.NEVER;
        }
        return found;
      }),
    ),
  /** true or false, as a boolean or its text. */
  flag: () =>
    lenient(z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])),
  /** A calendar day, YYYY-MM-DD. */
  calendarDate: () => lenient(z.string().refine(isCalendarDate)),
  /** Non-empty text (a sign-in target). */
  text: () => lenient(z.string().min(1)),
  /** Free-text search, applied only from SEARCH_MIN_LENGTH characters (spec 002 §5). */
  search: () =>
    lenient(
      z.union([z.string(), z.number()]).transform((value, ctx) => {
        const text = applicableSearch(value);
        if (text === undefined) {
          ctx.addIssue({ code: 'custom', message: 'too short' });
          return z.NEVER;
        }
        return text;
      }),
    ),
  /**
   * A list: an array, a comma list or one value. Items the item schema rejects are dropped; the
   * rest come unique and in order; an empty list is undefined.
   */
  list: <T extends string | number>(item: z.ZodType<T>, order?: readonly T[]) =>
    lenient(
      z.unknown().transform((value, ctx) => {
        const items = Array.isArray(value)
          ? (value as unknown[])
          : typeof value === 'string'
            ? value.split(',')
            : typeof value === 'number'
              ? [value]
              : [];
        const accepted = [
          ...new Set(items.flatMap((raw) => (item.safeParse(raw).data ?? []) as T[])),
        ];
        const sorted = order
          ? order.filter((known) => accepted.includes(known))
          : accepted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (!sorted.length) {
          ctx.addIssue({ code: 'custom', message: 'empty' });
          return z.NEVER;
        }
        return sorted;
      }),
    ),
};

/** The spec's search rule (spec 002 §5), applied before anything reaches the URL or the server. */
export function applicableSearch(text: unknown): string | undefined {
  // The router reads `?search=123` as the number 123.
  const value = typeof text === 'number' ? String(text) : typeof text === 'string' ? text : '';
  const trimmed = value.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : undefined;
}

type Shape = Record<string, z.ZodType>;
/** What an address holds: every parameter optional, absent meaning the default. */
export type AddressOf<S extends Shape> = { [K in keyof S]?: Exclude<z.output<S[K]>, undefined> };

/**
 * A route's address schema (its `validateSearch`). The answer names every key of the shape, as
 * undefined when rejected or equal to the default: the router keeps the raw value of a key the
 * validator leaves out (`?page=abc` would reach a request as `page=abc`). `normalize` drops the
 * defaults, so one view has one address.
 */
export function addressSchema<S extends Shape>(
  shape: S,
  normalize: (address: AddressOf<S>) => AddressOf<S> = (address) => address,
) {
  const empty = Object.fromEntries(Object.keys(shape).map((key) => [key, undefined]));
  // z.object has checked every key against the shape: what it hands over is an AddressOf<S>.
  const finish = (parsed: unknown) =>
    ({ ...empty, ...normalize(parsed as AddressOf<S>) }) as AddressOf<S>;
  return z.object(shape).transform(finish);
}
