import type { AccessReadTotal, TokenResponse } from '@siteline/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, addMember, createProject, createUser } from '../../../test/factories.ts';
import { localMinuteOfDay } from '../../lib/time.ts';

// A day of reads at two gates and inside, for the day's totals and the day's export: the tests
// check the server against the raw reads written here, worked out without the server's SQL.

export const ZONE = 'America/New_York';
export const day = {} as {
  t: TestApp;
  projectId: number;
  manager: TokenResponse;
  outsider: TokenResponse;
};
let t: TestApp;
let projectId: number;
let otherProjectId: number;
let manager: TokenResponse;
let outsider: TokenResponse;
export const zones = { north: 0, south: 0, level2: 0 };
let contractId = 0;
let workerId = 0;

export const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
/** 2026-06-10 in New York (EDT, UTC-4), both ends inclusive. */
export const DAY = { startTime: at('2026-06-10T04:00:00Z'), endTime: at('2026-06-11T03:59:59Z') };
/** Day shift 06:00–17:59, night 18:00–05:59 (wrapping midnight). */
export const SHIFTS = { day: 6 * 60, night: 18 * 60 };

export interface Raw {
  tag: string;
  readAt: Date;
  zone: number;
  location: string | null;
  access: 0 | 1 | 2;
}
export const raws: Raw[] = [];

/** A small deterministic generator, so a failure repeats. */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

export function query(extra: Record<string, string | number> = {}) {
  return new URLSearchParams(
    Object.entries({ ...DAY, ...extra }).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}

/** Builds the app and the day once for the file that calls it. */
export function useDayFixture() {
  beforeAll(async () => {
    t = await buildTestApp({ realtime: false });
    projectId = await createProject(t.db, { title: 'Gate Tower', timeZoneId: ZONE });
    otherProjectId = await createProject(t.db, { title: 'Other Site' });
    await t.db
      .updateTable('projects')
      .set({ day_shift_start: '06:00', night_shift_start: '18:00' })
      .where('project_id', '=', projectId)
      .execute();
    const company = await t.db
      .insertInto('companies')
      .values({ name: 'Brightline Electric' })
      .returning('company_id')
      .executeTakeFirstOrThrow();
    contractId = (
      await t.db
        .insertInto('contracts')
        .values({
          project_id: projectId,
          company_id: company.company_id,
          display_name: 'Brightline',
        })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;
    workerId = (
      await t.db
        .insertInto('workers')
        .values({
          project_id: projectId,
          contract_id: contractId,
          first_name: 'Ana',
          last_name: 'Lopez',
        })
        .returning('worker_id')
        .executeTakeFirstOrThrow()
    ).worker_id;
    const made = await t.db
      .insertInto('zones')
      .values([
        { project_id: projectId, zone_name: 'North Gate', is_site_entrance_exit: true },
        { project_id: projectId, zone_name: 'South Gate', is_site_entrance_exit: true },
        { project_id: projectId, zone_name: 'Level 2' },
      ])
      .returning('project_zone_id')
      .execute();
    zones.north = made[0]!.project_zone_id;
    zones.south = made[1]!.project_zone_id;
    zones.level2 = made[2]!.project_zone_id;
    await sql`SELECT ensure_tag_read_partition(${'2026-06-01'}::date)`.execute(t.db);

    // 400 reads from 02:00 on the 10th to 06:00 on the 11th (UTC): some before and after the
    // local day, at both gates (two turnstiles at the north gate, one unnamed) and inside.
    const random = lcg(11);
    const places = [
      { zone: zones.north, location: 'Turnstile 1' },
      { zone: zones.north, location: 'Turnstile 2' },
      { zone: zones.south, location: null },
      { zone: zones.level2, location: 'Hoist' },
    ];
    const from = Date.parse('2026-06-10T02:00:00Z');
    for (let i = 0; i < 400; i++) {
      const place = places[Math.floor(random() * places.length)]!;
      const roll = random();
      raws.push({
        // The first one is a formula a spreadsheet must never run.
        tag: i === 0 ? '=HYPERLINK("http://x.test","open")' : `TAG-${String(i).padStart(4, '0')}`,
        readAt: new Date(from + Math.floor(random() * 28 * 3_600_000)),
        ...place,
        access: roll < 0.2 ? 0 : roll < 0.9 ? 1 : 2,
      });
    }
    await t.db
      .insertInto('tag_reads')
      .values(
        raws.map((r, i) => ({
          project_id: projectId,
          reader_id: 1 + (i % 3),
          port: 1,
          tag: r.tag,
          read_at: r.readAt,
          source: 1,
          timesheet_date: r.readAt.toISOString().slice(0, 10),
          worker_id: i % 2 === 0 ? workerId : null,
          contract_id: i % 2 === 0 ? contractId : null,
          project_zone_id: r.zone,
          read_direction_id: 2,
          location_name: r.location,
          access_type: r.access,
          did_worker_have_access: r.access !== 0,
        })),
      )
      .execute();
    await t.db
      .insertInto('tag_reads')
      .values({
        project_id: otherProjectId,
        reader_id: 1,
        port: 1,
        tag: 'OTHER',
        read_at: new Date('2026-06-10T12:00:00Z'),
        source: 1,
        timesheet_date: '2026-06-10',
        read_direction_id: 2,
        access_type: 1,
        did_worker_have_access: true,
      })
      .execute();

    const user = await createUser(t.db);
    await addMember(t.db, projectId, user.userId, []);
    manager = await tokensFor(t.app, user.email, PASSWORD);
    const other = await createUser(t.db);
    await addMember(t.db, otherProjectId, other.userId, []);
    outsider = await tokensFor(t.app, other.email, PASSWORD);
    Object.assign(day, { t, projectId, manager, outsider });
  }, 60_000);
  afterAll(() => t.close());
}

export const inDay = (r: Raw) => {
  const s = Math.floor(r.readAt.getTime() / 1000);
  return s >= DAY.startTime && s <= DAY.endTime;
};

/** The totals worked out from the raw reads in the test's own code. */
export function expectedTotals(keep: (r: Raw) => boolean) {
  const names = new Map([
    [zones.north, 'North Gate'],
    [zones.south, 'South Gate'],
  ]);
  const totals = new Map<string, AccessReadTotal>();
  for (const r of raws) {
    const zoneName = names.get(r.zone);
    if (!zoneName || !inDay(r) || !keep(r)) continue;
    const minute = localMinuteOfDay(r.readAt, ZONE);
    const shift = minute >= SHIFTS.day && minute < SHIFTS.night ? 'Day' : 'Night';
    const key = `${r.zone}|${r.location}|${shift}`;
    const row = totals.get(key) ?? {
      ProjectZoneId: r.zone,
      ZoneName: zoneName,
      LocationName: r.location,
      Shift: shift,
      Granted: 0,
      Denied: 0,
      CheckIn: 0,
    };
    if (r.access === 0) row.Denied += 1;
    else if (r.access === 1) row.Granted += 1;
    else row.CheckIn += 1;
    totals.set(key, row);
  }
  return [...totals.values()];
}

export const byKey = (rows: AccessReadTotal[]) =>
  [...rows].sort((a, b) =>
    `${a.ProjectZoneId}|${a.LocationName}|${a.Shift}`.localeCompare(
      `${b.ProjectZoneId}|${b.LocationName}|${b.Shift}`,
    ),
  );
