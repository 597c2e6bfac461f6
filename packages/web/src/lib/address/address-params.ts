import * as z from 'zod/mini';
import { SEARCH_MIN_LENGTH, isCalendarDate } from '@siteline/shared';

// The pieces of an address schema. The router hands a parameter over as it parsed it: a number,
// a boolean, an array (its own JSON), or text (a hand-edited or shared link). Each piece takes
// any of these and answers undefined for what does not fit, so a list falls back to its default
// instead of failing to open.
//
// Written with zod/mini (the same schemas, functions instead of methods): every route's address
// schema is part of the route tree, so it is on the first load of every page, /login included;
// zod's classic API cannot be tree-shaken and would put all of zod there.

/** Any zod schema, classic or mini. */
export type AnySchema = z.core.$ZodType;

/** A piece that never fails: absent or rejected is undefined. */
function lenient<T extends AnySchema>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** Rejects the value in a transform (the piece then answers undefined). */
function reject(ctx: z.core.ParsePayload, input: unknown, message: string) {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/** A number, or its text ("12", "-1"); booleans and arrays are not numbers. */
const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/)), z.transform(Number)),
]);

/** A whole number from 1 (a page, an id). */
export const positiveInt = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** A whole number from 1, or one of the given sentinels (-1 for "unassigned"). */
export function idOr(...sentinels: number[]) {
  return z.pipe(
    numeric,
    z.int().check(
      z.maximum(Number.MAX_SAFE_INTEGER),
      z.refine((id) => id > 0 || sentinels.includes(id)),
    ),
  );
}

/** One of the given numbers, as a number or its text (a list's item). */
export function numberIn<const T extends number>(allowed: readonly T[]) {
  return z.pipe(numeric, z.literal(allowed));
}

/** One of the given texts (a list's item). */
export function textIn<const T extends string>(allowed: readonly T[]) {
  return z.enum(allowed as readonly [T, ...T[]]);
}

export const addressParam = {
  /** A page number or an id: a whole number from 1. */
  positiveInt: () => lenient(z.pipe(numeric, positiveInt)),
  /** An id, or one of its sentinels such as -1 (Unassigned). */
  idOr: (...sentinels: number[]) => lenient(idOr(...sentinels)),
  /** One of the allowed values; numbers may come as their text. */
  oneOf: <const T extends string | number>(allowed: readonly T[]) =>
    lenient(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number, ctx) => {
          const candidate =
            typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value;
          const found = allowed.find((item) => item === candidate);
          return found === undefined ? reject(ctx, value, 'not allowed') : found;
        }),
      ),
    ),
  /** true or false, as a boolean or its text. */
  flag: () =>
    lenient(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((text) => text === 'true'),
        ),
      ]),
    ),
  /** A calendar day, YYYY-MM-DD. */
  calendarDate: () => lenient(z.string().check(z.refine(isCalendarDate))),
  /** Text the test accepts (a local minute of the access-control range). */
  matching: (test: (value: string) => boolean) => lenient(z.string().check(z.refine(test))),
  /** Non-empty text (a sign-in target). */
  text: () => lenient(z.string().check(z.minLength(1))),
  /** Free-text search, applied only from SEARCH_MIN_LENGTH characters (spec 002 §5). */
  search: () =>
    lenient(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value: string | number, ctx) => {
          const text = applicableSearch(value);
          return text === undefined ? reject(ctx, value, 'too short') : text;
        }),
      ),
    ),
  /**
   * A list: an array, a comma list or one value. Items the item schema rejects are dropped; the
   * rest come unique and in order; an empty list is undefined.
   */
  list: <T extends string | number>(item: z.ZodMiniType<T>, order?: readonly T[]) =>
    lenient(
      z.pipe(
        z.unknown(),
        z.transform((value: unknown, ctx) => {
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
          return sorted.length ? sorted : reject(ctx, value, 'empty');
        }),
      ),
    ),
};

/** The spec's search rule (spec 002 §5), applied before anything reaches the URL or the server. */
export function applicableSearch(text: unknown): string | undefined {
  // The router reads `?search=123` as the number 123.
  const value = typeof text === 'number' ? String(text) : typeof text === 'string' ? text : '';
  const trimmed = value.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : undefined;
}

type Shape = Record<string, AnySchema>;
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
  const object = z.object(shape);
  return z.pipe(
    object,
    z.transform((parsed: z.output<typeof object>) => finish(parsed)),
  );
}
