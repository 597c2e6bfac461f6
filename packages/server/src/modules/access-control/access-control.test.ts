import {
  ACCESS_READS_ORDER_BY,
  type AccessControlContract,
  type AccessRead,
  type AccessReadsResponse,
  type ApiError,
  type TokenResponse,
} from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerV2, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let projectId: number;
let otherProjectId: number;
let manager: TokenResponse;
let outsider: TokenResponse;
const ids = { electric: 0, concrete: 0, ana: 0, ben: 0, level1: 0, roof: 0 };

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
/** The day most reads are on: 2026-06-10 in New York (EDT, UTC-4). */
const DAY = { startTime: at('2026-06-10T04:00:00Z'), endTime: at('2026-06-11T03:59:59Z') };

interface ReadInput {
  project?: number;
  reader?: number;
  port?: number;
  tag: string;
  readAt: string;
  source?: 1 | 2;
  worker?: number | null;
  contract?: number | null;
  zone?: number | null;
  direction?: 1 | 2 | 3;
  location?: string | null;
  access: 0 | 1 | 2;
}

async function insertReads(reads: ReadInput[]) {
  await t.db
    .insertInto('tag_reads')
    .values(
      reads.map((r) => ({
        project_id: r.project ?? projectId,
        reader_id: r.reader ?? 1,
        port: r.port ?? 1,
        tag: r.tag,
        read_at: r.readAt,
        source: r.source ?? 1,
        timesheet_date: r.readAt.slice(0, 10),
        worker_id: r.worker ?? null,
        contract_id: r.contract ?? null,
        project_zone_id: r.zone ?? null,
        read_direction_id: r.direction ?? 1,
        location_name: r.location ?? null,
        access_type: r.access,
        did_worker_have_access: r.access !== 0,
      })),
    )
    .execute();
}

async function member(projects: number[], flags: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, flags);
  for (const id of projects) await addMember(t.db, id, user.userId, []);
  return tokensFor(t.app, user.email, PASSWORD);
}

