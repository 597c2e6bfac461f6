import { textDateRange, type TextDateRangeOption, type TextMessageFilter } from '@siteline/shared';

/** The new message's filter as the screen holds it (spec 002 §3). */
export interface TextFilterDraft {
  option: TextDateRangeOption;
  /** Custom's dates (YYYY-MM-DD); the named options work theirs out. */
  start: string;
  end: string;
  /** False: every contract; true: only `contractIds` (0: the unassigned workers). */
  contractFilter: boolean;
  contractIds: readonly number[];
  onlyIncludeWorkersWithAnActiveTag: boolean;
}

export interface RangeContext {
  today: string;
  projectStart: string;
  projectEnd: string | null;
}

/** The request the draft stands for, or null while it is not one (a custom range half typed). */
export function filterRequest(draft: TextFilterDraft, ctx: RangeContext): TextMessageFilter | null {
  const range =
    draft.option === 'Custom'
      ? draft.start && draft.end && draft.start <= draft.end
        ? { onSite: false, first: draft.start, last: draft.end }
        : null
      : textDateRange(draft.option, ctx);
  if (!range) return null;
  if (draft.contractFilter && draft.contractIds.length === 0) return null;
  return {
    contractFilter: draft.contractFilter,
    contractIds: draft.contractFilter ? [...draft.contractIds].sort((a, b) => a - b) : [],
    onlyIncludeWorkersWithAnActiveTag: draft.onlyIncludeWorkersWithAnActiveTag,
    onlyIncludeWorkersOnSite: range.onSite,
    firstSeenDateInclusive: range.first,
    lastSeenDateInclusive: range.last,
  };
}

/**
 * The key a verification was made for: Send is enabled only while the filter is the one verified
 * (spec 002 §3: "Any change to the date range, contracts or filters disables it again").
 */
export function filterKey(filter: TextMessageFilter | null): string | null {
  return filter === null ? null : JSON.stringify(filter);
}
