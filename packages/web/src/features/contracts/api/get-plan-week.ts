import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PlanWeekSchema, type PlanWeek } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

export function planPath(projectId: number): string {
  return `/api/v1/project/${projectId}/workforce-plan`;
}

export function planKey(projectId: number) {
  return ['contracts', projectId, 'plan'] as const;
}

/** GET …/workforce-plan?weekStart=: one week of every contract's plan. */
export function getPlanWeek(
  projectId: number,
  weekStart: string | undefined,
  signal?: AbortSignal,
): Promise<PlanWeek> {
  return apiJson(planPath(projectId), PlanWeekSchema, { query: { weekStart }, signal });
}

export function getPlanWeekQueryOptions(projectId: number, weekStart: string | undefined) {
  return queryOptions({
    queryKey: [...planKey(projectId), weekStart ?? 'current'],
    queryFn: ({ signal }) => getPlanWeek(projectId, weekStart, signal),
  });
}

export function usePlanWeek(projectId: number, weekStart: string | undefined) {
  return useQuery({
    ...getPlanWeekQueryOptions(projectId, weekStart),
    placeholderData: keepPreviousData,
  });
}

/** GET …/workforce-plan/template?from=&days=: every contract's plan over a span, for the template. */
export function getPlanTemplate(projectId: number, from: string, days: number): Promise<PlanWeek> {
  return apiJson(`${planPath(projectId)}/template`, PlanWeekSchema, {
    query: { from, days: String(days) },
  });
}
