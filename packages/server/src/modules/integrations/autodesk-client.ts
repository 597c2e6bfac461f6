import { providerCall, readTokens, type ProviderTokens } from './integrations-http.ts';

/**
 * Autodesk Platform Services as the integration uses it (aps.autodesk.com): three-legged OAuth
 * 2.0 with PKCE (authentication v2: the app's ID and secret as Basic credentials at the token
 * endpoint; refresh tokens single-use), the hubs and projects of the Data Management API, and
 * the Autodesk Construction Cloud Issues API (issue types, an issue created, an issue closed). One
 * adapter, run in the tests against a fake Autodesk the test starts.
 */
export interface AutodeskConfig {
  clientId: string;
  clientSecret: string;
  /** developer.api.autodesk.com, or a stand-in's address. */
  url: string;
}

/** What Siteline reads and writes: projects and their issues. */
const SCOPES = 'data:read data:write account:read';

const call = (url: string, init: RequestInit) => providerCall('Autodesk', url, init);

export interface AutodeskHub {
  id: string;
  name: string;
}
export interface AutodeskProject {
  id: string;
  name: string;
}

/** The Issues API names a project without the Data Management "b." prefix. */
export const issuesProjectId = (projectId: string) => projectId.replace(/^b\./, '');

export function autodeskClient(config: AutodeskConfig, now: () => Date = () => new Date()) {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  const token = async (form: Record<string, string>): Promise<ProviderTokens> =>
    readTokens(
      'Autodesk',
      await call(`${config.url}/authentication/v2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form),
      }),
      now(),
    );
  const api = (path: string, accessToken: string, init: RequestInit = {}) =>
    call(`${config.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  return {
    authorizeUrl(redirectUri: string, state: string, challenge: string): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return `${config.url}/authentication/v2/authorize?${query.toString()}`;
    },

    exchangeCode(code: string, redirectUri: string, verifier: string) {
      return token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
    },

    refresh(refreshToken: string) {
      return token({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: SCOPES });
    },

    /** The hubs (accounts) the signed-in user reaches: the integration's "companies". */
    async hubs(accessToken: string): Promise<AutodeskHub[]> {
      const body = (await api('/project/v1/hubs', accessToken)) as {
        data?: { id: string; attributes?: { name?: string } }[];
      };
      return (body.data ?? []).map((h) => ({ id: h.id, name: h.attributes?.name ?? h.id }));
    },

    /** One page of a hub's projects (spec 000 §4: page 1, 100 a page; Autodesk counts from 0). */
    async projects(accessToken: string, hubId: string, page: number, perPage: number) {
      const query = new URLSearchParams({
        'page[number]': String(page - 1),
        'page[limit]': String(perPage),
      });
      const body = (await api(
        `/project/v1/hubs/${encodeURIComponent(hubId)}/projects?${query.toString()}`,
        accessToken,
      )) as { data?: { id: string; attributes?: { name?: string } }[] };
      return (body.data ?? []).map((p): AutodeskProject => ({
        id: p.id,
        name: p.attributes?.name ?? p.id,
      }));
    },

    /**
     * The issue subtype a Siteline alert files under: an active subtype of an active type whose
     * title says safety, else the first active one. Null when the project has none.
     */
    async safetySubtype(accessToken: string, projectId: string): Promise<string | null> {
      const body = (await api(
        `/construction/issues/v1/projects/${issuesProjectId(projectId)}/issue-types?include=subtypes`,
        accessToken,
      )) as {
        results?: {
          title: string;
          isActive: boolean;
          subtypes?: { id: string; title: string; isActive: boolean }[];
        }[];
      };
      const active = (body.results ?? [])
        .filter((t) => t.isActive)
        .flatMap((t) =>
          (t.subtypes ?? []).filter((s) => s.isActive).map((s) => ({ type: t.title, ...s })),
        );
      const safety = active.find((s) => /safety/i.test(`${s.type} ${s.title}`));
      return (safety ?? active[0])?.id ?? null;
    },

    async createIssue(
      accessToken: string,
      projectId: string,
      issue: { title: string; description: string; subtypeId: string },
    ): Promise<string> {
      const body = (await api(
        `/construction/issues/v1/projects/${issuesProjectId(projectId)}/issues`,
        accessToken,
        {
          method: 'POST',
          body: JSON.stringify({
            title: issue.title,
            description: issue.description,
            issueSubtypeId: issue.subtypeId,
            status: 'open',
          }),
        },
      )) as { id: string };
      return body.id;
    },

    async closeIssue(accessToken: string, projectId: string, issueId: string): Promise<void> {
      await api(
        `/construction/issues/v1/projects/${issuesProjectId(projectId)}/issues/${encodeURIComponent(issueId)}`,
        accessToken,
        { method: 'PATCH', body: JSON.stringify({ status: 'closed' }) },
      );
    },
  };
}
export type AutodeskClient = ReturnType<typeof autodeskClient>;
