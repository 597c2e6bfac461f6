import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxHealthSchema, type OutboxHealth } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** How often the warning asks again. */
const REFRESH_MS = 30_000;

/** GET /api/v1/outbox/health (anyone signed in). */
export function getOutboxHealth(signal?: AbortSignal): Promise<OutboxHealth> {
  return apiJson('/api/v1/outbox/health', OutboxHealthSchema, { signal });
}

export function useOutboxHealth() {
  return useQuery(
    queryOptions({
      queryKey: ['outbox', 'health'],
      queryFn: ({ signal }) => getOutboxHealth(signal),
      refetchInterval: REFRESH_MS,
    }),
  );
}
