import { useMutation } from '@tanstack/react-query';
import { MESSAGES, VISIBILITY_ONLY_ERROR } from '@siteline/shared';
import { sessionFromToken, setSession, type Session } from '@/lib/auth-store.ts';
import { TokenRequestError, requestToken } from '@/lib/token-client.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** Password grant; the new session follows the user's demo flag (spec 000 §1). */
export async function signInWithPassword({ email, password }: SignInInput): Promise<Session> {
  const token = await requestToken({ grant_type: 'password', username: email.trim(), password });
  // The server refuses visibility-only users; never keep a session for one that slips through.
  if (token.isVisibilityOnlyUser) throw new TokenRequestError(400, null);
  const session = sessionFromToken(token);
  setSession(session);
  return session;
}

export function useSignIn() {
  return useMutation({ mutationFn: signInWithPassword, meta: { handlesErrors: true } });
}

/** spec 000 §1: visibility-only users are sent to the support article the server names. */
export function visibilityOnlyRedirect(error: unknown): string | null {
  if (!(error instanceof TokenRequestError)) return null;
  const tokenError = error.tokenError;
  if (tokenError?.error_description !== VISIBILITY_ONLY_ERROR) return null;
  return tokenError.error_uri ?? null;
}

/** spec 000 §8: the server's error_description, or the generic sign-in failure. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof TokenRequestError && error.tokenError) {
    const description = error.tokenError.error_description;
    if (description && description !== VISIBILITY_ONLY_ERROR) return description;
  }
  return MESSAGES.loginFailed;
}
