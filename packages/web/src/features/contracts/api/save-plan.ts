import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlanSaveResultSchema, type PlanSave, type PlanSaveResult } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { planKey, planPath } from './get-plan-week.ts';

/** PUT …/workforce-plan: the week grid's changed days. */
export function savePlan(projectId: number, body: PlanSave): Promise<PlanSaveResult> {
  return apiJson(planPath(projectId), PlanSaveResultSchema, { method: 'PUT', body });
}

/** The plan changes every plan figure on the dashboards too. */
export function usePlanWrite<TInput, TResult>(
  projectId: number,
  write: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['dashboards', projectId] }),
      ]);
    },
  });
}

export function useSavePlan(projectId: number) {
  return usePlanWrite(projectId, (body: PlanSave) => savePlan(projectId, body));
}
