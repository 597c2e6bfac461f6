import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BadgeTemplateListSchema,
  PrintBadgeResultSchema,
  downloadUrl,
  type PrintBadge,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { workerPath } from './workers-badges-keys.ts';

/** The project's badge templates, the default first. */
export function useBadgeTemplates(projectId: number, enabled = true) {
  return useQuery({
    queryKey: ['badgeTemplates', projectId],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/badge-templates`, BadgeTemplateListSchema, { signal }),
    enabled,
  });
}

/** Print: the server makes the PDF and answers its uid; the PDF is then read as a Blob. */
export function usePrintBadge(projectId: number, workerId: number) {
  return useMutation({
    mutationFn: async (input: PrintBadge): Promise<{ uid: string; pdf: Blob }> => {
      const { uid } = await apiJson(
        workerPath(projectId, workerId, '/badges'),
        PrintBadgeResultSchema,
        { method: 'POST', body: input },
      );
      const pdf = await (await apiFetch(downloadUrl(uid))).blob();
      return { uid, pdf };
    },
    meta: { handlesErrors: true },
  });
}
