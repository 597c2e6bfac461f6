import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SEARCH_MIN_LENGTH,
  ReaderSuggestionListSchema,
  type ReaderSuggestion,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { readersQueryKey } from './get-readers.ts';

/** GET /api/v2/projects/{id}/readers/autocomplete?search= (spec 002 §7): up to 20 readers. */
export function getReaderSuggestions(
  projectId: number,
  search: string,
  signal?: AbortSignal,
): Promise<ReaderSuggestion[]> {
  return apiJson(`/api/v2/projects/${projectId}/readers/autocomplete`, ReaderSuggestionListSchema, {
    query: { search },
    signal,
  });
}

export function getReaderSuggestionsQueryOptions(projectId: number, search: string) {
  return queryOptions({
    queryKey: [...readersQueryKey(projectId), 'suggestions', search],
    queryFn: ({ signal }) => getReaderSuggestions(projectId, search, signal),
    staleTime: 30_000,
    // Suggestions are a convenience: a failure must not raise the generic error alert.
    meta: { silentErrors: true },
  });
}

/** Asked only from 3 characters (spec 002 §5); shorter text suggests nothing. */
export function useReaderSuggestions(projectId: number, search: string) {
  const text = search.trim();
  return useQuery({
    ...getReaderSuggestionsQueryOptions(projectId, text),
    enabled: text.length >= SEARCH_MIN_LENGTH,
  });
}
