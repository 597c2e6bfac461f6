import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  WebhookCreatedSchema,
  WebhookDeliveriesSchema,
  WebhookDeliverySchema,
  WebhookSchema,
  WebhooksSchema,
  type WebhookCreateInput,
  type WebhookUpdateInput,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}/integrations/webhooks`;
const webhooksKey = (projectId: number) => ['integrations', projectId, 'webhooks'] as const;

export function useWebhooks(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: webhooksKey(projectId),
      queryFn: ({ signal }) => apiJson(base(projectId), WebhooksSchema, { signal }),
    }),
  );
}

export function useCreateWebhook(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreateInput) =>
      apiJson(base(projectId), WebhookCreatedSchema, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

export function useUpdateWebhook(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookUpdateInput }) =>
      apiJson(`${base(projectId)}/${id}`, WebhookSchema, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteWebhook(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch(`${base(projectId)}/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

export function useSendWebhookTest(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson(`${base(projectId)}/${id}/test`, WebhookDeliverySchema, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey(projectId) }),
    meta: { handlesErrors: true },
  });
}

/** The delivery log; asked again every few seconds while a delivery is pending. */
export function useWebhookDeliveries(projectId: number, webhookId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...webhooksKey(projectId), webhookId, 'deliveries', page],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/${webhookId}/deliveries`, WebhookDeliveriesSchema, {
          query: { page },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.Data.some((d) => d.Status === 'Pending') ? 5_000 : false,
    }),
  );
}
