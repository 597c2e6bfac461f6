import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** PUT /api/v1/Auth/ChangePassword: 204, or 400 with the error list. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiFetch('/api/v1/Auth/ChangePassword', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
