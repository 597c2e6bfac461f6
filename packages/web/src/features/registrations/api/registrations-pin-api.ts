import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProjectPinSchema } from '@siteline/shared';
import { apiFetch, apiJson } from '../../../lib/api-client.ts';
import { registrationsKey } from './registrations-keys.ts';

export function getPinQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...registrationsKey(projectId), 'pin'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/registrations/pin`, ProjectPinSchema, { signal }),
    meta: { silentErrors: true },
  });
}
/** GET registrations/pin: the pin, its link and the link's QR code. */
export const usePin = (projectId: number) => useQuery(getPinQueryOptions(projectId));

/** POST registrations/pin/reset: a new random pin. */
export function useResetPin(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson(`/api/v1/projects/${projectId}/registrations/pin/reset`, ProjectPinSchema, {
        method: 'POST',
      }),
    meta: { handlesErrors: true },
    onSuccess: (pin) => queryClient.setQueryData(getPinQueryOptions(projectId).queryKey, pin),
  });
}

/** Fetches a file the API serves behind the bearer and hands it to the browser to save/open. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await apiFetch(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
