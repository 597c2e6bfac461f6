import type { ProjectZoneListItem } from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerV2, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let mine: number;
let theirs: number;
const zone = { site: 0, gate: 0, old: 0 };

async function insertZone(
  projectId: number,
  values: { name: string; parent?: number; archived?: boolean; entrance?: boolean },
) {
  const row = await t.db
    .insertInto('zones')
    .values({
      project_id: projectId,
      zone_name: values.name,
      parent_project_zone_id: values.parent ?? null,
      is_archived: values.archived ?? false,
      is_site_entrance_exit: values.entrance ?? false,
    })
    .returning('project_zone_id')
    .executeTakeFirstOrThrow();
  return row.project_zone_id;
}

async function member(projectIds: number[]) {
  const user = await createUser(t.db);
  for (const id of projectIds) await addMember(t.db, id, user.userId, []);
  return tokensFor(t.app, user.email, PASSWORD);
}

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db, { title: 'Alpha Tower' });
  theirs = await createProject(t.db, { title: 'Beta Hospital' });
  zone.site = await insertZone(mine, { name: 'Site' });
  zone.gate = await insertZone(mine, { name: 'Main Gate', parent: zone.site, entrance: true });
  zone.old = await insertZone(mine, { name: 'Laydown Yard', parent: zone.site, archived: true });
  await insertZone(theirs, { name: 'Their Secret Zone' });
});
afterAll(() => t.close());

const url = (projectId: number | string) => `/api/v2/project_zones/list?projectId=${projectId}`;

describe('GET /api/v2/project_zones/list', () => {
  it('lists the project’s zones flat, by name, with archived ones flagged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(mine),
      headers: bearerV2(await member([mine])),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProjectZoneListItem[]>()).toEqual([
      {
        ProjectZoneId: zone.old,
        ZoneName: 'Laydown Yard',
        ParentProjectZoneId: zone.site,
        IsArchived: true,
        IsSiteEntranceExit: false,
      },
      {
        ProjectZoneId: zone.gate,
        ZoneName: 'Main Gate',
        ParentProjectZoneId: zone.site,
        IsArchived: false,
        IsSiteEntranceExit: true,
      },
      {
        ProjectZoneId: zone.site,
        ZoneName: 'Site',
        ParentProjectZoneId: null,
        IsArchived: false,
        IsSiteEntranceExit: false,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(mine) });
    expect(res.statusCode).toBe(401);
  });

  it('answers another project’s user 403 and no data', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(mine),
      headers: bearerV2(await member([theirs])),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Main Gate');
  });

  it('needs the projectId', async () => {
    const tokens = await member([mine]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v2/project_zones/list',
      headers: bearerV2(tokens),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).not.toContain('Main Gate');
    const bad = await t.app.inject({ method: 'GET', url: url('abc'), headers: bearerV2(tokens) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('describes the hardware and zone routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/project_zones/list',
        '/api/v2/projects/{projectId}/readers',
        '/api/v2/projects/{projectId}/readers/autocomplete',
        '/api/v2/projects/{projectId}/readers/models',
        '/api/v1/project/{projectId}/readers/{readerId}/assignments/current',
      ]),
    );
  });
});
