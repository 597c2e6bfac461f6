import { useEffect } from 'react';
import { acceptPageChange, totalPages } from './data-grid-rules.ts';

export interface DataGridPageInput {
  /** The page the address asks for (1-based). */
  page: number;
  pageSize: number;
  totalCount: number;
  /** True while the list shows the previous answer: its total says nothing about this page. */
  placeholder: boolean;
  /** Puts the page in the address. */
  goToPage: (page: number) => void;
}

/**
 * A server-paged list's page rules (spec 002 §4): a page change outside the list or to the
 * current page is ignored, and an address past the last page (a narrower filter, rows removed, a
 * stale link) shows the last page instead.
 */
export function useDataGridPage({
  page,
  pageSize,
  totalCount,
  placeholder,
  goToPage,
}: DataGridPageInput) {
  const pages = totalPages(totalCount, pageSize);
  useEffect(() => {
    if (!placeholder && pages > 0 && page > pages) goToPage(pages);
  }, [placeholder, pages, page, goToPage]);
  return (requested: number) => {
    if (acceptPageChange(requested, page, pages)) goToPage(requested);
  };
}
