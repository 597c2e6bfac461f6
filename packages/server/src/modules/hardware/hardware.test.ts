import {
  HARDWARE_MESSAGES,
  type ApiError,
  type HardwareModel,
  type Permission,
  type ReaderAssignment,
  type ReaderListResponse,
  type ReaderSuggestion,
  type TokenResponse,
} from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bearerFor,
  bearerV2,
  buildTestApp,
  tokensFor,
  type TestApp,
} from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';

let t: TestApp;
let mine: number;
let theirs: number;
const zone = { gate: 0, basement: 0, crane: 0, theirs: 0 };
const reader = { r1: 0, r2: 0, r3: 0, r4: 0, r5: 0, theirs: 0 };
let manager: TokenResponse;
let viewer: TokenResponse;
let outsider: TokenResponse;

const BLE = 1; // online within 15 minutes (migration 0001)
const NFC = 2; // online within 60 minutes

async function insertZone(projectId: number, name: string, isArchived = false) {
  const row = await t.db
    .insertInto('zones')
    .values({ project_id: projectId, zone_name: name, is_archived: isArchived })
    .returning('project_zone_id')
    .executeTakeFirstOrThrow();
  return row.project_zone_id;
}

async function insertReader(
  projectId: number,
  values: {
    serial: string;
    model: number;
    ports?: number;
    heardMinutesAgo?: number;
    power?: number;
    battery?: number;
  },
) {
  const row = await t.db
    .insertInto('readers')
    .values({
      project_id: projectId,
      hardware_model_id: values.model,
      manufacturer_serial_number: values.serial,
      access_points_count: values.ports ?? 1,
      power_status: values.power ?? 1,
      battery_level: values.battery ?? null,
      last_heard_at:
        values.heardMinutesAgo === undefined
          ? null
          : sql<Date>`now() - make_interval(mins => ${values.heardMinutesAgo})`,
    })
    .returning('reader_id')
    .executeTakeFirstOrThrow();
  return row.reader_id;
}

async function place(
  projectId: number,
  readerId: number,
  values: {
    zoneId: number | null;
    location: string | null;
    direction?: number;
    ports?: { port: number; zoneId: number | null; direction: number }[];
    from?: string;
    to?: string | null;
  },
) {
  const row = await t.db
    .insertInto('reader_assignments')
    .values({
      project_id: projectId,
      reader_id: readerId,
      valid_from: values.from ?? '2026-01-05T05:00:00Z',
      valid_to: values.to ?? null,
      project_zone_id: values.zoneId,
      location_name: values.location,
      read_direction_id: values.direction ?? 1,
    })
    .returning('reader_assignment_id')
    .executeTakeFirstOrThrow();
  const ports = values.ports ?? [{ port: 1, zoneId: values.zoneId, direction: 1 }];
  await t.db
    .insertInto('reader_assignment_ports')
    .values(
      ports.map((p) => ({
        project_id: projectId,
        reader_assignment_id: row.reader_assignment_id,
        port: p.port,
        project_zone_id: p.zoneId,
        read_direction_id: p.direction,
      })),
    )
    .execute();
}

async function siteMember(projectId: number) {
  const user = await createUser(t.db);
  await addMember(t.db, projectId, user.userId, []);
  return user;
}

async function member(projectIds: number[], permissions: Permission[] = []) {
  const user = await createUser(t.db);
  for (const id of projectIds) await addMember(t.db, id, user.userId, permissions);
  return tokensFor(t.app, user.email, PASSWORD);
}

