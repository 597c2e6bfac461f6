import { useMutation } from '@tanstack/react-query';
import type { AlertFact, SnoozeUnit } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { alertFactsPath } from './alerts-keys.ts';

/** POST …/alert-facts/snooze (spec 000 §3): the fact named by its type's id field. 204. */
export async function snoozeAlertFact(
  projectId: number,
  fact: AlertFact,
  length: { amount: number; unit: SnoozeUnit },
) {
  await apiFetch(alertFactsPath(projectId, '/snooze'), {
    method: 'POST',
    body: {
      ProjectId: projectId,
      [length.unit]: length.amount,
      [fact.SnoozeIdField]: fact.AlertFactId,
    },
  });
}

export function useSnoozeAlertFact(projectId: number) {
  return useMutation({
    mutationFn: ({ fact, ...length }: { fact: AlertFact; amount: number; unit: SnoozeUnit }) =>
      snoozeAlertFact(projectId, fact, length),
    meta: { handlesErrors: true },
  });
}
