import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { verifyPassword } from '../modules/auth/auth.passwords.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  findDemoProjectIds,
  seedDemo,
  type DemoSummary,
} from './seed.ts';

let t: TestDb;
let summary: DemoSummary;
let elapsedMs: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestDb();
  const started = performance.now();
  summary = await seedDemo(t.db);
  elapsedMs = performance.now() - started;
  console.log(`seedDemo took ${Math.round(elapsedMs)} ms`);
});
afterAll(() => t.drop());

function seeded() {
  if (!summary.seeded) throw new Error('expected the first run to seed');
  return summary;
}

describe('seedDemo on an empty database', () => {
  it('is quick enough to run on every first start', () => {
    expect(elapsedMs).toBeLessThan(30_000);
  });

  it('creates three ordinary projects (New York, Los Angeles, Denver) and one demo project', async () => {
    const s = seeded();
    const projects = await t.db
      .selectFrom('projects')
      .select(['project_id', 'time_zone_id', 'is_demo', 'short_code', 'start_date', 'end_date'])
      .orderBy('project_id')
      .execute();
    expect(projects).toHaveLength(4);
    const byId = new Map(projects.map((p) => [p.project_id, p]));
    expect(byId.get(s.newYorkProjectId)).toMatchObject({
      time_zone_id: 'America/New_York',
      is_demo: false,
    });
    expect(byId.get(s.losAngelesProjectId)).toMatchObject({
      time_zone_id: 'America/Los_Angeles',
      is_demo: false,
    });
    expect(byId.get(s.demoProjectId)?.is_demo).toBe(true);
    for (const p of projects) {
      expect(p.short_code).toMatch(/^[A-Z0-9]{6}$/);
      expect(p.start_date < today && today < (p.end_date ?? '')).toBe(true);
    }
    expect(await findDemoProjectIds(t.db)).toEqual({
      newYorkProjectId: s.newYorkProjectId,
      losAngelesProjectId: s.losAngelesProjectId,
      demoProjectId: s.demoProjectId,
      schoolProjectId: s.schoolProjectId,
    });
  });

  it('makes the third ordinary project a small plain site: no gates, no shifts', async () => {
    const s = seeded();
    const id = s.schoolProjectId!;
    const project = await t.db
      .selectFrom('projects')
      .select(['time_zone_id', 'is_demo', 'day_shift_start', 'night_shift_start'])
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(project).toEqual({
      time_zone_id: 'America/Denver',
      is_demo: false,
      day_shift_start: null,
      night_shift_start: null,
    });
    const gates = await t.db
      .selectFrom('zones')
      .select('project_zone_id')
      .where('project_id', '=', id)
      .where('is_site_entrance_exit', '=', true)
      .execute();
    expect(gates).toEqual([]);
    const count = async (table: 'contracts' | 'workers' | 'readers') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('contracts')).toBeGreaterThanOrEqual(7);
    expect(await count('workers')).toBeGreaterThan(20);
    expect(await count('workers')).toBeLessThan(50);
    expect(await count('readers')).toBe(6);
  });

  it('moves a reader to another zone at noon weeks ago (time-versioned assignments)', async () => {
    const s = seeded();
    for (const projectId of [s.newYorkProjectId, s.demoProjectId]) {
      const versions = await t.db
        .selectFrom('reader_assignments')
        .select(['reader_id', 'valid_from', 'valid_to', 'project_zone_id'])
        .where('project_id', '=', projectId)
        .orderBy('valid_from')
        .execute();
      const byReader = new Map<number, typeof versions>();
      for (const v of versions)
        byReader.set(v.reader_id, [...(byReader.get(v.reader_id) ?? []), v]);
      const moved = [...byReader.values()].filter((list) => list.length === 2);
      expect(moved).toHaveLength(1);
      const [before, after] = moved[0]!;
      expect(before!.valid_to).toEqual(after!.valid_from);
      expect(after!.valid_to).toBeNull();
      expect(after!.project_zone_id).not.toBe(before!.project_zone_id);
      expect(after!.valid_from.getTime()).toBeLessThan(Date.now() - 7 * 86_400_000);
    }
  });

  it('registers 550-650 workers on the ordinary projects, spread over their contracts', async () => {
    const s = seeded();
    const rows = await t.db
      .selectFrom('workers')
      .select(['project_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('project_id')
      .execute();
    const count = (id: number) => Number(rows.find((r) => r.project_id === id)?.n ?? 0);
    const ordinary = count(s.newYorkProjectId) + count(s.losAngelesProjectId);
    expect(ordinary).toBeGreaterThanOrEqual(550);
    expect(ordinary).toBeLessThanOrEqual(650);
    expect(count(s.demoProjectId)).toBeGreaterThan(50);

    const unnamed = await t.db
      .selectFrom('workers')
      .select('worker_id')
      .where((eb) =>
        eb.or([eb('first_name', '=', ''), eb('last_name', '=', ''), eb('trade', 'is', null)]),
      )
      .execute();
    expect(unnamed).toEqual([]);
    const sample = await t.db
      .selectFrom('workers')
      .select('fields')
      .where('project_id', '=', s.newYorkProjectId)
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();
    expect(sample.fields).toMatchObject({
      WorkerSiteNumber: expect.stringMatching(/^NY-\d{5}$/) as string,
      EmergencyContact: {
        PhoneNumber: expect.stringMatching(/^\+1\d{3}55501\d\d$/) as string,
        CountryCode: '+1',
      },
      BirthDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) as string,
      HourlyWageRate: expect.any(Number) as number,
    });
  });

  it('gives every profile tab something to show, with a few certifications about to expire', async () => {
    const s = seeded();
    const counts = await sql<{ birth: number; sst: number; expiring: number; health: number }>`
      SELECT count(*) FILTER (WHERE fields ? 'BirthDate')::int AS birth,
             count(*) FILTER (WHERE fields ? 'SSTCardExpiryDate')::int AS sst,
             count(*) FILTER (WHERE (fields->>'SSTCardExpiryDate')::date
                                    BETWEEN ${today}::date AND ${today}::date + 30)::int AS expiring,
             count(*) FILTER (WHERE fields ? 'Health')::int AS health
        FROM workers WHERE project_id = ${s.newYorkProjectId}
    `.execute(t.db);
    const c = counts.rows[0]!;
    expect(c.birth).toBeGreaterThan(100);
    expect(c.sst).toBeGreaterThan(c.birth * 0.8);
    expect(c.expiring).toBeGreaterThan(0);
    expect(c.health).toBeGreaterThan(0);
  });

  it('gives every worker a badge that is active today, but the two waiting at the office', async () => {
    const withoutBadge = await t.db
      .selectFrom('workers as w')
      .select(['w.first_name', 'w.self_registration_code'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('worker_tags as wt')
              .innerJoin('tags as t', 't.tag_id', 'wt.tag_id')
              .select('wt.worker_tag_id')
              .whereRef('wt.worker_id', '=', 'w.worker_id')
              .where('t.tag_type_id', '=', 1)
              .where('t.is_active', '=', true)
              .where('wt.start_date', '<=', today)
              .where((eb) =>
                eb.or([eb('wt.end_date', 'is', null), eb('wt.end_date', '>=', today)]),
              ),
          ),
        ),
      )
      .orderBy('w.worker_id')
      .execute();
    // The self-registrations of this morning (demo self-registrations.ts) wait for their badge.
    expect(withoutBadge).toEqual([
      { first_name: 'Rosa', self_registration_code: 'RDQ7K4' },
      { first_name: 'Tomasz', self_registration_code: 'TN8WX3' },
    ]);
  });

  it('never assigns a tag to two workers at once, though some badges changed hands', async () => {
    const overlaps = await sql<{ n: string }>`
      SELECT count(*) AS n FROM worker_tags a JOIN worker_tags b
        ON a.tag_id = b.tag_id AND a.worker_tag_id < b.worker_tag_id
       AND daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
    `.execute(t.db);
    expect(Number(overlaps.rows[0]?.n)).toBe(0);
    const reissued = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        SELECT tag_id FROM worker_tags GROUP BY tag_id HAVING count(DISTINCT worker_id) > 1
      ) x
    `.execute(t.db);
    expect(Number(reissued.rows[0]?.n)).toBeGreaterThan(0);
    const spare = await t.db
      .selectFrom('tags as t')
      .leftJoin('worker_tags as wt', 'wt.tag_id', 't.tag_id')
      .select('t.tag_id')
      .where('wt.worker_tag_id', 'is', null)
      .execute();
    expect(spare.length).toBeGreaterThanOrEqual(20);
  });

  it('gives each ordinary project entrance/exit zones and placed readers reading In and Out there', async () => {
    const s = seeded();
    for (const projectId of [s.newYorkProjectId, s.losAngelesProjectId]) {
      const gates = await t.db
        .selectFrom('reader_assignment_ports as p')
        .innerJoin('reader_assignments as ra', 'ra.reader_assignment_id', 'p.reader_assignment_id')
        .innerJoin('zones as z', 'z.project_zone_id', 'p.project_zone_id')
        .select(['p.read_direction_id', 'z.zone_name'])
        .where('ra.project_id', '=', projectId)
        .where('ra.valid_to', 'is', null)
        .where('z.is_site_entrance_exit', '=', true)
        .execute();
      expect(new Set(gates.map((g) => g.read_direction_id))).toEqual(new Set([2, 3]));
      expect(new Set(gates.map((g) => g.zone_name)).size).toBeGreaterThanOrEqual(2);

      const readers = await t.db
        .selectFrom('readers as r')
        .leftJoin('reader_assignments as ra', 'ra.reader_id', 'r.reader_id')
        .select(['r.reader_id', 'ra.reader_assignment_id'])
        .where('r.project_id', '=', projectId)
        .execute();
      const placed = readers.filter((r) => r.reader_assignment_id !== null);
      expect(placed.length).toBeGreaterThanOrEqual(15);
      expect(placed.length).toBeLessThan(readers.length);
    }
  });

  it('builds a prime/sub contract tree of at least 15 contracts per ordinary project', async () => {
    const s = seeded();
    for (const projectId of [s.newYorkProjectId, s.losAngelesProjectId]) {
      const contracts = await t.db
        .selectFrom('contracts')
        .select([
          'contract_id',
          'parent_contract_id',
          'company_id',
          'is_critical_trade',
          'owner_services',
        ])
        .where('project_id', '=', projectId)
        .execute();
      expect(contracts.length).toBeGreaterThanOrEqual(15);
      const primes = new Set(
        contracts.filter((c) => c.parent_contract_id === null).map((c) => c.contract_id),
      );
      const subs = contracts.filter((c) => c.parent_contract_id !== null);
      expect(subs.length).toBeGreaterThan(0);
      for (const sub of subs) expect(primes.has(sub.parent_contract_id ?? -1)).toBe(true);
      expect(contracts.filter((c) => c.is_critical_trade).length).toBeGreaterThanOrEqual(4);
      expect(contracts.some((c) => c.owner_services)).toBe(true);
      expect(contracts.some((c) => c.company_id === null)).toBe(true);
    }
  });

  it('creates the six demo users with their flags and memberships', async () => {
    const s = seeded();
    const users = await t.db
      .selectFrom('users')
      .select([
        'user_id',
        'email',
        'password_hash',
        'is_provider_employee',
        'is_visibility_only_user',
        'is_demo_user',
      ])
      .execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    const memberships = await t.db
      .selectFrom('project_memberships as m')
      .innerJoin('users as u', 'u.user_id', 'm.user_id')
      .innerJoin('roles as r', 'r.role_id', 'm.role_id')
      .select([
        'u.email',
        'm.project_id',
        'm.role_id',
        'm.company_id',
        'r.name',
        'r.project_id as roleProject',
      ])
      .execute();
    // A shared role by its id; the demo's own project role by its name (its id is a serial).
    const of = (email: string) =>
      memberships
        .filter((m) => m.email === email)
        .map((m) => [m.project_id, m.roleProject === null ? m.role_id : m.name])
        .sort((a, b) => Number(a[0] ?? 0) - Number(b[0] ?? 0));
    const user = (email: string) => users.find((u) => u.email === email);
    const [ny, la, demo] = [s.newYorkProjectId, s.losAngelesProjectId, s.demoProjectId];

    expect(user('admin@siteline.example')?.is_provider_employee).toBe(true);
    expect(of('admin@siteline.example')).toEqual([]);
    expect(of('manager@siteline.example')).toEqual([
      [ny, 'Project Manager'],
      [la, 'Project Manager'],
      [s.schoolProjectId, 'Project Manager'],
    ]);
    // The demo's project manager holds the shared Manager's permissions and ManageProjects, on
    // their own project only.
    const permissionsOf = async (roleId: number) =>
      (
        await t.db
          .selectFrom('role_permissions')
          .select('permission')
          .where('role_id', '=', roleId)
          .execute()
      )
        .map((p) => p.permission)
        .sort();
    const manager = await permissionsOf(2);
    expect(manager).not.toContain('ManageProjects');
    for (const m of memberships.filter((m) => m.name === 'Project Manager')) {
      expect(m.roleProject).toBe(m.project_id);
      expect(await permissionsOf(m.role_id)).toEqual([...manager, 'ManageProjects'].sort());
    }
    expect(of('contractor@siteline.example')).toEqual([[ny, 3]]);
    const contractorCompany = memberships.find(
      (m) => m.email === 'contractor@siteline.example',
    )?.company_id;
    const companyContracts = await t.db
      .selectFrom('contracts')
      .select('contract_id')
      .where('project_id', '=', ny)
      .where('company_id', '=', contractorCompany ?? -1)
      .execute();
    expect(companyContracts.length).toBeGreaterThan(0);
    expect(of('viewer@siteline.example')).toEqual([
      [ny, 4],
      [la, 4],
    ]);
    expect(user('visibility@siteline.example')?.is_visibility_only_user).toBe(true);
    expect(of('visibility@siteline.example')).toEqual([[ny, 4]]);
    expect(user('demo@siteline.example')?.is_demo_user).toBe(true);
    expect(of('demo@siteline.example')).toEqual([[demo, 'Project Manager']]);
    expect(
      await verifyPassword(user('manager@siteline.example')?.password_hash ?? null, DEMO_PASSWORD),
    ).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await t.db
      .selectFrom('workers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemo(t.db)).toEqual({ seeded: false });
    const after = await t.db
      .selectFrom('workers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await t.db.selectFrom('projects').select('project_id').execute()).toHaveLength(4);
  });
});

describe('the demo realtime set-up', () => {
  it('gives every project areas with 940/585 × 651 plans and pins on zones with readers only', async () => {
    const s = seeded();
    for (const projectId of [
      s.newYorkProjectId,
      s.losAngelesProjectId,
      s.demoProjectId,
      s.schoolProjectId!,
    ]) {
      const config = await t.db
        .selectFrom('realtime_configurations')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      expect(config).toMatchObject({ realtime_dashboard_enabled: true, timeout_seconds: 30 });
      const areas = await t.db
        .selectFrom('realtime_areas as a')
        .innerJoin('blobs as b', 'b.blob_uid', 'a.image_blob_uid')
        .select(['a.realtime_area_id', 'a.desktop_placement', 'a.image_width', 'b.data'])
        .where('a.project_id', '=', projectId)
        .execute();
      expect(areas.length).toBeGreaterThan(0);
      for (const area of areas) {
        const meta = await sharp(area.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          'jpeg',
          area.desktop_placement === 'top' ? 940 : 585,
          651,
        ]);
      }
      // Every pinned zone has a reader now; nothing is pinned twice on one area.
      const unread = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM realtime_area_zones az
        WHERE az.project_id = ${projectId} AND NOT EXISTS (
          SELECT 1 FROM reader_assignment_ports p JOIN reader_assignments ra
            ON ra.reader_assignment_id = p.reader_assignment_id AND ra.valid_to IS NULL
          WHERE p.project_zone_id = az.project_zone_id)
      `.execute(t.db);
      expect(unread.rows[0]?.n).toBe(0);
      const pins = await t.db
        .selectFrom('realtime_area_zones')
        .select('project_zone_id')
        .where('project_id', '=', projectId)
        .execute();
      expect(pins.length).toBeGreaterThan(3);
      const rules = await t.db
        .selectFrom('zone_density_rules')
        .select(['cutoff_value', 'cutoff_minutes'])
        .where('project_id', '=', projectId)
        .execute();
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.every((r) => (r.cutoff_value ?? 0) >= 2 && r.cutoff_minutes === 10)).toBe(true);
    }
  });
});
