import { queryOptions, useQuery } from '@tanstack/react-query';
import { WorkerStampListSchema, type WorkerStamp } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workerPath, worktimeQueryKey } from './worktime-keys.ts';

/** The stamp detail of one timesheet date (spec 002 §3). */
export function getWorkerStamps(
  projectId: number,
  workerId: number,
  date: string,
  signal?: AbortSignal,
): Promise<WorkerStamp[]> {
  return apiJson(
    workerPath(projectId, workerId, `/timesheets/${date}/stamps`),
    WorkerStampListSchema,
    { signal },
  );
}

export function getWorkerStampsQueryOptions(projectId: number, workerId: number, date: string) {
  return queryOptions({
    queryKey: [...worktimeQueryKey(projectId, workerId), 'stamps', date],
    queryFn: ({ signal }) => getWorkerStamps(projectId, workerId, date, signal),
  });
}

export function useWorkerStamps(projectId: number, workerId: number, date: string | null) {
  return useQuery({
    ...getWorkerStampsQueryOptions(projectId, workerId, date ?? ''),
    enabled: date !== null,
  });
}
