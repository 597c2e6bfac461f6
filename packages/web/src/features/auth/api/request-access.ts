import { useMutation } from '@tanstack/react-query';
import { RequestAccessBodySchema, type RequestAccessBody } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/v1/Auth/RequestAccess: the answer's text is the Message header (spec 000 §7). */
export async function requestAccess(body: RequestAccessBody): Promise<string | null> {
  const response = await apiFetch('/api/v1/Auth/RequestAccess', {
    method: 'POST',
    body: RequestAccessBodySchema.parse(body),
    auth: 'none',
  });
  return response.headers.get('Message');
}

export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess, meta: { handlesErrors: true } });
}
