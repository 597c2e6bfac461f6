import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProjectPinSchema } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
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
