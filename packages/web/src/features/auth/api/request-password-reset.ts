import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/v1/Auth/ResetPassword?email: always 200; the text to show is the Message header. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const response = await apiFetch('/api/v1/Auth/ResetPassword', {
    method: 'POST',
    query: { email: email.trim() },
    auth: 'none',
  });
  return response.headers.get('Message');
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { handlesErrors: true } });
}