beforeAll(async () => {
  t = await buildTestApp();
  mine = await createProject(t.db, { title: 'Alpha Tower' });
  theirs = await createProject(t.db, { title: 'Beta Hospital' });
  zone.gate = await insertZone(mine, 'Alpha Gate');
  zone.basement = await insertZone(mine, 'Basement');
  zone.crane = await insertZone(mine, 'Crane Zone', true);
  zone.theirs = await insertZone(theirs, 'Their Zone');

  // Online by the BLE model's 15 minutes.
  reader.r1 = await insertReader(mine, { serial: 'BLE-0001', model: BLE, heardMinutesAgo: 5 });
  // Offline: 20 minutes is past the BLE model's 15.
  reader.r2 = await insertReader(mine, { serial: 'BLE-0002', model: BLE, heardMinutesAgo: 20 });
  // Online: 30 minutes is within the NFC model's 60.
  reader.r3 = await insertReader(mine, {
    serial: 'NFC-0003',
    model: NFC,
    ports: 2,
    heardMinutesAgo: 30,
  });
  // Unknown: never heard, never placed.
  reader.r4 = await insertReader(mine, { serial: 'NFC-0004', model: NFC, ports: 2, power: 3 });
  // Offline, on battery.
  reader.r5 = await insertReader(mine, {
    serial: 'BLE-0005',
    model: BLE,
    heardMinutesAgo: 120,
    power: 2,
    battery: 42,
  });
  reader.theirs = await insertReader(theirs, { serial: 'THEIR-001', model: BLE });

  // R1 used to be at the gate; that version is history and must not show.
  await place(mine, reader.r1, {
    zoneId: zone.gate,
    location: 'Old gate spot',
    to: '2026-02-01T00:00:00Z',
  });
  await place(mine, reader.r1, {
    zoneId: zone.basement,
    location: 'North stair 100',
    from: '2026-02-01T00:00:00Z',
  });
  await place(mine, reader.r2, { zoneId: zone.gate, location: 'Gate east' });
  await place(mine, reader.r3, {
    zoneId: zone.gate,
    location: 'Turnstile 1',
    direction: 2,
    ports: [
      { port: 1, zoneId: zone.gate, direction: 2 },
      { port: 2, zoneId: zone.basement, direction: 3 },
    ],
  });
  await place(mine, reader.r5, { zoneId: null, location: 'Spare_100%' });
  await place(theirs, reader.theirs, { zoneId: zone.theirs, location: 'Their secret spot' });

  manager = await member([mine], ['ManageZones']);
  viewer = await member([mine]);
  outsider = await member([theirs], ['ManageZones']);
}, 60_000);
afterAll(() => t.close());

const readersUrl = (query = '', projectId = mine) =>
  `/api/v2/projects/${projectId}/readers${query ? `?${query}` : ''}`;
const assignmentUrl = (readerId: number, projectId = mine) =>
  `/api/v1/project/${projectId}/readers/${readerId}/assignments/current`;

