import { INTEGRATIONS_MESSAGES } from '@siteline/shared';
import { ValidationError } from '../../lib/errors.ts';
import { providerCall, readTokens } from './integrations-http.ts';

const call = (url: string, init: RequestInit) => providerCall('Procore', url, init);

/**
 * Procore's REST API as the integration uses it (developers.procore.com): OAuth 2.0
 * authorization code with PKCE at the login host (the server's own app), or the client
 * credentials grant of a company's service account (Developer Managed Service Account: its
 * client ID and secret entered per project), then companies, projects, the company's vendors and
 * a project's manpower logs at the API host, each call naming its company in
 * `Procore-Company-Id`. One adapter, run in the tests against a fake Procore the test starts.
 */

export interface ProcoreConfig {
  /** The server's OAuth app (PROCORE_CLIENT_ID/SECRET): sign-in in a popup. Else credentials. */
  oauth: { clientId: string; clientSecret: string } | null;
  loginUrl: string;
  apiUrl: string;
}

/** Procore's ids, as numbers from its answers or as text from the integration row. */
type Id = number | string;

export interface ProcoreCompany {
  id: number;
  name: string;
}
export interface ProcoreProject {
  id: number;
  name: string;
  projectNumber: string | null;
}
export interface ProcoreVendor {
  id: number;
  name: string;
}

export function procoreClient(config: ProcoreConfig, now: () => Date = () => new Date()) {
  const oauth = () => {
    if (!config.oauth) throw new ValidationError(INTEGRATIONS_MESSAGES.notSignedIn);
    return config.oauth;
  };
  const token = async (form: Record<string, string>, refreshed = true) =>
    readTokens(
      'Procore',
      await call(`${config.loginUrl}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form),
      }),
      now(),
      refreshed,
    );
  const api = (path: string, token: string, companyId: Id | null, init: RequestInit = {}) =>
    call(`${config.apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(companyId === null ? {} : { 'procore-company-id': String(companyId) }),
      },
    });

  return {
    authorizeUrl(redirectUri: string, state: string, challenge: string): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: oauth().clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return `${config.loginUrl}/oauth/authorize?${query.toString()}`;
    },

    exchangeCode(code: string, redirectUri: string, verifier: string) {
      const { clientId, clientSecret } = oauth();
      return token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
        client_secret: clientSecret,
      });
    },

    refresh(refreshToken: string) {
      const { clientId, clientSecret } = oauth();
      return token({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
        client_secret: clientSecret,
      });
    },

    /** A service account's token (client credentials grant); no refresh token comes with it. */
    serviceAccount(clientId: string, clientSecret: string) {
      return token(
        { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
        false,
      );
    },

    async companies(token: string): Promise<ProcoreCompany[]> {
      const rows = (await api('/rest/v1.0/companies', token, null)) as {
        id: number;
        name: string;
      }[];
      return rows.map((c) => ({ id: c.id, name: c.name }));
    },

    /** One page of the company's projects (spec 000 §4: page 1, 100 a page). */
    async projects(token: string, companyId: Id, page: number, perPage: number) {
      const query = new URLSearchParams({
        company_id: String(companyId),
        page: String(page),
        per_page: String(perPage),
      });
      const rows = (await api(`/rest/v1.0/projects?${query.toString()}`, token, companyId)) as {
        id: number;
        name: string;
        project_number?: string | null;
      }[];
      return rows.map((p): ProcoreProject => ({
        id: p.id,
        name: p.name,
        projectNumber: p.project_number ?? null,
      }));
    },

    /** The vendors a project's manpower log may name. */
    async vendors(token: string, companyId: Id, projectId: Id): Promise<ProcoreVendor[]> {
      const rows = (await api(
        `/rest/v1.0/projects/${projectId}/manpower_logs/vendor_options`,
        token,
        companyId,
      )) as { id: number; name: string }[];
      return rows.map((v) => ({ id: v.id, name: v.name }));
    },

    async createManpowerLog(
      token: string,
      companyId: Id,
      projectId: Id,
      log: { date: string; workers: number; hours: string; vendorId: number; notes: string },
    ): Promise<number> {
      const body = (await api(`/rest/v1.0/projects/${projectId}/manpower_logs`, token, companyId, {
        method: 'POST',
        body: JSON.stringify({
          manpower_log: {
            date: log.date,
            num_workers: log.workers,
            num_hours: log.hours,
            vendor_id: log.vendorId,
            notes: log.notes,
          },
        }),
      })) as { id: number };
      return body.id;
    },

    async updateManpowerLog(
      token: string,
      companyId: Id,
      projectId: Id,
      logId: number,
      log: { workers: number; hours: string; notes: string },
    ): Promise<void> {
      await api(`/rest/v1.0/projects/${projectId}/manpower_logs/${logId}`, token, companyId, {
        method: 'PATCH',
        body: JSON.stringify({
          manpower_log: { num_workers: log.workers, num_hours: log.hours, notes: log.notes },
        }),
      });
    },
  };
}
export type ProcoreClient = ReturnType<typeof procoreClient>;
