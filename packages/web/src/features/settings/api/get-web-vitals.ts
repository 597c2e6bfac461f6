import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebVitalsSummarySchema, type WebVitalsSummary } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/logging/vitals/summary (provider employees). */
export function getWebVitals(hours: number, signal?: AbortSignal): Promise<WebVitalsSummary> {
  return apiJson(`/api/v1/logging/vitals/summary?hours=${hours}`, WebVitalsSummarySchema, {
    signal,
  });
}

/** Asked only when `enabled` (a provider employee): anyone else would get a 403. */
export function useWebVitals(hours: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['web-vitals', hours],
      queryFn: ({ signal }) => getWebVitals(hours, signal),
      enabled,
    }),
  );
}
