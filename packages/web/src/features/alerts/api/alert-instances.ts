import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertToggleResultSchema,
  AlertsListSchema,
  ContractDeviationInstanceSchema,
  EndDateInstanceSchema,
  KeyPersonInstanceSchema,
  ReaderStatusInstanceSchema,
  RealtimePersonInstanceSchema,
  TradesmanListSchema,
  UnauthorizedPersonInstanceSchema,
  ZoneDensityInstanceSchema,
  type ContractDeviationInstanceUpdate,
  type EndDateInstanceUpdate,
  type KeyPersonInstanceUpdate,
  type ReaderStatusInstanceUpdate,
  type RealtimePersonInstanceUpdate,
  type UnauthorizedPersonInstanceUpdate,
  type ZoneDensityInstanceUpdate,
} from '@siteline/shared';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client.ts';
import { alertsQueryKey } from './alerts-keys.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}`;
const definitionsKey = (projectId: number) => [...alertsQueryKey(projectId), 'definitions'];

/** GET …/alerts: the seven definitions, with the project's instances (ManageAlerts). */
export function useAlertDefinitions(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: definitionsKey(projectId),
      queryFn: ({ signal }) => apiJson(`${base(projectId)}/alerts`, AlertsListSchema, { signal }),
    }),
  );
}

/** PUT …/alerts/{alertId}/active: on (isNew the first time) or off. */
export function useToggleAlert(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, isActive }: { alertId: number; isActive: boolean }) =>
      apiJson(`${base(projectId)}/alerts/${alertId}/active`, AlertToggleResultSchema, {
        method: 'PUT',
        body: { IsActive: isActive },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

/** An alert instance's editor: GET and PUT of …/alerts/{path}, each with its schema. */
function editor<S extends z.ZodType, U>(path: string, schema: S) {
  type T = z.infer<S>;
  return {
    useInstance(projectId: number) {
      return useQuery(
        queryOptions({
          queryKey: [...alertsQueryKey(projectId), path],
          queryFn: ({ signal }) =>
            apiJson(`${base(projectId)}/alerts/${path}`, schema, { signal }) as Promise<T>,
          meta: { silentErrors: true },
        }),
      );
    },
    useSave(projectId: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: U) =>
          apiJson(`${base(projectId)}/alerts/${path}`, schema, {
            method: 'PUT',
            body,
          }) as Promise<T>,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(projectId) }),
        meta: { handlesErrors: true },
      });
    },
  };
}

export const keyPersonEditor = editor<typeof KeyPersonInstanceSchema, KeyPersonInstanceUpdate>(
  'key-person',
  KeyPersonInstanceSchema,
);
export const readerStatusEditor = editor<
  typeof ReaderStatusInstanceSchema,
  ReaderStatusInstanceUpdate
>('reader-status', ReaderStatusInstanceSchema);
export const realtimePersonEditor = editor<
  typeof RealtimePersonInstanceSchema,
  RealtimePersonInstanceUpdate
>('realtime-person', RealtimePersonInstanceSchema);
export const contractDeviationEditor = editor<
  typeof ContractDeviationInstanceSchema,
  ContractDeviationInstanceUpdate
>('contract-deviation', ContractDeviationInstanceSchema);
export const endDateEditor = editor<typeof EndDateInstanceSchema, EndDateInstanceUpdate>(
  'enddate',
  EndDateInstanceSchema,
);
export const unauthorizedEditor = editor<
  typeof UnauthorizedPersonInstanceSchema,
  UnauthorizedPersonInstanceUpdate
>('unauthorized-person', UnauthorizedPersonInstanceSchema);
export const zoneDensityEditor = editor<
  typeof ZoneDensityInstanceSchema,
  ZoneDensityInstanceUpdate
>('zone-density', ZoneDensityInstanceSchema);

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
