/** A field as the order needs it: its id and its profile section. */
export interface Ordered {
  RegistrationFieldId: number;
  ProfileSectionName: string;
}

/**
 * Moves a field one place up (-1) or down (+1) among the fields of its own section; the order is
 * the list of field ids, the sections keep their places. Unchanged at a section's edge.
 */
export function moveField<T extends Ordered>(rows: readonly T[], id: number, step: -1 | 1): T[] {
  const next = [...rows];
  const at = next.findIndex((r) => r.RegistrationFieldId === id);
  if (at < 0) return next;
  const section = next[at]!.ProfileSectionName;
  let to = at + step;
  while (to >= 0 && to < next.length && next[to]!.ProfileSectionName !== section) to += step;
  if (to < 0 || to >= next.length) return next;
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** The rows in a saved order of ids (fields not in it keep their place after it). */
export function inOrder<T extends Ordered>(
  rows: readonly T[],
  order: readonly number[] | null,
): T[] {
  if (!order) return [...rows];
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) =>
      (rank.get(a.RegistrationFieldId) ?? Infinity) - (rank.get(b.RegistrationFieldId) ?? Infinity),
  );
}
