import { useQuery } from '@tanstack/react-query';
import { WorkerPhotoSchema } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workersQueryKey } from './get-workers.ts';

/** GET a worker's photo address and aspect ratio (the badge queue shows the face to check). */
export function useWorkerPhoto(projectId: number, workerId: number) {
  return useQuery({
    queryKey: [...workersQueryKey(projectId), workerId, 'photo'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/workers/${workerId}/photo`, WorkerPhotoSchema, {
        signal,
      }),
  });
}
