import { ReportFileSchema, type SafeProxQuery } from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { workerPath } from './worktime-keys.ts';

/**
 * The contact-tracing report (spec 002 §5, §7): the server makes the workbook and answers its
 * uid; the file comes from `GET report/downloadFile/?uid=` and is saved by the browser.
 */
export async function downloadSafeProx(
  projectId: number,
  workerId: number,
  query: SafeProxQuery,
): Promise<void> {
  const file = await apiJson(workerPath(projectId, workerId, '/safe-prox'), ReportFileSchema, {
    query: {
      startDateInclusive: query.startDateInclusive,
      endDateInclusive: query.endDateInclusive,
      timeRangeFilter: query.timeRangeFilter,
      minDurationInMinutes: query.minDurationInMinutes,
      startTimeInclusive: query.startTimeInclusive,
      endTimeInclusive: query.endTimeInclusive,
    },
  });
  const response = await apiFetch('/api/v1/report/downloadFile/', { query: { uid: file.uid } });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