async function list(query = '', tokens = viewer) {
  const res = await t.app.inject({
    method: 'GET',
    url: readersUrl(query),
    headers: bearerV2(tokens),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReaderListResponse>();
}
async function serials(query = '') {
  return (await list(query)).Data.map((r) => r.ManufacturerSerialNumber);
}

async function save(readerId: number, body: unknown, tokens = manager, projectId = mine) {
  return t.app.inject({
    method: 'POST',
    url: assignmentUrl(readerId, projectId),
    headers: bearer(tokens),
    payload: body as Record<string, unknown>,
  });
}

async function history(readerId: number) {
  return t.db
    .selectFrom('reader_assignments')
    .select([
      'reader_assignment_id',
      'valid_from',
      'valid_to',
      'project_zone_id',
      'location_name',
      'created_by_user_id',
    ])
    .where('reader_id', '=', readerId)
    .orderBy('valid_from')
    .orderBy('reader_assignment_id')
    .execute();
}

describe('GET /api/v2/projects/:projectId/readers', () => {
  it('lists the readers with their current assignment, by zone name by default', async () => {
    const body = await list();
    expect(body.TotalCount).toBe(5);
    // Alpha Gate (by serial), Basement, then the readers placed in no zone.
    expect(body.Data.map((r) => r.ManufacturerSerialNumber)).toEqual([
      'BLE-0002',
      'NFC-0003',
      'BLE-0001',
      'BLE-0005',
      'NFC-0004',
    ]);
    expect(body.Data[1]).toEqual({
      readerId: reader.r3,
      ManufacturerSerialNumber: 'NFC-0003',
      HardwareModelId: NFC,
      HardwareModelDisplayName: 'NFC',
      projectZoneId: zone.gate,
      ZoneName: 'Alpha Gate',
      locationName: 'Turnstile 1',
      ReadDirectionId: 2,
      AccessPointsCount: 2,
      ReaderAssignmentPorts: [
        { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
        { Port: 2, ProjectZoneId: zone.basement, ReadDirectionId: 3 },
      ],
      ReaderStatusId: 3,
      PowerStatusId: 1,
      BatteryLevel: null,
      LastActiveDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as string,
    });
    // The closed version of R1 (Old gate spot) is history, not the current placement.
    expect(body.Data[2]).toMatchObject({ ZoneName: 'Basement', locationName: 'North stair 100' });
  });

  it('answers a reader never placed with no zone, direction 1 and a row per port', async () => {
    const r4 = (await list()).Data.find((r) => r.readerId === reader.r4);
    expect(r4).toMatchObject({
      projectZoneId: null,
      ZoneName: null,
      locationName: null,
      ReadDirectionId: 1,
      ReaderStatusId: 4,
      PowerStatusId: 3,
      LastActiveDate: null,
      ReaderAssignmentPorts: [
        { Port: 1, ProjectZoneId: null, ReadDirectionId: 1 },
        { Port: 2, ProjectZoneId: null, ReadDirectionId: 1 },
      ],
    });
  });

  it('tells Online, Offline and Unknown by last heard and the model’s minutes', async () => {
    const status = Object.fromEntries(
      (await list()).Data.map((r) => [r.ManufacturerSerialNumber, r.ReaderStatusId]),
    );
    expect(status).toEqual({
      'BLE-0001': 3, // 5 min, BLE waits 15
      'BLE-0002': 2, // 20 min, BLE waits 15
      'NFC-0003': 3, // 30 min, NFC waits 60
      'NFC-0004': 4, // never heard
      'BLE-0005': 2, // 2 h
    });
  });

  it('reports power status and battery level', async () => {
    const r5 = (await list()).Data.find((r) => r.readerId === reader.r5);
    expect(r5).toMatchObject({ PowerStatusId: 2, BatteryLevel: 42 });
  });

  it('pages with page and pageSize and keeps the total', async () => {
    const page2 = await list('pageSize=10&page=1');
    expect(page2.Data).toHaveLength(5);
    const beyond = await list('page=2');
    expect(beyond).toEqual({ Data: [], TotalCount: 5 });
    for (const bad of ['pageSize=7', 'pageSize=500', 'page=0', 'page=x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: readersUrl(bad),
        headers: bearerV2(viewer),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ApiError>().errors[0]?.field).toBe(bad.split('=')[0]);
    }
  });

  it('filters by zone (the reader’s or a port’s), Unassigned Zone, status and model', async () => {
    expect(await serials(`projectZoneId=${zone.gate}`)).toEqual(['BLE-0002', 'NFC-0003']);
    // NFC-0003's port 2 serves the basement.
    expect(await serials(`projectZoneId=${zone.basement}`)).toEqual(['NFC-0003', 'BLE-0001']);
    expect(await serials('projectZoneId=-1')).toEqual(['BLE-0005', 'NFC-0004']);
    expect(await serials('readerStatus=3')).toEqual(['NFC-0003', 'BLE-0001']);
    expect(await serials('readerStatus=2')).toEqual(['BLE-0002', 'BLE-0005']);
    expect(await serials('readerStatus=4')).toEqual(['NFC-0004']);
    expect(await serials(`hardwareModelId=${NFC}`)).toEqual(['NFC-0003', 'NFC-0004']);
    expect(await serials(`hardwareModelId=${NFC}&readerStatus=3`)).toEqual(['NFC-0003']);
    const filtered = await list(`projectZoneId=${zone.gate}&pageSize=10`);
    expect(filtered.TotalCount).toBe(2);
  });

  it('refuses a status outside 2, 3, 4', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: readersUrl('readerStatus=1'),
      headers: bearerV2(viewer),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().errors[0]?.field).toBe('readerStatus');
  });

  it('searches serial number or location from 3 characters, case-insensitive', async () => {
    expect(await serials('search=nf')).toHaveLength(5);
    expect(await serials('search=')).toHaveLength(5);
    expect(await serials('search=%20%20nfc%20')).toEqual(['NFC-0003', 'NFC-0004']);
    expect(await serials('search=TURNSTILE')).toEqual(['NFC-0003']);
    // % and _ are the user's characters, not wildcards ("_100" would match "North stair 100").
    expect(await serials(`search=${encodeURIComponent('_100%')}`)).toEqual(['BLE-0005']);
    expect(await serials('search=their')).toEqual([]);
  });

  it('sorts by each option, both ways, with the zone name and serial inside equal keys', async () => {
    expect(await serials('orderBy=ZoneName&reverse=true')).toEqual([
      'BLE-0001',
      'BLE-0002',
      'NFC-0003',
      'BLE-0005',
      'NFC-0004',
    ]);
    expect(await serials('orderBy=ReaderStatus')).toEqual([
      'BLE-0002',
      'BLE-0005',
      'NFC-0003',
      'BLE-0001',
      'NFC-0004',
    ]);
    expect(await serials('orderBy=ReaderStatus&reverse=true')).toEqual([
      'NFC-0004',
      'NFC-0003',
      'BLE-0001',
      'BLE-0002',
      'BLE-0005',
    ]);
    expect(await serials('orderBy=PowerStatus')).toEqual([
      'BLE-0002',
      'NFC-0003',
      'BLE-0001',
      'BLE-0005',
      'NFC-0004',
    ]);
    // Never heard stays last either way.
    expect(await serials('orderBy=LastActiveDate')).toEqual([
      'BLE-0005',
      'NFC-0003',
      'BLE-0002',
      'BLE-0001',
      'NFC-0004',
    ]);
    expect(await serials('orderBy=LastActiveDate&reverse=true')).toEqual([
      'BLE-0001',
      'BLE-0002',
      'NFC-0003',
      'BLE-0005',
      'NFC-0004',
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: readersUrl('orderBy=Serial'),
      headers: bearerV2(viewer),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts zone names naturally (Level 2 before Level 10), in SQL across pages', async () => {
    const site = await createProject(t.db, { title: 'Natural Tower' });
    for (const name of ['Level 10', 'level 2', 'Level 1', 'Level 2B', 'Roof']) {
      const zoneId = await insertZone(site, name);
      const id = await insertReader(site, { serial: `SN-${name}`, model: BLE });
      await place(site, id, { zoneId, location: name });
    }
    const member = await tokensFor(t.app, (await siteMember(site)).email, PASSWORD);
    const zones = async (query: string) => {
      const names: (string | null)[] = [];
      for (const page of [1, 2]) {
        const res = await t.app.inject({
          method: 'GET',
          url: readersUrl(`${query}&page=${page}&pageSize=10`.replace(/^&/, ''), site),
          headers: bearerV2(member),
        });
        expect(res.statusCode, res.body).toBe(200);
        names.push(...res.json<ReaderListResponse>().Data.map((r) => r.ZoneName));
      }
      return names;
    };
    const natural = ['Level 1', 'level 2', 'Level 2B', 'Level 10', 'Roof'];
    expect(await zones('')).toEqual(natural);
    expect(await zones('orderBy=ZoneName&reverse=true')).toEqual([...natural].reverse());
  });

  it('pages through a sort without repeating or skipping a reader', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: readersUrl(`orderBy=ReaderStatus&page=${page}&pageSize=10`),
        headers: bearerV2(viewer),
      });
      seen.push(...res.json<ReaderListResponse>().Data.map((r) => r.ManufacturerSerialNumber));
    }
    expect(new Set(seen).size).toBe(5);
  });
});

