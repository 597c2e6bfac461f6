import { queryOptions, useQuery } from '@tanstack/react-query';
import { WorkerTimesheetsSchema, type WorkerTimesheets } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workerPath, worktimeQueryKey } from './worktime-keys.ts';

/** The worker's days (the engine's worker-days), the latest first. */
export function getWorkerTimesheets(
  projectId: number,
  workerId: number,
  signal?: AbortSignal,
): Promise<WorkerTimesheets> {
  return apiJson(workerPath(projectId, workerId, '/timesheets'), WorkerTimesheetsSchema, {
    signal,
  });
}

export function getWorkerTimesheetsQueryOptions(projectId: number, workerId: number) {
  return queryOptions({
    queryKey: [...worktimeQueryKey(projectId, workerId), 'timesheets'],
    queryFn: ({ signal }) => getWorkerTimesheets(projectId, workerId, signal),
  });
}

export function useWorkerTimesheets(projectId: number, workerId: number) {
  return useQuery(getWorkerTimesheetsQueryOptions(projectId, workerId));
}
