import type { QueryClient } from '@tanstack/react-query';
import {
  resolveAccessControlSearch,
  toAccessReadsQuery,
  type AccessControlSearch,
} from '../access-control-search.ts';
import { getAccessControlContractsQueryOptions } from './get-access-control-contracts.ts';
import { getAccessReadTotalsQueryOptions } from './get-access-read-totals.ts';
import { getAccessReadsQueryOptions } from './get-access-reads.ts';
import { prefetchQuietly } from '@/lib/query-client.ts';

/**
 * The dashboard's first answers, asked for by the route while the page's code loads (decision
 * 0016, rule 7): once the project's time zone is known (it sets the default range), the reads
 * and totals of the address's filters, as the page will ask for them.
 */
export async function prefetchAccessControl(
  queryClient: QueryClient,
  projectId: number,
  search: AccessControlSearch,
  timeZoneId: Promise<string>,
): Promise<void> {
  void prefetchQuietly(queryClient, getAccessControlContractsQueryOptions(projectId));
  const TimeZoneId = await timeZoneId;
  const query = toAccessReadsQuery(resolveAccessControlSearch(search, TimeZoneId), TimeZoneId);
  if (query === null) return;
  void prefetchQuietly(queryClient, getAccessReadsQueryOptions(projectId, query));
  void prefetchQuietly(queryClient, getAccessReadTotalsQueryOptions(projectId, query));
}
