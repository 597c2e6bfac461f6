import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertFactSchema, type AlertFact } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getActiveAlertFactsQueryOptions } from './get-active-alert-facts.ts';
import { alertFactsPath } from './alerts-keys.ts';

/** POST …/alert-facts/{id}/acknowledge: the fact as it is now, with who acknowledged it. */
export function acknowledgeAlertFact(projectId: number, alertFactId: number, note: string) {
  return apiJson(alertFactsPath(projectId, `/${alertFactId}/acknowledge`), AlertFactSchema, {
    method: 'POST',
    body: { Note: note },
  });
}

/** On success the fact is replaced in the overview's list at once. */
export function useAcknowledgeAlertFact(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fact, note }: { fact: AlertFact; note: string }) =>
      acknowledgeAlertFact(projectId, fact.AlertFactId, note),
    onSuccess: (updated) => {
      queryClient.setQueryData(getActiveAlertFactsQueryOptions(projectId).queryKey, (current) =>
        current
          ? {
              ...current,
              Data: current.Data.map((f) => (f.AlertFactId === updated.AlertFactId ? updated : f)),
            }
          : current,
      );
    },
    meta: { handlesErrors: true },
  });
}
