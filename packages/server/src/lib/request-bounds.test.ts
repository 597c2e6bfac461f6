import { sql } from 'kysely';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, nextAddress, tokensFor, type TestApp } from '../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../test/factories.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorHandler } from './error-handler.ts';
import { installQueryBounds, NO_QUERY_MESSAGE } from './query-bounds.ts';

let t: TestApp;
let project: number;
beforeAll(async () => {
  t = await buildTestApp();
  project = await createProject(t.db);
});
afterAll(() => t.close());

describe('ids past the database’s int range', () => {
  it('answer 400, not 500, for a provider employee’s project', async () => {
    const admin = await createUser(t.db, { isProviderEmployee: true });
    const tokens = await tokensFor(t.app, admin.email, PASSWORD);
    for (const id of ['2147483648', '99999999999999999999', '1e10']) {
      const res = await t.app.inject({ url: `/api/v1/projects/${id}`, headers: bearer(tokens) });
      expect(res.statusCode, id).toBe(400);
    }
    const ok = await t.app.inject({ url: `/api/v1/projects/${project}`, headers: bearer(tokens) });
    expect(ok.statusCode).toBe(200);
  });

  it('answer 400 for a viewer’s worker id', async () => {
    const viewer = await createUser(t.db);
    await addMember(t.db, project, viewer.userId, []);
    const tokens = await tokensFor(t.app, viewer.email, PASSWORD);
    const res = await t.app.inject({
      url: `/api/v1/projects/${project}/realtime/workers/2147483648`,
      headers: bearer(tokens),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('control characters', () => {
  it('are refused with 400 by the unauthenticated sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'someone\u0000@example.test',
        password: 'whatever-password',
        client_id: 'siteline-web',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('are refused with 400 by the reset request, and nothing is recorded', async () => {
    const before = await t.db
      .selectFrom('auth_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/ResetPassword?email=a%00b%40example.test',
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    const after = await t.db
      .selectFrom('auth_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('keep new lines in a multi-line message but refuse NUL there', async () => {
    const body = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.test',
      CompanyName: 'Engines',
    };
    const url = '/api/v1/Auth/RequestAccess';
    const nul = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      payload: { ...body, Message: 'line one\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    const lines = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      payload: { ...body, Message: 'line one\nline two' },
    });
    expect(lines.statusCode).toBe(200);
  });

  it('that reach PostgreSQL anyway answer 400 (the error handler’s backstop)', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/echo', async () => {
      await sql`SELECT ${'a\u0000b'}::text`.execute(t.db);
      return 'unreachable';
    });
    app.get('/json', async () => {
      await sql`SELECT ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`.execute(t.db);
      return 'unreachable';
    });
    for (const url of ['/echo', '/json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
    await app.close();
  });
});

describe('query parameters of a DELETE', () => {
  it('are refused when the call does not declare them, and when unknown to one that does', async () => {
    const admin = await createUser(t.db, { isProviderEmployee: true });
    const headers = bearer(await tokensFor(t.app, admin.email, PASSWORD));
    for (const url of [
      `/api/v1/projects/${project}/integrations/webhooks/1?force=true`,
      `/api/v1/projects/${project}/alert-subscribers?subscriberId=1&everyone=true`,
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers });
      expect(res.statusCode, url).toBe(400);
    }
    const undeclared = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${project}/integrations/webhooks/1?force=true`,
      headers,
    });
    expect(undeclared.body).toContain(NO_QUERY_MESSAGE);
    // Without the stray parameter the same call is answered as usual (no such webhook here).
    const plain = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/projects/${project}/integrations/webhooks/1`,
      headers,
    });
    expect(plain.statusCode).toBe(404);
  });

  it('may not be declared loosely: such a route fails as it is added', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    installQueryBounds(app);
    expect(() =>
      app.delete(
        '/api/v1/things',
        { schema: { querystring: z.object({ id: z.string() }) } },
        () => '',
      ),
    ).toThrow('must refuse unknown keys');
    await app.close();
  });
});
