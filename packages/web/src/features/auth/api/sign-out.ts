import type { SignOutBody } from '@siteline/shared';
import { apiFetch } from '@/lib/api-client.ts';
import type { Session } from '@/lib/auth-store.ts';

/**
 * POST /api/v1/Auth/SignOut revokes the refresh token. The session is already gone locally,
 * so it carries the old access token itself, and a failure changes nothing for the user.
 */
export async function revokeRefreshToken(session: Session): Promise<void> {
  try {
    await apiFetch('/api/v1/Auth/SignOut', {
      method: 'POST',
      body: { refresh_token: session.refreshToken } satisfies SignOutBody,
      auth: { token: session.accessToken },
    });
  } catch {
    // Ignored on purpose (issue: "call it on sign-out, ignore its failure").
  }
}
