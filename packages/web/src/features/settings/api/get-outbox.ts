import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxSummarySchema, type OutboxSummary } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** How often the outbox screen asks again. */
const REFRESH_MS = 30_000;

/** GET /api/v1/outbox/summary (provider employees). */
export function getOutboxSummary(signal?: AbortSignal): Promise<OutboxSummary> {
  return apiJson('/api/v1/outbox/summary', OutboxSummarySchema, { signal });
}

/** Asked only when `enabled` (a provider employee): anyone else would get a 403. */
export function useOutboxSummary(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['outbox', 'summary'],
      queryFn: ({ signal }) => getOutboxSummary(signal),
      enabled,
      refetchInterval: REFRESH_MS,
    }),
  );
}
