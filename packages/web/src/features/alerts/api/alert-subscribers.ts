import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertSubscriberSchema,
  AlertSubscribersListSchema,
  type AlertSubscriberUpsert,
  type AlertSubscribersQuery,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { alertsQueryKey } from './alerts-keys.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}`;

export function alertSubscribersKey(projectId: number) {
  return [...alertsQueryKey(projectId), 'subscribers'] as const;
}

/** GET …/alert-subscribers in the address's order (spec 001 §3). */
export function useAlertSubscribers(projectId: number, order: AlertSubscribersQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...alertSubscribersKey(projectId), order],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/alert-subscribers`, AlertSubscribersListSchema, {
          query: {
            orderBySubscribers: order.orderBySubscribers,
            reverseSubscribers: String(order.reverseSubscribers),
          },
          signal,
        }),
    }),
  );
}

/** PUT …/alert-subscribers: creates (no id) or replaces; the list is read again after. */
export function useSaveAlertSubscriber(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSubscriberUpsert) =>
      apiJson(`${base(projectId)}/alert-subscribers`, AlertSubscriberSchema, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertSubscribersKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

/**
 * DELETE …/alert-subscribers/{id}. The list is not read again here: the page keeps the row up
 * while it says "Deleted!" (spec 001 §4), then reads the list.
 */
export function useDeleteAlertSubscriber(projectId: number) {
  return useMutation({
    mutationFn: (subscriberId: number) =>
      apiFetch(`${base(projectId)}/alert-subscribers/${subscriberId}`, { method: 'DELETE' }),
    meta: { handlesErrors: true },
  });
}
