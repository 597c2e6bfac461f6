import { useMutation } from '@tanstack/react-query';
import { ResetPasswordResponseSchema, type ResetPasswordBody } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface ResetPasswordInput extends ResetPasswordBody {
  resetKey: string;
}

export interface ResetPasswordResult {
  email: string;
  message: string | null;
}

/** PUT /api/v1/Auth/ResetPassword/{resetKey}: answers the account's Email for the auto sign-in. */
export async function resetPassword({
  resetKey,
  NewPassword,
}: ResetPasswordInput): Promise<ResetPasswordResult> {
  const response = await apiFetch(`/api/v1/Auth/ResetPassword/${encodeURIComponent(resetKey)}`, {
    method: 'PUT',
    body: { NewPassword } satisfies ResetPasswordBody,
    auth: 'none',
  });
  const { Email } = ResetPasswordResponseSchema.parse(await response.json());
  return { email: Email, message: response.headers.get('Message') };
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
