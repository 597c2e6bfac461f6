/**
 * A data grid's column filter, the same on a client grid (in the browser) and a server-side one
 * (the advanced directory): the filter row's text, contained, and the header filter's chosen
 * values, exact. Text is compared without case or accents.
 */
export interface GridFilter {
  text?: string;
  values?: string[];
}

/** Case- and accent-insensitive text for matching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether a cell's text passes its column's filter. */
export function matchesFilter(text: string, filter: GridFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.values && !filter.values.includes(text)) return false;
  if (filter.text && !foldText(text).includes(foldText(filter.text.trim()))) return false;
  return true;
}
