import { SEARCH_MIN_LENGTH } from '@siteline/shared';

/** The spec's search rule (spec 002 §5), applied before anything reaches the URL or the server. */
export function applicableSearch(text: unknown): string | undefined {
  // The router reads `?search=123` as the number 123.
  const value = typeof text === 'number' ? String(text) : typeof text === 'string' ? text : '';
  const trimmed = value.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : undefined;
}

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
