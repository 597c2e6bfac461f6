import type { TagRead } from '@siteline/shared';
import type { Database } from '../src/db/database.ts';
import { createGatewayKeys } from '../src/engine/gateway-keys.ts';
import { addDays, localDate, timesheetDate, zonedTimeToInstant } from '../src/lib/time.ts';
import { createProject, createUser } from './factories.ts';

export const TZ = 'America/New_York';

/**
 * A small site the engine tests can reason about by hand:
 *   Site (INHERIT) ─ Main Gate (entrance/exit; reader GATE-1: port 1 In, port 2 Out)
 *                  └ Level 1 (reader FLOOR-1) ─ Electrical Room (DENY; the electrical contract
 *                                               has Indefinite access)
 * Alice works for the electrical contract (badge T-ALICE), Bob for the plumbing one (T-BOB);
 * T-SPARE belongs to nobody.
 */
export async function createSite(db: Database, title = 'Engine Test Site') {
  const projectId = await createProject(db, { title, timeZoneId: TZ });
  const company = await db
    .insertInto('companies')
    .values({ name: `${title} Electric` })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const [electrical, plumbing] = await db
    .insertInto('contracts')
    .values([
      {
        project_id: projectId,
        company_id: company.company_id,
        trade: 'Electrical',
        display_name: 'Electrical',
      },
      {
        project_id: projectId,
        company_id: company.company_id,
        trade: 'Plumbing',
        display_name: 'Plumbing',
      },
    ])
    .returning('contract_id')
    .execute();
  const zone = (
    name: string,
    parent: number | null,
    extra: { gate?: boolean; status?: 'ALLOW' | 'DENY' | 'INHERIT' } = {},
  ) =>
    db
      .insertInto('zones')
      .values({
        project_id: projectId,
        parent_project_zone_id: parent,
        zone_name: name,
        is_site_entrance_exit: extra.gate ?? false,
        default_authorization_status: extra.status ?? 'INHERIT',
      })
      .returning('project_zone_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.project_zone_id);
  const site = await zone('Site', null);
  const gate = await zone('Main Gate', site, { gate: true });
  const level1 = await zone('Level 1', site);
  const electricalRoom = await zone('Electrical Room', level1, { status: 'DENY' });
  await db
    .insertInto('zone_contract_rules')
    .values({
      project_id: projectId,
      project_zone_id: electricalRoom,
      contract_id: electrical!.contract_id,
      access_level: 'Indefinite',
      start_date_inclusive: '2020-01-01',
    })
    .execute();

  const worker = (first: string, contractId: number) =>
    db
      .insertInto('workers')
      .values({
        project_id: projectId,
        contract_id: contractId,
        first_name: first,
        last_name: 'Tester',
      })
      .returning('worker_id')
      .executeTakeFirstOrThrow()
      .then((r) => r.worker_id);
  const alice = await worker('Alice', electrical!.contract_id);
  const bob = await worker('Bob', plumbing!.contract_id);
  const tags = await db
    .insertInto('tags')
    .values(
      ['T-ALICE', 'T-BOB', 'T-SPARE'].map((tag) => ({
        project_id: projectId,
        tag: `${tag}-${projectId}`,
        tag_type_id: 1,
      })),
    )
    .returning(['tag_id', 'tag'])
    .execute();
  const tagId = (prefix: string) => tags.find((t) => t.tag.startsWith(prefix))!.tag_id;
  await db
    .insertInto('worker_tags')
    .values([
      {
        project_id: projectId,
        worker_id: alice,
        tag_id: tagId('T-ALICE'),
        start_date: '2020-01-01',
      },
      { project_id: projectId, worker_id: bob, tag_id: tagId('T-BOB'), start_date: '2020-01-01' },
    ])
    .execute();

  const reader = async (
    serial: string,
    hardwareModelId: number,
    ports: [number, number, number][],
  ) => {
    const r = await db
      .insertInto('readers')
      .values({
        project_id: projectId,
        hardware_model_id: hardwareModelId,
        manufacturer_serial_number: `${serial}-${projectId}`,
        access_points_count: ports.length,
      })
      .returning('reader_id')
      .executeTakeFirstOrThrow();
    const a = await db
      .insertInto('reader_assignments')
      .values({
        project_id: projectId,
        reader_id: r.reader_id,
        valid_from: '2020-01-01T00:00:00Z',
        project_zone_id: ports[0]![1],
        location_name: `${serial} location`,
        read_direction_id: ports[0]![2],
      })
      .returning('reader_assignment_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reader_assignment_ports')
      .values(
        ports.map(([port, zoneId, direction]) => ({
          project_id: projectId,
          reader_assignment_id: a.reader_assignment_id,
          port,
          project_zone_id: zoneId,
          read_direction_id: direction,
        })),
      )
      .execute();
    return r.reader_id;
  };
  const gateReader = await reader('GATE-1', 2, [
    [1, gate, 2],
    [2, gate, 3],
  ]);
  const floorReader = await reader('FLOOR-1', 1, [[1, level1, 1]]);
  const roomReader = await reader('ROOM-1', 1, [[1, electricalRoom, 1]]);

  const admin = await createUser(db);
  const key = await createGatewayKeys(db).create(projectId, 'Test gateway', admin.userId);

  const serial = (s: string) => `${s}-${projectId}`;
  const tag = (t: 'T-ALICE' | 'T-BOB' | 'T-SPARE') => `${t}-${projectId}`;
  return {
    projectId,
    key: key.Key,
    zones: { site, gate, level1, electricalRoom },
    contracts: { electrical: electrical!.contract_id, plumbing: plumbing!.contract_id },
    workers: { alice, bob },
    tagIds: { alice: tagId('T-ALICE'), bob: tagId('T-BOB'), spare: tagId('T-SPARE') },
    readers: { gate: gateReader, floor: floorReader, room: roomReader },
    serial,
    tag,
    /** A read on `date` at local `time`. */
    read(readerSerial: string, port: number, tagText: string, date: string, time: string): TagRead {
      return {
        ReaderSerial: serial(readerSerial),
        Port: port,
        Tag: tagText,
        Time: zonedTimeToInstant(date, time, TZ).toISOString(),
        Source: 1,
      };
    },
  };
}

export type Site = Awaited<ReturnType<typeof createSite>>;

/** A weekday a little in the past, in the site's zone, so reads are neither future nor too old. */
export function recentDate(daysAgo = 7): string {
  return addDays(localDate(Date.now(), TZ), -daysAgo);
}

/** The site's workday boundary (the projects' default, 03:00). */
export const BOUNDARY_HOUR = 3;

/** When the site's current workday began: today's boundary, or yesterday's before it. */
export function workdayStart(now = Date.now()): number {
  const today = timesheetDate(now, TZ, BOUNDARY_HOUR);
  return zonedTimeToInstant(today, `${String(BOUNDARY_HOUR).padStart(2, '0')}:00`, TZ).getTime();
}

/**
 * An instant to take "minutes ago" reads back from, so that none of them falls on the other side
 * of the workday boundary from the rest: now, unless the boundary passed less than `margin` ago;
 * then a minute before it (the reads all belong to the workday that just ended).
 */
export function clearOfBoundary(margin = 15 * 60_000, now = Date.now()): number {
  const start = workdayStart(now);
  return now - start < margin ? start - 60_000 : now;
}

/** Alice's ordinary day: gate In, floor, electrical room, lunch out and back, gate Out. */
export function aliceDay(site: Site, date: string): TagRead[] {
  const t = site.tag('T-ALICE');
  return [
    site.read('GATE-1', 1, t, date, '06:45'),
    site.read('FLOOR-1', 1, t, date, '07:00'),
    site.read('ROOM-1', 1, t, date, '09:30'),
    site.read('GATE-1', 2, t, date, '11:45'),
    site.read('GATE-1', 1, t, date, '12:15'),
    site.read('FLOOR-1', 1, t, date, '14:00'),
    site.read('GATE-1', 2, t, date, '15:30'),
  ];
}
