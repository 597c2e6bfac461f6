import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationCodes, readBody, send } from './fake-oauth.ts';

/**
 * A small Procore for the tests, over real HTTP (issue 27): the OAuth authorize/token pair with
 * PKCE (codes single-use, refresh tokens single-use as Procore's are) and a service account's
 * client credentials grant, companies, projects,
 * manpower-log vendor options, and manpower logs (create and update). Knobs: tokens that expire
 * at once, one 429 on the next log, dates whose daily log is completed (locked).
 */
export interface FakeProcoreLog {
  id: number;
  projectId: number;
  companyHeader: string | undefined;
  date: string;
  num_workers: number;
  num_hours: string;
  vendor_id: number;
  notes: string;
}

export async function startFakeProcore(port = 0) {
  const clientId = 'siteline-test-client';
  const clientSecret = 'siteline-test-secret';
  // A company's service account (Developer Managed Service Account): the client credentials grant.
  const serviceAccount = {
    clientId: 'atlas-service-account',
    clientSecret: 'atlas-service-secret',
  };
  const oauth = authorizationCodes(clientId);
  const access = new Map<string, number>(); // token → expires at (ms)
  const refresh = new Set<string>();
  const state = {
    tokenLifetimeS: 3600,
    refreshes: 0,
    serviceTokens: 0,
    rateLimitNext: 0,
    lockedDates: new Set<string>(),
    logs: [] as FakeProcoreLog[],
  };
  const companies = [
    { id: 5001, name: 'Atlas Builders', is_active: true },
    { id: 5002, name: 'Harbor Owner Group', is_active: true },
  ];
  const projects = [
    { id: 7001, name: 'Hudson Yards Tower B', project_number: 'HY-B' },
    { id: 7002, name: 'Mission Hills Medical Center', project_number: 'MH-01' },
  ];
  // Named as the demo's companies are: the best guesses find them.
  const vendors = [
    { id: 9101, name: 'Brightline Electric' },
    { id: 9102, name: 'Meridian Plumbing & Heating' },
    { id: 9103, name: 'Atlas Concrete Co.' },
  ];

  const issue = (withRefresh = true) => {
    const token = `at_${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(12).toString('hex')}`;
    access.set(token, Date.now() + state.tokenLifetimeS * 1000);
    if (withRefresh) refresh.add(refreshToken);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: state.tokenLifetimeS,
      ...(withRefresh && { refresh_token: refreshToken }),
      created_at: Math.floor(Date.now() / 1000),
    };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        return oauth.authorize(url.searchParams, res);
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'client_credentials') {
          if (
            form.get('client_id') !== serviceAccount.clientId ||
            form.get('client_secret') !== serviceAccount.clientSecret
          ) {
            return send(res, 401, { error: 'invalid_client' });
          }
          state.serviceTokens += 1;
          return send(res, 200, issue(false));
        }
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return send(res, 401, { error: 'invalid_client' });
        }
        if (form.get('grant_type') === 'authorization_code') {
          if (!oauth.redeem(form)) return send(res, 400, { error: 'invalid_grant' });
          return send(res, 200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          const token = form.get('refresh_token') ?? '';
          if (!refresh.delete(token)) return send(res, 400, { error: 'invalid_grant' });
          state.refreshes += 1;
          return send(res, 200, issue());
        }
        return send(res, 400, { error: 'unsupported_grant_type' });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const expires = access.get(bearer);
      if (expires === undefined || expires <= Date.now()) {
        return send(res, 401, { errors: 'Unauthorized' });
      }
      if (req.method === 'GET' && url.pathname === '/rest/v1.0/companies') {
        return send(res, 200, companies);
      }
      if (req.method === 'GET' && url.pathname === '/rest/v1.0/projects') {
        return send(res, 200, url.searchParams.get('company_id') === '5001' ? projects : []);
      }
      const vendorOptions = /^\/rest\/v1\.0\/projects\/(\d+)\/manpower_logs\/vendor_options$/.exec(
        url.pathname,
      );
      if (req.method === 'GET' && vendorOptions) return send(res, 200, vendors);
      const logs = /^\/rest\/v1\.0\/projects\/(\d+)\/manpower_logs(?:\/(\d+))?$/.exec(url.pathname);
      if (logs && (req.method === 'POST' || req.method === 'PATCH')) {
        if (state.rateLimitNext > 0) {
          state.rateLimitNext -= 1;
          return send(res, 429, { errors: 'Too many requests' });
        }
        const input = (JSON.parse(body) as { manpower_log: Partial<FakeProcoreLog> }).manpower_log;
        if (req.method === 'PATCH') {
          const log = state.logs.find((l) => l.id === Number(logs[2]));
          if (!log) return send(res, 404, { errors: 'Not found' });
          Object.assign(log, input);
          return send(res, 200, log);
        }
        if (state.lockedDates.has(input.date ?? '')) {
          return send(res, 403, {
            errors: 'The Daily Log for this date has been completed and can no longer be edited.',
          });
        }
        const log: FakeProcoreLog = {
          id: 880_000 + state.logs.length + 1,
          projectId: Number(logs[1]),
          companyHeader: req.headers['procore-company-id'] as string | undefined,
          date: input.date ?? '',
          num_workers: input.num_workers ?? 0,
          num_hours: String(input.num_hours ?? '0'),
          vendor_id: input.vendor_id ?? 0,
          notes: input.notes ?? '',
        };
        state.logs.push(log);
        return send(res, 201, log);
      }
      send(res, 404, { errors: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: { oauth: { clientId, clientSecret }, loginUrl: url, apiUrl: url },
    /** A server without its own OAuth app: each project enters a service account's credentials. */
    credentialsConfig: { oauth: null, loginUrl: url, apiUrl: url },
    serviceAccount,
    state,
    companies,
    projects,
    vendors,
    /** The provider's sign-in as a browser follows it: the code and state it redirects with. */
    async signIn(authorizeUrl: string) {
      const answer = await fetch(authorizeUrl, { redirect: 'manual' });
      const back = new URL(answer.headers.get('location') ?? '');
      return {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
      };
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
export type FakeProcore = Awaited<ReturnType<typeof startFakeProcore>>;
