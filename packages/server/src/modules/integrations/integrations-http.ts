import { createHash, randomBytes } from 'node:crypto';

/**
 * What the adapters of providers signed in to share (Procore, Autodesk): JSON over HTTP with a
 * timeout, a refusal or outage as a ProviderError, OAuth 2.0 tokens read from a token answer,
 * and RFC 7636's PKCE pair.
 */

export interface ProviderTokens {
  accessToken: string;
  /** None from the client credentials grant: a new token is asked for instead. */
  refreshToken: string | null;
  expiresAt: Date;
}

/**
 * A call the provider refused or could not answer: `retryable` for 429, 5xx and network faults
 * (try later), `unauthorized` for 401 (renew the token), otherwise the answer stands.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

/** RFC 7636: a verifier of 43+ unreserved characters and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const TIMEOUT_MS = 15_000;

/** One call; the answer's JSON (null when empty), or a ProviderError naming the provider. */
export async function providerCall(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(
      `${provider} could not be reached: ${(error as Error).message}`,
      null,
      '',
    );
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ProviderError(
      `${provider} answered ${response.status}: ${text.slice(0, 300)}`,
      response.status,
      text.slice(0, 2000),
    );
  }
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** An OAuth 2.0 token answer; `refreshed` when a refresh token must come with it. */
export function readTokens(
  provider: string,
  body: unknown,
  now: Date,
  refreshed = true,
): ProviderTokens {
  const t = body as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!t.access_token || (refreshed && !t.refresh_token)) {
    throw new ProviderError(`${provider} sent no tokens.`, 502, JSON.stringify(body).slice(0, 500));
  }
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token ?? null,
    expiresAt: new Date(now.getTime() + (t.expires_in ?? 3600) * 1000),
  };
}

/** What the sign-in needs of an adapter (integrations-sign-in.ts). */
export interface SignInClient {
  authorizeUrl(redirectUri: string, state: string, challenge: string): string;
  exchangeCode(code: string, redirectUri: string, verifier: string): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** A service account's token (client credentials), for providers that have them. */
  serviceAccount?(clientId: string, clientSecret: string): Promise<ProviderTokens>;
}