describe('GET /api/v2/projects/:projectId/readers/autocomplete and /models', () => {
  it('suggests up to 20 readers of the project from 3 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${readersUrl()}/autocomplete?search=nfc`,
      headers: bearerV2(viewer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReaderSuggestion[]>()).toEqual([
      { readerId: reader.r3, ManufacturerSerialNumber: 'NFC-0003', locationName: 'Turnstile 1' },
      { readerId: reader.r4, ManufacturerSerialNumber: 'NFC-0004', locationName: null },
    ]);
    const short = await t.app.inject({
      method: 'GET',
      url: `${readersUrl()}/autocomplete?search=nf`,
      headers: bearerV2(viewer),
    });
    expect(short.json()).toEqual([]);
    const other = await t.app.inject({
      method: 'GET',
      url: `${readersUrl()}/autocomplete?search=THEIR`,
      headers: bearerV2(viewer),
    });
    expect(other.json()).toEqual([]);
  });

  it('lists the hardware models', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${readersUrl()}/models`,
      headers: bearerV2(viewer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<HardwareModel[]>()).toEqual([
      {
        HardwareModelId: BLE,
        Name: 'BLE Gateway',
        DisplayName: 'BLE',
        OnlineStatusMinutesToWait: 15,
        PowerStatusMinutesToWait: 3,
      },
      {
        HardwareModelId: NFC,
        Name: 'NFC Reader',
        DisplayName: 'NFC',
        OnlineStatusMinutesToWait: 60,
        PowerStatusMinutesToWait: 3,
      },
    ]);
  });
});

describe('GET /api/v1/project/:projectId/readers/:readerId/assignments/current', () => {
  it('answers the current placement with its ports', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: assignmentUrl(reader.r3),
      headers: bearer(viewer),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ProjectId: mine,
      ReaderId: reader.r3,
      ProjectZoneId: zone.gate,
      LocationName: 'Turnstile 1',
      ReadDirectionId: 2,
      ReaderAssignmentPorts: [
        { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
        { Port: 2, ProjectZoneId: zone.basement, ReadDirectionId: 3 },
      ],
    });
  });

  it('answers a reader never placed with nulls, direction 1 and one row per port', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: assignmentUrl(reader.r4),
      headers: bearer(viewer),
    });
    expect(res.json()).toEqual({
      ProjectId: mine,
      ReaderId: reader.r4,
      ProjectZoneId: null,
      LocationName: null,
      ReadDirectionId: 1,
      ReaderAssignmentPorts: [
        { Port: 1, ProjectZoneId: null, ReadDirectionId: 1 },
        { Port: 2, ProjectZoneId: null, ReadDirectionId: 1 },
      ],
    });
  });

  it('answers 404 for a reader of another project, asked through this one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: assignmentUrl(reader.theirs),
      headers: bearer(viewer),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Their secret spot');
  });
});

describe('POST /api/v1/project/:projectId/readers/:readerId/assignments/current', () => {
  const r3Body = (): ReaderAssignment => ({
    ProjectId: mine,
    ReaderId: reader.r3,
    ProjectZoneId: zone.gate,
    LocationName: 'Turnstile 1',
    ReadDirectionId: 2,
    ReaderAssignmentPorts: [
      { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
      { Port: 2, ProjectZoneId: zone.basement, ReadDirectionId: 3 },
    ],
  });

  it('versions the placement: the old row is closed, the new one starts then', async () => {
    const before = await history(reader.r2);
    expect(before).toHaveLength(1);
    const res = await save(reader.r2, {
      ProjectId: mine,
      ReaderId: reader.r2,
      ProjectZoneId: zone.basement,
      LocationName: '  Hoist landing  ',
      ReadDirectionId: 3,
      ReaderAssignmentPorts: [{ Port: 1, ProjectZoneId: zone.basement, ReadDirectionId: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ProjectId: mine,
      ReaderId: reader.r2,
      ProjectZoneId: zone.basement,
      LocationName: 'Hoist landing',
      ReadDirectionId: 3,
      ReaderAssignmentPorts: [{ Port: 1, ProjectZoneId: zone.basement, ReadDirectionId: 3 }],
    });

    const after = await history(reader.r2);
    expect(after).toHaveLength(2);
    const [old, current] = after;
    expect(old).toMatchObject({
      reader_assignment_id: before[0]?.reader_assignment_id,
      location_name: 'Gate east',
      project_zone_id: zone.gate,
    });
    expect(old?.valid_to).not.toBeNull();
    expect(current?.valid_to).toBeNull();
    // The versions meet exactly: no gap, no overlap.
    expect(current?.valid_from.getTime()).toBe(old?.valid_to?.getTime());
    expect(current?.created_by_user_id).not.toBeNull();

    const listed = (await list()).Data.find((r) => r.readerId === reader.r2);
    expect(listed).toMatchObject({ ZoneName: 'Basement', locationName: 'Hoist landing' });
  });

  it('places a reader for the first time, filling the ports it leaves out', async () => {
    const res = await save(reader.r4, {
      ProjectId: mine,
      ReaderId: reader.r4,
      ProjectZoneId: zone.gate,
      LocationName: 'Gate west',
      ReadDirectionId: 2,
      ReaderAssignmentPorts: [{ Port: 2, ProjectZoneId: zone.gate, ReadDirectionId: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReaderAssignment>().ReaderAssignmentPorts).toEqual([
      { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
      { Port: 2, ProjectZoneId: zone.gate, ReadDirectionId: 3 },
    ]);
    expect(await history(reader.r4)).toHaveLength(1);
  });

  it('treats the Unassigned Zone (-1) as no zone and an empty location as none', async () => {
    const res = await save(reader.r5, {
      ProjectId: mine,
      ReaderId: reader.r5,
      ProjectZoneId: -1,
      LocationName: '   ',
      ReadDirectionId: 1,
      ReaderAssignmentPorts: [{ Port: 1, ProjectZoneId: -1, ReadDirectionId: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ProjectZoneId: null, LocationName: null });
  });

  it('writes nothing when nothing changed', async () => {
    const before = await history(reader.r3);
    const res = await save(reader.r3, r3Body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(r3Body());
    expect(await history(reader.r3)).toEqual(before);
  });

  it('refuses bad ports and zones with an error per item, and changes nothing', async () => {
    const before = await history(reader.r3);
    const cases: { body: ReaderAssignment; errors: { errorMessage: string; field: string }[] }[] = [
      {
        body: {
          ...r3Body(),
          ReaderAssignmentPorts: [
            { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
            { Port: 3, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
          ],
        },
        errors: [
          {
            errorMessage: HARDWARE_MESSAGES.portOutOfRange(3, 2),
            field: 'ReaderAssignmentPorts.1.Port',
          },
        ],
      },
      {
        body: {
          ...r3Body(),
          ReaderAssignmentPorts: [
            { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
            { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 3 },
          ],
        },
        errors: [
          {
            errorMessage: HARDWARE_MESSAGES.portRepeated(1),
            field: 'ReaderAssignmentPorts.1.Port',
          },
        ],
      },
      {
        body: { ...r3Body(), ProjectZoneId: zone.theirs, LocationName: 'Elsewhere' },
        errors: [{ errorMessage: HARDWARE_MESSAGES.zoneNotFound, field: 'ProjectZoneId' }],
      },
      {
        body: {
          ...r3Body(),
          ProjectZoneId: zone.crane,
          ReaderAssignmentPorts: [
            { Port: 1, ProjectZoneId: zone.gate, ReadDirectionId: 2 },
            { Port: 2, ProjectZoneId: 999_999, ReadDirectionId: 3 },
          ],
        },
        errors: [
          { errorMessage: HARDWARE_MESSAGES.zoneArchived, field: 'ProjectZoneId' },
          {
            errorMessage: HARDWARE_MESSAGES.zoneNotFound,
            field: 'ReaderAssignmentPorts.1.ProjectZoneId',
          },
        ],
      },
      {
        body: { ...r3Body(), ProjectId: theirs, ReaderId: reader.r1 },
        errors: [
          { errorMessage: HARDWARE_MESSAGES.projectMismatch, field: 'ProjectId' },
          { errorMessage: HARDWARE_MESSAGES.readerMismatch, field: 'ReaderId' },
        ],
      },
    ];
    for (const { body, errors } of cases) {
      const res = await save(reader.r3, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ errors });
    }
    expect(await history(reader.r3)).toEqual(before);
  });

  it('refuses a malformed body with the field named', async () => {
    const res = await save(reader.r3, {
      ...r3Body(),
      ReadDirectionId: 4,
      LocationName: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<ApiError>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['ReadDirectionId', 'LocationName']));
  });

  it('answers 404 for a reader of another project and leaves it alone', async () => {
    const before = await history(reader.theirs);
    const res = await save(reader.theirs, {
      ...r3Body(),
      ReaderId: reader.theirs,
      ProjectZoneId: null,
      ReaderAssignmentPorts: [],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ errorMessage: HARDWARE_MESSAGES.readerNotFound }] });
    expect(await history(reader.theirs)).toEqual(before);
  });

  it('refuses a member without ManageZones with 403', async () => {
    const before = await history(reader.r3);
    const res = await save(reader.r3, { ...r3Body(), LocationName: 'Viewer was here' }, viewer);
    expect(res.statusCode).toBe(403);
    expect(await history(reader.r3)).toEqual(before);
  });

  it('lets a provider employee save without a membership', async () => {
    const user = await createUser(t.db, { isProviderEmployee: true });
    const tokens = await tokensFor(t.app, user.email, PASSWORD);
    const res = await save(reader.r3, { ...r3Body(), LocationName: 'Turnstile 1 (main)' }, tokens);
    expect(res.statusCode, res.body).toBe(200);
    expect(await history(reader.r3)).toHaveLength(2);
  });
});

describe('authorisation on every hardware route', () => {
  const routes = () => [
    { method: 'GET' as const, url: readersUrl() },
    { method: 'GET' as const, url: `${readersUrl()}/autocomplete?search=BLE` },
    { method: 'GET' as const, url: `${readersUrl()}/models` },
    { method: 'GET' as const, url: assignmentUrl(reader.r1) },
    { method: 'POST' as const, url: assignmentUrl(reader.r1) },
  ];
  const body = () => ({
    ProjectId: mine,
    ReaderId: reader.r1,
    ProjectZoneId: zone.gate,
    LocationName: 'Taken over',
    ReadDirectionId: 1,
    ReaderAssignmentPorts: [],
  });

  it('answers 401 without a token', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({
        ...route,
        payload: route.method === 'POST' ? body() : undefined,
      });
      expect(res.statusCode, route.url).toBe(401);
    }
  });

  it('answers another project’s user 403 and no data, and writes nothing', async () => {
    const before = await history(reader.r1);
    for (const route of routes()) {
      const res = await t.app.inject({
        ...route,
        headers: bearerFor(route.url, outsider),
        payload: route.method === 'POST' ? body() : undefined,
      });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json()).toEqual({
        errors: [{ errorMessage: 'You do not have permission for this project.' }],
      });
      expect(res.body).not.toContain('BLE-0001');
    }
    expect(await history(reader.r1)).toEqual(before);
  });

  it('lets a member without ManageZones read everything', async () => {
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({ ...route, headers: bearerFor(route.url, viewer) });
      expect(res.statusCode, route.url).toBe(200);
    }
  });
});
