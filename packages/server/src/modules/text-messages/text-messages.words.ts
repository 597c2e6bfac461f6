import {
  UNASSIGNED_WORKERS_CONTRACT_ID,
  UNASSIGNED_WORKERS_LABEL,
  type TextMessageFilter,
  type TextRecipientStatus,
  TEXT_RECIPIENT_STATUSES,
} from '@siteline/shared';

/** 2026-11-27 → 11/27/2026, as the screens write dates. */
const usDate = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
};

/**
 * The filter a batch was sent with, in words for its detail and history ("Contracts: Electrical,
 * Unassigned workers · With an active badge · On site now").
 */
export function filterWords(
  filter: TextMessageFilter,
  contractNames: ReadonlyMap<number, string>,
  /** For a reader limited to companies: a contract it may not see is counted, never named. */
  onlyNamed = false,
): string {
  const parts: string[] = [];
  if (filter.contractFilter) {
    const names: string[] = [];
    let others = 0;
    for (const id of filter.contractIds) {
      const name = contractNames.get(id);
      if (id === UNASSIGNED_WORKERS_CONTRACT_ID) {
        if (onlyNamed) others += 1;
        else names.push(UNASSIGNED_WORKERS_LABEL);
      } else if (name !== undefined) names.push(name);
      else if (onlyNamed) others += 1;
      else names.push(`Contract ${id}`);
    }
    if (others > 0) names.push(`${others} other contract${others === 1 ? '' : 's'}`);
    parts.push(`Contracts: ${names.join(', ')}`);
  } else {
    parts.push('Every contract');
  }
  if (filter.onlyIncludeWorkersWithAnActiveTag) parts.push('With an active badge');
  if (filter.onlyIncludeWorkersOnSite) parts.push('On site now');
  else if (filter.firstSeenDateInclusive && filter.lastSeenDateInclusive) {
    const [first, last] = [filter.firstSeenDateInclusive, filter.lastSeenDateInclusive];
    parts.push(
      first === last ? `Seen on ${usDate(first)}` : `Seen ${usDate(first)} – ${usDate(last)}`,
    );
  } else parts.push('Everyone registered');
  return parts.join(' · ');
}

export function recipientStatus(status: string): TextRecipientStatus {
  return (TEXT_RECIPIENT_STATUSES as readonly string[]).includes(status)
    ? (status as TextRecipientStatus)
    : 'Queued';
}
