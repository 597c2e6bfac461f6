import { PlanUploadResultSchema, type PlanUploadResult } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { planPath } from './get-plan-week.ts';
import { usePlanWrite } from './save-plan.ts';

/** POST …/workforce-plan/upload: the file's bytes; all rows are written or none. */
export function uploadPlan(projectId: number, file: Blob): Promise<PlanUploadResult> {
  return apiJson(`${planPath(projectId)}/upload`, PlanUploadResultSchema, { method: 'POST', file });
}

export function useUploadPlan(projectId: number) {
  return usePlanWrite(projectId, (file: Blob) => uploadPlan(projectId, file));
}
