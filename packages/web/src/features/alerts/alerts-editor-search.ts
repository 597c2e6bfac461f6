/**
 * spec 001 §2: an alert editor's address: isNew when it was switched on just now. A plain
 * function, not a zod schema: the route table (the first load) carries it.
 */
export function alertEditorAddress(search: Record<string, unknown>): { isNew?: true } {
  return search.isNew === true || search.isNew === 'true' ? { isNew: true } : {};
}
