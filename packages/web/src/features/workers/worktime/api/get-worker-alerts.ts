import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WorkerAlertListSchema, type WorkerAlert } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workerPath, worktimeQueryKey } from './worktime-keys.ts';

export interface WorkerAlertsFilter {
  /** Unix seconds, both inclusive (spec 002 §3). */
  startDate: number;
  endDate: number;
  statusIds: readonly number[];
}

/** The worker's alerts in the range and statuses (spec 002 §3 "Worker alert report"). */
export function getWorkerAlerts(
  projectId: number,
  workerId: number,
  filter: WorkerAlertsFilter,
  signal?: AbortSignal,
): Promise<WorkerAlert[]> {
  return apiJson(workerPath(projectId, workerId, '/alerts'), WorkerAlertListSchema, {
    query: {
      startDate: filter.startDate,
      endDate: filter.endDate,
      statusIds: filter.statusIds.join(','),
    },
    signal,
  });
}

export function getWorkerAlertsQueryOptions(
  projectId: number,
  workerId: number,
  filter: WorkerAlertsFilter,
) {
  return queryOptions({
    queryKey: [...worktimeQueryKey(projectId, workerId), 'alerts', filter],
    queryFn: ({ signal }) => getWorkerAlerts(projectId, workerId, filter, signal),
    // The tab shows its own message (spec 002 §8), not the app's generic one.
    meta: { silentErrors: true },
  });
}

export function useWorkerAlerts(
  projectId: number,
  workerId: number,
  filter: WorkerAlertsFilter | null,
) {
  return useQuery({
    ...getWorkerAlertsQueryOptions(
      projectId,
      workerId,
      filter ?? { startDate: 0, endDate: 0, statusIds: [] },
    ),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
