import { useMutation } from '@tanstack/react-query';
import type { AlertFact } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { alertFactsPath } from './alerts-keys.ts';

/** POST …/alert-facts/snooze (spec 000 §3): the fact named by its type's id field. 204. */
export async function snoozeAlertFact(projectId: number, fact: AlertFact, days: number) {
  await apiFetch(alertFactsPath(projectId, '/snooze'), {
    method: 'POST',
    body: { ProjectId: projectId, Days: days, [fact.SnoozeIdField]: fact.AlertFactId },
  });
}

export function useSnoozeAlertFact(projectId: number) {
  return useMutation({
    mutationFn: ({ fact, days }: { fact: AlertFact; days: number }) =>
      snoozeAlertFact(projectId, fact, days),
    meta: { handlesErrors: true },
  });
}
