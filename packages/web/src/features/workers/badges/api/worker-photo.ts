import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PhotoUploadResultSchema,
  WorkerPhotoSchema,
  type CropData,
  type WorkerPhoto,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { workerBadgesKey, workerPath } from './workers-badges-keys.ts';

/**
 * A stored file read with the session's bearer (an <img> cannot send it), as an object URL
 * revoked when the address changes or the component leaves.
 */
export function useObjectUrl(fileUrl: string | null | undefined) {
  const query = useQuery({
    queryKey: ['file', fileUrl],
    queryFn: async ({ signal }) => (await apiFetch(fileUrl!, { signal })).blob(),
    enabled: !!fileUrl,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return url;
}

/** Upload (multipart) then crop: the two calls of spec 002 §7 as one save. */
export function useSaveWorkerPhoto(projectId: number, workerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: Blob; crop: CropData }): Promise<WorkerPhoto> => {
      const form = new FormData();
      form.append('file', input.file);
      const uploaded = await apiJson(
        workerPath(projectId, workerId, '/photo/upload'),
        PhotoUploadResultSchema,
        { method: 'POST', form },
      );
      return apiJson(workerPath(projectId, workerId, '/photo'), WorkerPhotoSchema, {
        method: 'PUT',
        body: { BlobUid: uploaded.BlobUid, CropData: input.crop },
      });
    },
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workerBadgesKey(projectId, workerId) }),
        // The record's header (photo, active badge).
        queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'workers', workerId] }),
      ]),
  });
}
