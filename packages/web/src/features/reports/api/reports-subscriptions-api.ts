import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReportSubscriptionsSavedSchema,
  ReportSubscriptionsSchema,
  ReportSubscriptionsSentSchema,
  ReportUnsubscribedSchema,
  type ReportSubscriptionInput,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

const key = (projectId: number) => ['projects', projectId, 'report-subscriptions'] as const;
const path = (projectId: number) => `/api/v1/projects/${projectId}/report-subscriptions`;

/** spec 002 §7 "Project subscriptions: get". */
export function useReportSubscriptions(projectId: number) {
  return useQuery({
    queryKey: key(projectId),
    queryFn: ({ signal }) => apiJson(path(projectId), ReportSubscriptionsSchema, { signal }),
  });
}

/** spec 002 §7 "Project subscriptions: set": the page's rows, removed ones with EntityState -1. */
export function useSaveReportSubscriptions(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: ReportSubscriptionInput[]) =>
      apiJson(path(projectId), ReportSubscriptionsSavedSchema, {
        method: 'PUT',
        body: { Subscriptions: rows },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(projectId) }),
    meta: { handlesErrors: true },
  });
}

/** Siteline's "send yesterday's reports now": the caller's subscriptions, at once. */
export function useSendReportSubscriptions(projectId: number) {
  return useMutation({
    mutationFn: () =>
      apiJson(`${path(projectId)}/send`, ReportSubscriptionsSentSchema, { method: 'POST' }),
    meta: { handlesErrors: true },
  });
}

/** spec 000 §7 "Report subscription unsubscribe (email, key)", with no one signed in. */
export function unsubscribe(unsubscribeKey: string) {
  return apiJson('/api/v1/report-subscriptions/unsubscribe', ReportUnsubscribedSchema, {
    method: 'POST',
    body: { UnsubscribeKey: unsubscribeKey },
    auth: 'none',
  });
}
