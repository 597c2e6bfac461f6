import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTestApp, type TestApp } from '../../../test/app.ts';
import { multipartFile } from './workers-badges-fixture.ts';
import { workersWallFixture } from './workers-wall-fixture.ts';

/**
 * The contractor's wall (DOMAIN.md "Project membership"): a member limited to one company, holding
 * every permission, reaches that company's workers and nothing of another company's worker —
 * every route about one worker answers 404 and writes nothing, and so does every file served
 * for that worker. The routes are read from the OpenAPI document, so a new worker route without
 * a case here fails the first test.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof workersWallFixture>>;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  w = await workersWallFixture(t);
});
afterAll(() => t.close());

/** A photo upload's body: a real PNG in a multipart form, as the browser sends it. */
const upload = multipartFile(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  'face.png',
  'image/png',
);

const call = (method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...bearerFor(url, w.limited),
      ...(payload === upload ? { 'content-type': upload.contentType } : {}),
    },
    ...(payload === undefined
      ? {}
      : { payload: payload === upload ? upload.payload : (payload as object) }),
  });

/** Everything a refused call might have written. */
async function snapshot() {
  const count = (table: 'worker_tags' | 'tags' | 'worker_changelog' | 'blobs' | 'report_files') =>
    t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const worker = await t.db
    .selectFrom('workers')
    .selectAll()
    .where('worker_id', '=', w.dave)
    .executeTakeFirstOrThrow();
  const tags = await t.db.selectFrom('worker_tags').selectAll().orderBy('worker_tag_id').execute();
  const rules = await t.db.selectFrom('zone_worker_rules').selectAll().execute();
  return {
    worker,
    tags,
    rules,
    counts: {
      tags: await count('tags'),
      changelog: await count('worker_changelog'),
      blobs: await count('blobs'),
      reports: await count('report_files'),
    },
  };
}

/** One call per route about one worker: what the limited member sends for another's worker. */
function cases(workerId: number) {
  const at = `/api/v1/projects/${w.site.projectId}/workers/${workerId}`;
  const zone = w.site.zones.level1;
  return [
    ['GET', at],
    ['PUT', at, { Values: { Telephone: '555-0100' } }],
    ['DELETE', at],
    ['PUT', `${at}/notes`, { Notes: 'changed' }],
    ['PUT', `${at}/contract`, { ContractId: w.site.contracts.electrical }],
    ['GET', `${at}/changelog`],
    ['GET', `${at}/timesheets`],
    ['GET', `${at}/timesheets/2026-11-20/stamps`],
    ['GET', `${at}/zones`],
    [
      'PUT',
      `${at}/zones/${zone}/access`,
      { AccessLevel: 'Deny', StartDateInclusive: null, EndDateInclusive: null },
    ],
    ['DELETE', `${at}/zones/${zone}/access`],
    ['GET', `${at}/alerts?startDate=1763596800&endDate=1764201600`],
    ['GET', `${at}/safe-prox?startDateInclusive=2026-11-01&endDateInclusive=2026-11-20`],
    ['GET', `${at}/tags`],
    ['POST', `${at}/tags`, { Tag: 'T-NEW', ValidThroughRange: 'Indefinite' }],
    ['PUT', `${at}/tags/${w.daveTag}`, { LastDateWorkerHadTag: '2026-11-01' }],
    ['DELETE', `${at}/tags/${w.daveTag}`],
    ['GET', `${at}/photo`],
    [
      'PUT',
      `${at}/photo`,
      { BlobUid: w.blobs.upload, CropData: { X: 0, Y: 0, Width: 1, Height: 1 } },
    ],
    ['GET', `${at}/photo/thumbnail`],
    ['POST', `${at}/photo/upload`, upload],
    ['POST', `${at}/badges`, { ProjectBadgeTemplateId: 1, WorkerTagId: w.daveTag }],
    ['GET', `${at}/documents`],
    ['GET', `${at}/documents/${w.daveSigned}/file`],
  ] as [string, string, unknown?][];
}

describe('a company-w.limited member and another company’s worker', () => {
  it('has a case for every route about one worker', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.includes('/workers/{workerId}'))
      // The zone editor's reset of a worker's rule: ManageZones, a project-wide screen.
      .filter(([path]) => !path.includes('/zones/{zoneId}/rules/workers/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const pattern = (path: string) =>
      path
        .replace(`/projects/${w.site.projectId}/`, '/projects/{projectId}/')
        .replace(/\/workers\/\d+/, '/workers/{workerId}')
        .replace(/\?.*$/, '')
        .replace(/\/zones\/\d+\//, '/zones/{zoneId}/')
        .replace(/\/tags\/\d+$/, '/tags/{workerTagId}')
        .replace(/\/timesheets\/[\d-]+\//, '/timesheets/{timesheetDate}/')
        .replace(/\/documents\/\d+\//, '/documents/{workerSignedDocumentId}/');
    const covered = new Set(cases(w.dave).map(([m, url]) => `${m} ${pattern(url)}`));
    const realtime = 'GET /api/v1/projects/{projectId}/realtime/workers/{workerId}';
    expect(routes.filter((r) => r !== realtime && !covered.has(r))).toEqual([]);
  });

  it('answers 404 on every route about that worker and writes nothing', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of cases(w.dave)) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body, `${method} ${url}`).not.toContain('Dave');
      expect(res.body).not.toContain('%PDF');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reads no file about that worker, by any address', async () => {
    for (const uid of [w.blobs.photo, w.blobs.badge, w.blobs.upload]) {
      const res = await call('GET', `/api/v2/downloads/file?uid=${uid}`);
      expect(res.statusCode, uid).toBe(404);
    }
    const report = await call('GET', `/api/v1/report/downloadFile/?uid=${w.blobs.report}`);
    expect(report.statusCode).toBe(404);
    const realtime = await call(
      'GET',
      `/api/v1/projects/${w.site.projectId}/realtime/workers/${w.dave}`,
    );
    expect(realtime.statusCode).toBe(404);
  });

  it('still reaches a worker of their own company (the 404s are the wall, not the role)', async () => {
    const reads = cases(w.alice).filter(
      // Alice has no photo and no signed copy: for those, 404 is the true answer.
      ([m, u]) => m === 'GET' && !u.endsWith('/file') && !u.endsWith('/thumbnail'),
    );
    for (const [method, url] of reads) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('is not told the name of the other company’s worker holding a badge it tries to give', async () => {
    const before = await snapshot();
    const res = await call('POST', `/api/v1/projects/${w.site.projectId}/workers/${w.alice}/tags`, {
      Tag: 'T-DAVE',
      ValidThroughRange: 'Indefinite',
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('a worker of another company');
    expect(res.body).not.toContain('Dave');
    expect(await snapshot()).toEqual(before);
  });
});
