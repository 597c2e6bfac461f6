// Readers of a list's address parameters: the router hands over text, numbers or anything a
// hand-edited link holds; what does not fit is undefined, so the list falls back to its default.

/** A whole number from 1, given as a number or as its text. */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** One of the allowed values; numbers may come as their text. */
export function oneOf<T extends string | number>(
  allowed: readonly T[],
  value: unknown,
): T | undefined {
  const candidate =
    typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value;
  return allowed.find((item) => item === candidate);
}

/**
 * validateSearch's answer with every key it reads present: the router keeps the raw value of a
 * key the validator leaves out (`?page=abc` would reach the request as `page=abc`), so a rejected
 * or default value must come back as undefined. `empty` names every key, checked by the compiler.
 */
export function withEveryKey<T extends object>(empty: Record<keyof T, undefined>, search: T): T {
  return { ...empty, ...search };
}
