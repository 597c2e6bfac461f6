import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  TEXT_CONTRACT_LIST_SIZE,
  TEXT_HISTORY_PAGE_SIZE,
  TextMessageBatchCreatedSchema,
  TextMessageBatchSchema,
  TextMessageContractsSchema,
  TextMessageHistorySchema,
  TextMessageVerifiedSchema,
  type TextMessageBatchCreate,
  type TextMessageFilterInput,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

const base = (projectId: number) => `/api/v1/projects/${projectId}/text-messages`;
export const textMessagesKey = (projectId: number) => ['text-messages', projectId] as const;

/** spec 002 §9: the picker asks for up to 10,000 contracts (with the pseudo contract 0). */
export function useTextMessageContracts(projectId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...textMessagesKey(projectId), 'contracts'],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/contracts`, TextMessageContractsSchema, {
          query: { pageSize: TEXT_CONTRACT_LIST_SIZE },
          signal,
        }),
      staleTime: 60_000,
      meta: { silentErrors: true },
    }),
  );
}

/** Who the filter finds now: a mutation, since each press asks again (who is on site changes). */
export function useVerifyTextRecipients(projectId: number) {
  return useMutation({
    mutationFn: (filter: TextMessageFilterInput) =>
      apiJson(`${base(projectId)}/verify`, TextMessageVerifiedSchema, {
        method: 'POST',
        body: filter,
      }),
    meta: { handlesErrors: true },
  });
}

export function useSendTextMessage(projectId: number) {
  return useMutation({
    mutationFn: (body: TextMessageBatchCreate) =>
      apiJson(`${base(projectId)}/batches`, TextMessageBatchCreatedSchema, {
        method: 'POST',
        body,
      }),
    meta: { handlesErrors: true },
  });
}

/** spec 002 §9: history page 1, 50 per page. */
export function useTextMessageHistory(projectId: number, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...textMessagesKey(projectId), 'history', page],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/batches`, TextMessageHistorySchema, {
          query: { page, take: TEXT_HISTORY_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { silentErrors: true },
    }),
  );
}

/**
 * Texts still on their way are asked about again every few seconds, until none is, for five
 * minutes at most (a provider that never reports delivery leaves them Sent).
 */
const IN_FLIGHT_POLL_MS = 5_000;
const IN_FLIGHT_POLLS = 60;

export function useTextMessageBatch(projectId: number, batchId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...textMessagesKey(projectId), 'batch', batchId],
      queryFn: ({ signal }) =>
        apiJson(`${base(projectId)}/batches/${batchId}`, TextMessageBatchSchema, { signal }),
      refetchInterval: (query) =>
        query.state.dataUpdateCount < IN_FLIGHT_POLLS &&
        query.state.data?.Recipients.some((r) => r.Status === 'Queued' || r.Status === 'Sent')
          ? IN_FLIGHT_POLL_MS
          : false,
      meta: { silentErrors: true },
    }),
  );
}
