import type { AddressInfo } from 'node:net';
import type { TokenResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bearerV2, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { connectSocket, type ClientSocket } from '../../../test/sockets.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

/**
 * spec 000 §7: calls to the second API (/api/v2) carry the `jwt` as bearer, the others the
 * access_token; each API accepts only its own token, and the other one answers as an invalid one.
 */

let t: TestApp;
let url: string;
let project: number;
let tokens: TokenResponse;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ realtime: true });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  project = await createProject(t.db);
  const user = await createUser(t.db);
  await addMember(t.db, project, user.userId, []);
  tokens = await tokensFor(t.app, user.email, PASSWORD);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const zonesUrl = () => `/api/v2/project_zones/list?projectId=${project}`;
const readersUrl = () => `/api/v2/projects/${project}/readers`;
const v1Urls = ['/api/v1/Auth/CurrentUser', '/api/v1/projects'];

function get(path: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

/** What a request with a token the server cannot read at all answers. */
async function invalidTokenAnswer(path: string) {
  const res = await get(path, { authorization: 'Bearer not-a-token', demo: 'false' });
  expect(res.statusCode).toBe(401);
  return res.json<unknown>();
}

describe('the second API (/api/v2)', () => {
  it('answers the jwt', async () => {
    for (const path of [zonesUrl(), readersUrl()]) {
      const res = await get(path, bearerV2(tokens));
      expect(res.statusCode, path).toBe(200);
    }
  });

  it('refuses the access token with 401, as an invalid token, and no data', async () => {
    for (const path of [zonesUrl(), readersUrl()]) {
      const res = await get(path, bearer(tokens));
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toEqual(await invalidTokenAnswer(path));
    }
  });

  it('asks for the jwt on a path that reaches it through an encoded character', async () => {
    // `%76` is `v`: the router decodes it, so the route (not the raw URL) picks the audience.
    const encoded = `/api/%762/project_zones/list?projectId=${project}`;
    expect((await get(encoded, bearerV2(tokens))).statusCode).toBe(200);
    expect((await get(encoded, bearer(tokens))).statusCode).toBe(401);
  });
});

describe('the first API (/api/v1)', () => {
  it('answers the access token', async () => {
    for (const path of v1Urls) {
      const res = await get(path, bearer(tokens));
      expect(res.statusCode, path).toBe(200);
    }
  });

  it('refuses the jwt with 401, as an invalid token, and no data', async () => {
    for (const path of v1Urls) {
      const res = await get(path, bearerV2(tokens));
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toEqual(await invalidTokenAnswer(path));
    }
  });
});

describe('the realtime socket', () => {
  function connect(token: string): Promise<ClientSocket> {
    return connectSocket(url, { token, demo: false }, sockets);
  }

  it('takes the access token and refuses the jwt', async () => {
    const socket = await connect(tokens.access_token);
    expect(await socket.emitWithAck('join_project', project)).toEqual({ ok: true });
    await expect(connect(tokens.jwt)).rejects.toThrow('unauthorized');
  });
});
