import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertsReportSchema } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { alertFactsPath, alertsQueryKey } from './alerts-keys.ts';

export interface AlertsReportParams {
  startDate: string;
  endDate: string;
  alertStatusIds: readonly number[];
}

/** GET …/alert-facts?startDate&endDate&alertStatusIds (spec 001 §7 "Alert facts by project"). */
export function useAlertsReport(projectId: number, params: AlertsReportParams, enabled: boolean) {
  return useQuery({
    queryKey: [...alertsQueryKey(projectId), 'report', params],
    queryFn: ({ signal }) =>
      apiJson(alertFactsPath(projectId), AlertsReportSchema, {
        query: {
          startDate: params.startDate,
          endDate: params.endDate,
          alertStatusIds: params.alertStatusIds.join(','),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
