import { randomBytes } from 'node:crypto';
import {
  INTEGRATIONS_MESSAGES as M,
  type CodeAuthentication,
  type CredentialsAuthentication,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  ProviderError,
  pkcePair,
  type ProviderTokens,
  type SignInClient,
} from './integrations-http.ts';
import * as repo from './integrations-provider.repository.ts';
/** A sign-in must come back within this long of its start. */
const SIGN_IN_MS = 10 * 60_000;
/** A token this close to expiry is refreshed before use. */
const REFRESH_AHEAD_MS = 5 * 60_000;

/** A provider's refusal or outage as the caller sees it: 502, the provider's fault. */
export const providerFault = (error: unknown): never => {
  if (error instanceof ProviderError) throw new AppError(502, M.providerFault);
  throw error;
};

/**
 * How a project signs in to a provider and keeps a usable token (docs/domain.md "Procore",
 * "Autodesk"): by the server's OAuth app (authorization code with PKCE, then single-use refresh
 * tokens), or by a company's service account (client credentials: a new token when the last
 * runs out). Tokens and the account's secret are sealed at rest; a token is renewed under the
 * integration row's lock, so one server at a time renews it.
 */
export function providerSignIn(deps: {
  db: Database;
  box: SecretBox;
  providerId: number;
  client: SignInClient;
  now: () => Date;
}) {
  const { db, box, providerId, client, now } = deps;

  /** The tokens of a sign-in, kept sealed; the sign-in under way is over. */
  const keep = (tokens: ProviderTokens) => ({
    oauth_state: null,
    oauth_verifier_sealed: null,
    oauth_redirect_uri: null,
    oauth_started_at: null,
    access_token_sealed: box.seal(tokens.accessToken),
    refresh_token_sealed: tokens.refreshToken === null ? null : box.seal(tokens.refreshToken),
    token_expires_at: tokens.expiresAt,
    authenticated_at: now(),
  });

  /** A usable access token: renewed first when it is about to expire (one server at a time). */
  async function token(projectId: number, force = false): Promise<string> {
    return db.transaction().execute(async (tx) => {
      const row = await repo.lockIntegration(tx, projectId, providerId);
      if (!row?.access_token_sealed || !row.token_expires_at || !row.authenticated_at) {
        throw new ValidationError(M.notSignedIn);
      }
      if (!force && row.token_expires_at.getTime() - now().getTime() > REFRESH_AHEAD_MS) {
        return box.open(row.access_token_sealed);
      }
      let fresh: ProviderTokens;
      if (row.client_id !== null && row.client_secret_sealed !== null && client.serviceAccount) {
        fresh = await client.serviceAccount(row.client_id, box.open(row.client_secret_sealed));
      } else if (row.refresh_token_sealed !== null) {
        fresh = await client.refresh(box.open(row.refresh_token_sealed));
      } else {
        throw new ValidationError(M.notSignedIn);
      }
      await repo.updateIntegration(tx, projectId, providerId, {
        access_token_sealed: box.seal(fresh.accessToken),
        refresh_token_sealed: fresh.refreshToken === null ? null : box.seal(fresh.refreshToken),
        token_expires_at: fresh.expiresAt,
      });
      return fresh.accessToken;
    });
  }

  /** A call with the project's token; a 401 renews it once and tries again. */
  async function withToken<T>(projectId: number, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await token(projectId));
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.unauthorized) throw error;
      return call(await token(projectId, true));
    }
  }

  return {
    token,
    withToken,

    /** The sign-in's first leg: the authorize address with a fresh state and PKCE challenge. */
    async start(projectId: number, redirectUri: string): Promise<string> {
      const state = randomBytes(18).toString('base64url');
      const pkce = pkcePair();
      await repo.updateIntegration(db, projectId, providerId, {
        oauth_state: state,
        oauth_verifier_sealed: box.seal(pkce.verifier),
        oauth_redirect_uri: redirectUri,
        oauth_started_at: now(),
      });
      return client.authorizeUrl(redirectUri, state, pkce.challenge);
    },

    /** spec 000 §7 "RedirectURI and Code": the sign-in under way's code for tokens. */
    async withCode(
      projectId: number,
      row: repo.IntegrationRow,
      input: CodeAuthentication,
    ): Promise<string> {
      const fresh =
        row.oauth_state !== null &&
        row.oauth_state === input.State &&
        row.oauth_redirect_uri === input.RedirectURI &&
        row.oauth_started_at !== null &&
        now().getTime() - row.oauth_started_at.getTime() <= SIGN_IN_MS;
      if (!fresh || row.oauth_verifier_sealed === null) throw new ValidationError(M.signInStale);
      const tokens = await client
        .exchangeCode(input.Code, input.RedirectURI, box.open(row.oauth_verifier_sealed))
        .catch((error: unknown) => {
          if (error instanceof ProviderError && !error.retryable) {
            throw new ValidationError(M.signInStale);
          }
          return providerFault(error);
        });
      await repo.updateIntegration(db, projectId, providerId, {
        ...keep(tokens),
        client_id: null,
        client_secret_sealed: null,
      });
      return tokens.accessToken;
    },

    /** spec 000 §7 "… or credentials": a service account's first token proves them. */
    async withCredentials(projectId: number, input: CredentialsAuthentication): Promise<string> {
      if (!client.serviceAccount) throw new ValidationError(M.wrongSignIn);
      const tokens = await client
        .serviceAccount(input.ClientId, input.ClientSecret)
        .catch((error: unknown) => {
          if (error instanceof ProviderError && !error.retryable) {
            throw new ValidationError(M.credentialsRefused);
          }
          return providerFault(error);
        });
      await repo.updateIntegration(db, projectId, providerId, {
        ...keep(tokens),
        client_id: input.ClientId,
        client_secret_sealed: box.seal(input.ClientSecret),
      });
      return tokens.accessToken;
    },
  };
}
