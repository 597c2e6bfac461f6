import type { AddressInfo } from 'node:net';
import type { TokenResponse } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, refreshGrant, tokensFor, type TestApp } from '../../../test/app.ts';
import { connectSocket, type ClientSocket } from '../../../test/sockets.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let url: string;
let project: number;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ realtime: true });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  project = await createProject(t.db);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function member() {
  const user = await createUser(t.db);
  await addMember(t.db, project, user.userId, []);
  return user;
}

function currentUser(tokens: TokenResponse) {
  return t.app.inject({ url: '/api/v1/Auth/CurrentUser', headers: bearer(tokens) });
}

function refresh(refreshToken: string) {
  return refreshGrant(t.app, refreshToken);
}

function signOut(tokens: TokenResponse) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/SignOut',
    payload: { refresh_token: tokens.refresh_token },
  });
}

function connect(token: string): Promise<ClientSocket> {
  return connectSocket(url, { token, demo: false }, sockets);
}

function disconnected(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), 5_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('an ended sign-in session', () => {
  it('refuses its access token at once after sign-out', async () => {
    const user = await member();
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    expect((await currentUser(tokens)).statusCode).toBe(200);
    expect((await signOut(tokens)).statusCode).toBe(204);
    expect((await currentUser(tokens)).statusCode).toBe(401);
  });

  it('keeps the user’s other sessions working after one signs out', async () => {
    const user = await member();
    const phone = await tokensFor(t.app, user.email, PASSWORD);
    const laptop = await tokensFor(t.app, user.email, PASSWORD);
    await signOut(phone);
    expect((await currentUser(laptop)).statusCode).toBe(200);
  });

  it('refuses every access token of a family revoked by refresh-token reuse', async () => {
    const user = await member();
    const first = await tokensFor(t.app, user.email, PASSWORD);
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    expect((await currentUser(second)).statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(401);
  });

  it('drops the session’s open realtime connections and refuses new ones', async () => {
    const user = await member();
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    const other = await tokensFor(t.app, user.email, PASSWORD);
    const socket = await connect(tokens.access_token);
    const otherSocket = await connect(other.access_token);
    expect(await socket.emitWithAck('join_project', project)).toEqual({ ok: true });
    const dropped = disconnected(socket);
    await signOut(tokens);
    expect(await dropped).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
    await expect(connect(tokens.access_token)).rejects.toThrow('unauthorized');
  });

  it('drops the connections of a family revoked by refresh-token reuse', async () => {
    const user = await member();
    const first = await tokensFor(t.app, user.email, PASSWORD);
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    const socket = await connect(second.access_token);
    const dropped = disconnected(socket);
    await refresh(first.refresh_token);
    expect(await dropped).toBe('io server disconnect');
  });
});
