import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationCodes, readBody, send } from './fake-oauth.ts';

/**
 * A small Autodesk Platform Services for the tests, over real HTTP (issue 27): authentication v2
 * (authorize with PKCE, the token endpoint with the app's Basic credentials, single-use refresh
 * tokens), the Data Management hubs and projects, and the ACC Issues API's issue types and
 * issues (create, close). Knobs: one 429 on the next issue call, a project with no issue types.
 */
export interface FakeAutodeskIssue {
  id: string;
  projectId: string;
  title: string;
  description: string;
  issueSubtypeId: string;
  status: string;
}

export async function startFakeAutodesk(port = 0) {
  const clientId = 'siteline-aps-client';
  const clientSecret = 'siteline-aps-secret';
  const oauth = authorizationCodes(clientId);
  const access = new Set<string>();
  const refresh = new Set<string>();
  const state = {
    rateLimitNext: 0,
    projectsWithoutTypes: new Set<string>(),
    issues: [] as FakeAutodeskIssue[],
  };
  const hubs = [{ id: 'b.7f3c0a52-hub', name: 'Atlas Builders ACC' }];
  const projects = [
    { id: 'b.1d2e3f40-tower', name: 'Harbor Tower — Design' },
    { id: 'b.5a6b7c80-clinic', name: 'Mission Hills Clinic' },
  ];
  const issueTypes = [
    {
      id: 't-quality',
      title: 'Quality',
      isActive: true,
      subtypes: [{ id: 's-defect', title: 'Defect', isActive: true }],
    },
    {
      id: 't-safety',
      title: 'Safety',
      isActive: true,
      subtypes: [
        { id: 's-old', title: 'Old hazard', isActive: false },
        { id: 's-hazard', title: 'Hazard', isActive: true },
      ],
    },
  ];

  const issue = () => {
    const token = `aps_${randomBytes(12).toString('hex')}`;
    const refreshToken = `apr_${randomBytes(12).toString('hex')}`;
    access.add(token);
    refresh.add(refreshToken);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3599,
      refresh_token: refreshToken,
    };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      if (req.method === 'GET' && url.pathname === '/authentication/v2/authorize') {
        return oauth.authorize(url.searchParams, res);
      }
      if (req.method === 'POST' && url.pathname === '/authentication/v2/token') {
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        if (req.headers.authorization !== `Basic ${basic}`) {
          return send(res, 401, { error: 'invalid_client' });
        }
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code') {
          if (!oauth.redeem(form)) return send(res, 400, { error: 'invalid_grant' });
          return send(res, 200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (!refresh.delete(form.get('refresh_token') ?? '')) {
            return send(res, 400, { error: 'invalid_grant' });
          }
          return send(res, 200, issue());
        }
        return send(res, 400, { error: 'unsupported_grant_type' });
      }
      if (!access.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return send(res, 401, { developerMessage: 'The token is not valid.' });
      }
      if (req.method === 'GET' && url.pathname === '/project/v1/hubs') {
        return send(res, 200, {
          data: hubs.map((h) => ({ type: 'hubs', id: h.id, attributes: { name: h.name } })),
        });
      }
      const hubProjects = /^\/project\/v1\/hubs\/([^/]+)\/projects$/.exec(url.pathname);
      if (req.method === 'GET' && hubProjects) {
        const known = hubs.some((h) => h.id === decodeURIComponent(hubProjects[1]!));
        return send(res, known ? 200 : 404, {
          data: known
            ? projects.map((p) => ({ type: 'projects', id: p.id, attributes: { name: p.name } }))
            : [],
        });
      }
      const issues =
        /^\/construction\/issues\/v1\/projects\/([^/]+)\/(issue-types|issues)(?:\/([^/]+))?$/.exec(
          url.pathname,
        );
      if (issues) {
        const [, project, kind, issueId] = issues as unknown as [string, string, string, string?];
        if (project.startsWith('b.')) return send(res, 404, { detail: 'Project not found' });
        if (kind === 'issue-types') {
          return send(res, 200, {
            results: state.projectsWithoutTypes.has(project) ? [] : issueTypes,
          });
        }
        if (state.rateLimitNext > 0) {
          state.rateLimitNext -= 1;
          return send(res, 429, { detail: 'Too many requests' });
        }
        const input = JSON.parse(body || '{}') as Partial<FakeAutodeskIssue>;
        if (req.method === 'POST' && !issueId) {
          const created: FakeAutodeskIssue = {
            id: randomBytes(8).toString('hex'),
            projectId: project,
            title: input.title ?? '',
            description: input.description ?? '',
            issueSubtypeId: input.issueSubtypeId ?? '',
            status: input.status ?? 'draft',
          };
          state.issues.push(created);
          return send(res, 201, created);
        }
        const found = state.issues.find((i) => i.id === issueId && i.projectId === project);
        if (req.method === 'PATCH' && found) {
          Object.assign(found, input.status ? { status: input.status } : {});
          return send(res, 200, found);
        }
      }
      send(res, 404, { detail: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: { clientId, clientSecret, url },
    state,
    hubs,
    projects,
    /** The provider's sign-in as a browser follows it: the code and state it redirects with. */
    async signIn(authorizeUrl: string) {
      const answer = await fetch(authorizeUrl, { redirect: 'manual' });
      const back = new URL(answer.headers.get('location') ?? '');
      return {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeAutodesk = Awaited<ReturnType<typeof startFakeAutodesk>>;
