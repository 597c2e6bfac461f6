export function totalPages(totalCount: number, pageSize: number): number {
  return Math.ceil(totalCount / pageSize);
}

/**
 * spec 002 §4: a page change is ignored if the page is 0 or below, beyond the total pages, or
 * the current page.
 */
export function acceptPageChange(requested: number, current: number, pages: number): boolean {
  return (
    Number.isInteger(requested) && requested > 0 && requested <= pages && requested !== current
  );
}
