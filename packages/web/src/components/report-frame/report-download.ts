import { ReportFileSchema, type ReportFormat, type ReportKind } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';

/** Asks for the report's file (the query checked as the report checks it), then downloads it. */
export async function downloadReport(
  projectId: number,
  report: ReportKind,
  format: ReportFormat,
  params: Record<string, string | number | undefined>,
): Promise<void> {
  const file = await apiJson(
    `/api/v1/projects/${projectId}/reports/${report}/file?${new URLSearchParams(clean({ ...params, format })).toString()}`,
    ReportFileSchema,
  );
  await downloadFile(
    `/api/v1/report/downloadFile/?uid=${encodeURIComponent(file.uid)}`,
    file.FileName,
  );
}

function clean(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}
