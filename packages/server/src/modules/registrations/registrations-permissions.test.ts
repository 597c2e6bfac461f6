import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { registrationsFixture } from './registrations-fixture.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof registrationsFixture>>;
beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  f = await registrationsFixture(t);
});
afterAll(() => t.close());

describe('permissions', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
    ['GET', '/api/v1/projects/{id}/all-registration-fields'],
    ['GET', '/api/v1/projects/{id}/registrations/profile_section'],
    [
      'POST',
      '/api/v1/projects/{id}/merge-registration-fields',
      [{ RegistrationFieldId: 1, IsAdded: true, IsRequired: true }],
    ],
    ['GET', '/api/v2/projects/{id}/registrations/overrides'],
    ['PUT', '/api/v2/projects/{id}/registrations/overrides', { overrides: [] }],
    ['GET', '/api/v1/projects/{id}/registrations/pin'],
    ['POST', '/api/v1/projects/{id}/registrations/pin/reset'],
    ['GET', '/api/v1/projects/{id}/registrations/pin/poster'],
    ['GET', '/api/v2/projects/{id}/documents'],
    ['DELETE', '/api/v2/projects/{id}/documents/1'],
    ['GET', '/api/v2/projects/{id}/documents/1/file'],
    ['GET', '/api/v1/projects/{id}/selected-registration-fields'],
    ['GET', '/api/v1/projects/{id}/registrations/metadata'],
    ['GET', '/api/v1/projects/{id}/registrations/search-by-tag?tag=A1'],
    ['POST', '/api/v1/projects/{id}/registrations/assign-worker', { Tag: 'A1', ContractId: 1 }],
  ];
  it.each(routes)(
    '%s %s: 403 to another project’s registrar and to a member without the permission',
    async (method, path, payload) => {
      const before = await t.db
        .selectFrom('projects')
        .select(['project_id', 'short_code'])
        .where('project_id', '=', f.projectId)
        .executeTakeFirstOrThrow();
      for (const tokens of [f.stranger.tokens, f.viewer.tokens]) {
        const res = await f.call(method, path, { tokens, payload });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('Harbor Point');
      }
      const after = await t.db
        .selectFrom('projects')
        .select(['project_id', 'short_code'])
        .where('project_id', '=', f.projectId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    },
  );
});