async function getReads(
  query: Record<string, string | number>,
  tokens = manager,
  project = projectId,
) {
  const qs = new URLSearchParams(
    Object.entries({ ...DAY, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({
    method: 'GET',
    url: `/api/v2/projects/${project}/access_control/reads?${qs.toString()}`,
    headers: bearerV2(tokens),
  });
}

async function reads(query: Record<string, string | number> = {}): Promise<AccessReadsResponse> {
  const res = await getReads(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccessReadsResponse>();
}

const tags = (body: AccessReadsResponse) =>
  body.Data.map((r) => `${r.tag}@${r.eventDateTimeLocalEpoch}`);
/** The day's reads by a short name, as `tag@localEpoch` (local = UTC - 4 h in June). */
const R = {
  anaIn: `TAG-A1@${at('2026-06-10T08:00:00Z')}`,
  benDenied: `TAG-B1@${at('2026-06-10T08:05:00Z')}`,
  unknown: `UNK-999@${at('2026-06-10T08:10:00Z')}`,
  anaMobile: `TAG-A1@${at('2026-06-10T08:15:00Z')}`,
};

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  projectId = await createProject(t.db, { title: 'Alpha Tower', timeZoneId: 'America/New_York' });
  otherProjectId = await createProject(t.db, { title: 'Beta Hospital' });
  const [brightline, atlas] = await t.db
    .insertInto('companies')
    .values([{ name: 'Brightline Electric' }, { name: 'Atlas Concrete' }])
    .returning('company_id')
    .execute();
  const contracts = await t.db
    .insertInto('contracts')
    .values([
      {
        project_id: projectId,
        company_id: brightline!.company_id,
        display_name: 'Brightline Electric - Electrical',
      },
      {
        project_id: projectId,
        company_id: atlas!.company_id,
        display_name: 'Atlas Concrete - Concrete',
      },
      {
        project_id: otherProjectId,
        company_id: atlas!.company_id,
        display_name: 'Atlas Concrete - Beta',
      },
    ])
    .returning('contract_id')
    .execute();
  ids.electric = contracts[0]!.contract_id;
  ids.concrete = contracts[1]!.contract_id;
  const workers = await t.db
    .insertInto('workers')
    .values([
      { project_id: projectId, contract_id: ids.electric, first_name: 'Ana', last_name: 'Lopez' },
      { project_id: projectId, contract_id: ids.concrete, first_name: 'Ben', last_name: 'Carter' },
    ])
    .returning('worker_id')
    .execute();
  ids.ana = workers[0]!.worker_id;
  ids.ben = workers[1]!.worker_id;
  const zones = await t.db
    .insertInto('zones')
    .values([
      { project_id: projectId, zone_name: 'Level 1' },
      { project_id: projectId, zone_name: 'Roof', is_archived: true },
      { project_id: otherProjectId, zone_name: 'Beta Lobby' },
    ])
    .returning('project_zone_id')
    .execute();
  ids.level1 = zones[0]!.project_zone_id;
  ids.roof = zones[1]!.project_zone_id;

  for (const month of ['2026-06-01', '2026-07-01', '2026-11-01']) {
    await sql`SELECT ensure_tag_read_partition(${month}::date)`.execute(t.db);
  }
  const ana = { worker: ids.ana, contract: ids.electric };
  const ben = { worker: ids.ben, contract: ids.concrete };
  await insertReads([
    {
      ...ana,
      tag: 'TAG-A1',
      readAt: '2026-06-10T12:00:00Z',
      zone: ids.level1,
      direction: 2,
      location: 'North gate',
      access: 1,
    },
    {
      ...ben,
      tag: 'TAG-B1',
      readAt: '2026-06-10T12:05:00Z',
      zone: ids.roof,
      direction: 3,
      location: 'Roof hatch',
      access: 0,
      reader: 2,
    },
    {
      tag: 'UNK-999',
      readAt: '2026-06-10T12:10:00Z',
      zone: ids.level1,
      location: 'North gate',
      access: 0,
    },
    { ...ana, tag: 'TAG-A1', readAt: '2026-06-10T12:15:00Z', source: 2, access: 2, reader: 3 },
    // Outside the day on either side (the day ends at 03:59:59Z, both ends inclusive).
    { ...ben, tag: 'TAG-B1', readAt: '2026-06-10T03:59:59.900Z', zone: ids.roof, access: 1 },
    { ...ben, tag: 'TAG-B1', readAt: '2026-06-11T04:00:00Z', zone: ids.roof, access: 1 },
    // Another project's read at the same time.
    { project: otherProjectId, tag: 'BETA-SECRET', readAt: '2026-06-10T12:01:00Z', access: 1 },
  ]);

  manager = await member([projectId]);
  outsider = await member([otherProjectId]);
});
afterAll(() => t.close());

describe('GET /api/v2/projects/:projectId/access_control/reads', () => {
  it('answers the day’s reads, newest first, in the spec’s shape', async () => {
    const body = await reads();
    expect(body.TotalCount).toBe(4);
    expect(tags(body)).toEqual([R.anaMobile, R.unknown, R.benDenied, R.anaIn]);
    expect(body.Data[3]).toEqual({
      WorkerName: 'Ana Lopez',
      WorkerId: ids.ana,
      tag: 'TAG-A1',
      companyName: 'Brightline Electric',
      ContractId: ids.electric,
      zoneName: 'Level 1',
      ProjectZoneId: ids.level1,
      sourceType: 1,
      readerLocationName: 'North gate',
      ReadDirectionId: 2,
      readDirectionDisplayName: 'In',
      WorkerEntryAccessType: 1,
      didWorkerHaveAccess: true,
      eventDateTimeLocalEpoch: at('2026-06-10T08:00:00Z'),
    } satisfies AccessRead);
    expect(body.Data[1]).toMatchObject({
      WorkerName: null,
      WorkerId: null,
      companyName: null,
      ContractId: null,
      readDirectionDisplayName: 'Not Applicable',
      WorkerEntryAccessType: 0,
      didWorkerHaveAccess: false,
    });
    expect(body.Data[0]).toMatchObject({ sourceType: 2, WorkerEntryAccessType: 2, zoneName: null });
  });

  it('includes both ends of the range to the second', async () => {
    const body = await reads({
      startTime: at('2026-06-10T03:59:59Z'),
      endTime: at('2026-06-11T04:00:00Z'),
    });
    expect(body.TotalCount).toBe(6);
  });

  it('filters by contract, with -1 for reads that have no contract', async () => {
    expect(tags(await reads({ contractIds: ids.electric }))).toEqual([R.anaMobile, R.anaIn]);
    expect(tags(await reads({ contractIds: '-1' }))).toEqual([R.unknown]);
    expect(tags(await reads({ contractIds: `${ids.concrete},-1` }))).toEqual([
      R.unknown,
      R.benDenied,
    ]);
    expect((await reads({ contractIds: '' })).TotalCount).toBe(4);
  });

  it('filters by zone, with -1 for reads at no zone', async () => {
    expect(tags(await reads({ projectZoneIds: ids.level1 }))).toEqual([R.unknown, R.anaIn]);
    expect(tags(await reads({ projectZoneIds: '-1' }))).toEqual([R.anaMobile]);
    expect(tags(await reads({ projectZoneIds: `-1,${ids.roof}` }))).toEqual([
      R.anaMobile,
      R.benDenied,
    ]);
  });

  it('filters by read direction, access type and source', async () => {
    expect(tags(await reads({ readDirectionIds: '2' }))).toEqual([R.anaIn]);
    expect(tags(await reads({ readDirectionIds: '1,3' }))).toEqual([
      R.anaMobile,
      R.unknown,
      R.benDenied,
    ]);
    expect(tags(await reads({ accessTypes: '0' }))).toEqual([R.unknown, R.benDenied]);
    expect(tags(await reads({ accessTypes: '1,2' }))).toEqual([R.anaMobile, R.anaIn]);
    expect(tags(await reads({ sources: '2' }))).toEqual([R.anaMobile]);
    expect(tags(await reads({ sources: '1', accessTypes: '0', contractIds: '-1' }))).toEqual([
      R.unknown,
    ]);
  });

  it('searches worker name, tag and company from 3 characters, and ignores shorter text', async () => {
    expect((await reads({ search: 'An' })).TotalCount).toBe(4);
    expect((await reads({ search: '  zz ' })).TotalCount).toBe(4);
    expect(tags(await reads({ search: 'ana l' }))).toEqual([R.anaMobile, R.anaIn]);
    expect(tags(await reads({ search: 'unk-9' }))).toEqual([R.unknown]);
    expect(tags(await reads({ search: 'ATLAS' }))).toEqual([R.benDenied]);
    expect(tags(await reads({ search: 'nobody here' }))).toEqual([]);
    // LIKE wildcards are plain text.
    expect((await reads({ search: '%%%' })).TotalCount).toBe(0);
    expect((await reads({ search: 'a_a' })).TotalCount).toBe(0);
  });

  it('sorts by each of the nine options, both ways, with missing values last', async () => {
    const keyOf: Record<string, (r: AccessRead) => string | number | null> = {
      Name: (r) => r.WorkerName?.toLowerCase() ?? null,
      Tag: (r) => r.tag.toLowerCase(),
      Contract: (r) => r.companyName?.toLowerCase() ?? null,
      Zone: (r) => r.zoneName?.toLowerCase() ?? null,
      Source: (r) => r.sourceType,
      LocationDetails: (r) => r.readerLocationName?.toLowerCase() ?? null,
      Direction: (r) => r.ReadDirectionId,
      Access: (r) => r.WorkerEntryAccessType,
      Time: (r) => r.eventDateTimeLocalEpoch,
    };
    for (const orderBy of ACCESS_READS_ORDER_BY) {
      for (const reverse of [false, true]) {
        const body = await reads({ orderBy, reverse: String(reverse) });
        const keys = body.Data.map(keyOf[orderBy]!);
        const present = keys.filter((k) => k !== null);
        const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (reverse) sorted.reverse();
        expect(keys, `${orderBy} reverse=${reverse}`).toEqual([
          ...sorted,
          ...keys.filter((k) => k === null),
        ]);
      }
    }
    // Ties keep time order in the same direction; unknown tags come last either way.
    expect(tags(await reads({ orderBy: 'Name' }))).toEqual([
      R.anaIn,
      R.anaMobile,
      R.benDenied,
      R.unknown,
    ]);
    expect(tags(await reads({ orderBy: 'Name', reverse: 'true' }))).toEqual([
      R.benDenied,
      R.anaMobile,
      R.anaIn,
      R.unknown,
    ]);
    // reverse left out: descending for Time only.
    expect(tags(await reads({ orderBy: 'Time' }))[0]).toBe(R.anaMobile);
    expect(tags(await reads({ orderBy: 'Time', reverse: 'false' }))[0]).toBe(R.anaIn);
  });

  it('pages with page and pageSize 50, 100 or 150 and counts every match', async () => {
    const start = Date.parse('2026-07-01T12:00:00Z');
    await insertReads(
      Array.from({ length: 170 }, (_, i) => ({
        tag: `BULK-${String(i).padStart(3, '0')}`,
        readAt: new Date(start + i * 60_000).toISOString(),
        access: 1 as const,
      })),
    );
    const range = { startTime: at('2026-07-01T00:00:00Z'), endTime: at('2026-07-02T00:00:00Z') };
    const page1 = await reads({ ...range });
    const page2 = await reads({ ...range, page: 2 });
    const page4 = await reads({ ...range, page: 4 });
    expect(page1.TotalCount).toBe(170);
    expect(page1.Data).toHaveLength(50);
    expect(page1.Data[0]?.tag).toBe('BULK-169');
    expect(page2.Data[0]?.tag).toBe('BULK-119');
    expect(page4.Data.map((r) => r.tag)).toEqual(
      Array.from({ length: 20 }, (_, i) => `BULK-${String(19 - i).padStart(3, '0')}`),
    );
    expect((await reads({ ...range, page: 5 })).Data).toEqual([]);
    const big = await reads({ ...range, pageSize: 150, page: 2 });
    expect(big.Data).toHaveLength(20);
    expect((await reads({ ...range, pageSize: 100 })).Data).toHaveLength(100);
    const all = [1, 2, 3, 4].map((page) => reads({ ...range, page }));
    const seen = (await Promise.all(all)).flatMap((b) => b.Data.map((r) => r.tag));
    expect(new Set(seen).size).toBe(170);
  });

  it('gives the local wall clock as epoch seconds across the end of daylight saving time', async () => {
    // 2026-11-01 in New York: 01:00–01:59 happens twice, first in EDT (UTC-4), then in EST (UTC-5).
    await insertReads([
      { tag: 'DST-EDT', readAt: '2026-11-01T05:30:00Z', access: 1 },
      { tag: 'DST-EST', readAt: '2026-11-01T06:30:00Z', access: 1 },
      { tag: 'DST-AFTER', readAt: '2026-11-01T12:00:45Z', access: 1 },
    ]);
    const body = await reads({
      startTime: at('2026-11-01T04:00:00Z'),
      endTime: at('2026-11-02T04:59:59Z'),
      orderBy: 'Time',
      reverse: 'false',
    });
    const localAt = (iso: string) => at(`${iso}Z`);
    expect(body.Data.map((r) => [r.tag, r.eventDateTimeLocalEpoch])).toEqual([
      ['DST-EDT', localAt('2026-11-01T01:30:00')],
      ['DST-EST', localAt('2026-11-01T01:30:00')],
      ['DST-AFTER', localAt('2026-11-01T07:00:45')],
    ]);
  });

  it('refuses bad input with 400 and the error list only', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ startTime: '' }, 'startTime'],
      [{ endTime: 'tomorrow' }, 'endTime'],
      [{ endTime: DAY.startTime }, 'endTime'],
      [{ pageSize: 75 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ orderBy: 'Salary' }, 'orderBy'],
      [{ reverse: 'sometimes' }, 'reverse'],
      [{ accessTypes: '0,5' }, 'accessTypes'],
      [{ sources: '3' }, 'sources'],
      [{ readDirectionIds: '4' }, 'readDirectionIds'],
      [{ contractIds: '1;2' }, 'contractIds'],
      [{ projectZoneIds: '-2' }, 'projectZoneIds'],
    ];
    for (const [query, field] of cases) {
      const res = await getReads(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json<ApiError>();
      expect(Object.keys(body)).toEqual(['errors']);
      expect(body.errors.map((e) => e.field)).toEqual([field]);
      expect(body.errors[0]?.errorMessage).toMatch(new RegExp(field));
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${projectId}/access_control/reads`,
      headers: bearerV2(manager),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiError>().errors.map((e) => e.field)).toEqual(['startTime', 'endTime']);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/projects/${projectId}/access_control/reads?startTime=1&endTime=2`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('TAG-A1');
  });

  it('refuses another project’s user with 403 and no data', async () => {
    const res = await getReads({}, outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ errorMessage: 'You do not have permission for this project.' }],
    });
    // And their own project shows only its own reads.
    const own = await getReads({}, outsider, otherProjectId);
    expect(own.json<AccessReadsResponse>().Data.map((r) => r.tag)).toEqual(['BETA-SECRET']);
  });

  it('lets a provider employee in without a membership', async () => {
    const provider = await member([], { isProviderEmployee: true });
    const res = await getReads({}, provider);
    expect(res.json<AccessReadsResponse>().TotalCount).toBe(4);
  });
});

describe('filter choices', () => {
  it('lists the project’s contracts by name, and refuses another project’s user', async () => {
    const url = `/api/v2/projects/${projectId}/access_control/contracts`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearerV2(manager) });
    expect(res.json<AccessControlContract[]>()).toEqual([
      { ContractId: ids.concrete, DisplayName: 'Atlas Concrete - Concrete' },
      { ContractId: ids.electric, DisplayName: 'Brightline Electric - Electrical' },
    ]);
    const refused = await t.app.inject({ method: 'GET', url, headers: bearerV2(outsider) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Brightline');
  });
});
