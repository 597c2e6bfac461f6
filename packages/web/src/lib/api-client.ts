import type { z } from 'zod';
import { ApiError, apiErrorFromResponse } from './api-error.ts';
import { getSession, sessionFromToken, setSession, signOut, type Session } from './auth-store.ts';
import { TokenRequestError, requestToken } from './token-client.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as application/octet-stream (an uploaded file; the server reads its bytes). */
  file?: Blob;
  /** Sent as multipart/form-data (the browser writes the boundary). */
  form?: FormData;
  /** Extra request headers (If-Match, Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * 'session' (default): bearer of the stored session, 401 refresh and 403 sign-out.
   * 'none': public calls (reset, access request). A string: that access token, no session handling.
   */
  auth?: 'session' | 'none' | { token: string };
  signal?: AbortSignal;
}

/** Refresh a little before the stated expiry so a request does not race the clock. */
const EXPIRY_MARGIN_MS = 10_000;

let refreshInFlight: Promise<void> | null = null;

/**
 * spec 000 §4 "Auto refresh": exactly one refresh at a time; everyone who needs it waits for the
 * same promise. A failed refresh signs the user out.
 */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= (async () => {
    const session = getSession();
    if (!session) throw new ApiError(401, [], null);
    try {
      const token = await requestToken({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
      });
      setSession(sessionFromToken(token, session));
    } catch (error) {
      // Only the server's refusal of the refresh token ends the session. No network (a muster
      // point's Wi-Fi gone) or a server restarting leaves it for the next try: a tablet running
      // an evacuation offline must not be signed out when its access token runs out.
      if (!(error instanceof TokenRequestError) || error.status >= 500) throw error;
      signOut('expired');
      throw new ApiError(401, [], null);
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function send(url: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    // spec 000 §7: every call says which data set (demo or real) it is about.
    Demo: String(getSession()?.demoMode ?? false),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file !== undefined) headers['Content-Type'] = 'application/octet-stream';
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.form ??
      options.file ??
      (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
  });
}

/**
 * spec 000 §7: the token answer's `access_token` is the first API's bearer and its `jwt` the
 * second's; each API accepts only its own.
 */
export function bearerFor(url: string, session: Session | null): string | null {
  if (!session) return null;
  return url.startsWith('/api/v2/') ? session.jwt : session.accessToken;
}

async function sendWithSession(url: string, options: ApiRequestOptions): Promise<Response> {
  // Requests that start while a refresh is running wait for it rather than earn another 401.
  if (refreshInFlight) await refreshInFlight.catch(() => undefined);
  let session = getSession();
  // Signed out (another tab, or a query still mounted during sign-out): nothing to send.
  if (!session) throw new ApiError(401, [], null);
  if (Date.now() >= session.expiresAt - EXPIRY_MARGIN_MS) {
    await refreshSession();
    session = getSession();
  }
  const usedToken = bearerFor(url, session ?? null);
  let response = await send(url, options, usedToken);

  if (response.status === 401 && usedToken) {
    // Someone may already have refreshed while this request was out; then only retry.
    if (bearerFor(url, getSession()) === usedToken) await refreshSession();
    response = await send(url, options, bearerFor(url, getSession()));
    if (response.status === 401) signOut('expired');
  }
  // spec 000 §8: a 403 signs the user out.
  if (response.status === 403) signOut('forbidden');
  return response;
}

/** fetch for /api: bearer, Demo header, refresh on 401, sign-out on 403; throws ApiError. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const url = buildUrl(path, options.query);
  const auth = options.auth ?? 'session';
  let response: Response;
  if (auth === 'session') response = await sendWithSession(url, options);
  else response = await send(url, options, auth === 'none' ? null : auth.token);
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/** apiFetch and parse the JSON answer with its shared schema. */
export async function apiJson<T extends z.ZodType>(
  path: string,
  schema: T,
  options: ApiRequestOptions = {},
): Promise<z.infer<T>> {
  const response = await apiFetch(path, options);
  return schema.parse(await response.json());
}
