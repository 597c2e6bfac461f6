import { useState } from 'react';

/** spec 001 §4: the parameters on screen differ from the ones the report was loaded with. */
export function sameParams(a: object, b: object): boolean {
  const same = (x: unknown, y: unknown): boolean =>
    Array.isArray(x) && Array.isArray(y)
      ? x.length === y.length && x.every((v, i) => v === y[i])
      : x === y;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/**
 * The parameters a report was last loaded with, whether the ones on screen differ ("Edited"),
 * and Refresh: loads the new ones (their query runs by itself), or asks again for the same.
 */
export function useAppliedParams<T extends object>(params: T) {
  const [applied, setApplied] = useState(params);
  const edited = !sameParams(applied, params);
  const refresh = (refetch: () => unknown) => {
    if (edited) setApplied(params);
    else void refetch();
  };
  return { applied, edited, refresh };
}
