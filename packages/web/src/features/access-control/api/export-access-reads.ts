import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/download.ts';
import type { AccessReadsRequest } from './get-access-reads.ts';

/** The file name the server gives (RFC 6266 filename*), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? 'access-log.xlsx';
}

/**
 * GET /api/v2/projects/{id}/access_control/reads/export: every read the filters select (not the
 * page on screen), written by the server, handed to the browser as a download.
 */
export async function exportAccessReads(
  projectId: number,
  query: AccessReadsRequest,
  language: 'en' | 'es',
): Promise<void> {
  const { page: _page, pageSize: _size, ...rest } = query;
  const response = await apiFetch(`/api/v2/projects/${projectId}/access_control/reads/export`, {
    query: { ...rest, language },
  });
  saveBlob(await response.blob(), fileNameOf(response));
}

export function useExportAccessReads(projectId: number) {
  return useMutation({
    mutationFn: (args: { query: AccessReadsRequest; language: 'en' | 'es' }) =>
      exportAccessReads(projectId, args.query, args.language),
  });
}
