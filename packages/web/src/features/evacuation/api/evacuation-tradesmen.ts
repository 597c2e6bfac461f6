import { queryOptions, useQuery } from '@tanstack/react-query';
import { TradesmanListSchema } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/project/{id}/search-tradesmen (spec 001 §7): workers by name, 3 letters on. */
export function useTradesmen(projectId: number, search: string) {
  return useQuery(
    queryOptions({
      queryKey: ['tradesmen', projectId, search],
      queryFn: ({ signal }) =>
        apiJson(`/api/v1/project/${projectId}/search-tradesmen`, TradesmanListSchema, {
          query: { searchString: search },
          signal,
        }),
      enabled: search.trim().length >= 3,
      staleTime: 30_000,
    }),
  );
}
