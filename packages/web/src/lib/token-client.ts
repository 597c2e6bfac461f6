import { MESSAGES, WEB_CLIENT_ID, type TokenError, type TokenResponse } from '@siteline/shared';

/**
 * The token schemas (and zod with them) are fetched with the first token request, beside it:
 * this module is on the first load of every page, where zod alone would weigh ~25 KiB gzip.
 */
const tokenSchemas = () => import('@siteline/shared/auth/auth.schemas');

/** A refused token request (400 or 429, spec 000 §7) or a broken answer. */
export class TokenRequestError extends Error {
  readonly status: number;
  readonly tokenError: TokenError | null;

  constructor(status: number, tokenError: TokenError | null) {
    super(tokenError?.error_description ?? MESSAGES.loginFailed);
    this.name = 'TokenRequestError';
    this.status = status;
    this.tokenError = tokenError;
  }
}

export type TokenGrant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/** An error code outside RFC 6749's list still carries a description worth showing. */
function readTokenError(
  json: unknown,
  TokenErrorSchema: Awaited<ReturnType<typeof tokenSchemas>>['TokenErrorSchema'],
): TokenError | null {
  const strict = TokenErrorSchema.safeParse(json);
  if (strict.success) return strict.data;
  const loose = TokenErrorSchema.pick({ error_description: true, error_uri: true }).safeParse(json);
  return loose.success ? { error: 'invalid_request', ...loose.data } : null;
}

/** POST /oauth/token, form-encoded, with the web client id. */
export async function requestToken(grant: TokenGrant): Promise<TokenResponse> {
  const schemas = tokenSchemas();
  // Awaited below; a request that fails first must not leave a failed import unhandled.
  schemas.catch(() => undefined);
  const body = new URLSearchParams({ ...grant, client_id: WEB_CLIENT_ID });
  const response = await fetch('/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: body.toString(),
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  const { TokenErrorSchema, TokenResponseSchema } = await schemas;
  if (!response.ok) {
    throw new TokenRequestError(response.status, readTokenError(json, TokenErrorSchema));
  }
  const parsed = TokenResponseSchema.safeParse(json);
  if (!parsed.success) throw new TokenRequestError(response.status, null);
  return parsed.data;
}
