import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUserSchema, type CurrentUser } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/Auth/CurrentUser. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiJson('/api/v1/Auth/CurrentUser', CurrentUserSchema, { signal });
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: ['current-user'],
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
