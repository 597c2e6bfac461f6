import type { ProjectPermissions } from '@siteline/shared';

/**
 * The caller's identity as every area sees it, below the areas: the request hook
 * (lib/authenticate.ts) and the realtime channel check tokens with these types, every service
 * takes an `AuthContext`, and only the auth area makes them. No area imports the auth area's
 * service for its caller.
 */

/** Who is calling, as every protected route sees it (loaded from the database, not the token). */
export interface AuthContext {
  userId: number;
  familyId: string;
  email: string;
  isDemoUser: boolean;
  isProviderEmployee: boolean;
  permissions: ProjectPermissions[];
}

/**
 * The access_token is for the first API, `jwt` for the second (spec 000 §7); both are ours. The
 * request hook picks one by path and the auth area signs with them.
 */
export const AUDIENCES = { api: 'siteline-api', apiV2: 'siteline-api-v2' } as const;

export type Audience = (typeof AUDIENCES)[keyof typeof AUDIENCES];

/** What a valid access token says. */
export interface AccessClaims {
  userId: number;
  /** The refresh-token family (the sign-in session) the token was issued for. */
  familyId: string;
  /** Milliseconds since the epoch the token was issued (compared with users.tokens_valid_after). */
  issuedAtMs: number;
}

export interface TokenSigner {
  sign(userId: number, familyId: string, audience: Audience): Promise<string>;
  /** The claims of a valid token issued for `audience`; null for any other token. */
  verify(token: string, audience: Audience): Promise<AccessClaims | null>;
}

/** Turns a token's claims into the caller (null: the user or the session is gone). */
export interface SubjectLoader {
  loadSubject(claims: AccessClaims): Promise<AuthContext | null>;
}
