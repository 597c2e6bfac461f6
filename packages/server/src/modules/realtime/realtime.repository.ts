import { naturalCompare, type ZonePinLocation } from '@siteline/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

// --- configuration -------------------------------------------------------------------------------

export interface ConfigurationRow {
  realtime_dashboard_enabled: boolean;
  timeout_seconds: number;
  unauthorized_alert_enabled: boolean;
  zone_density_alert_enabled: boolean;
}

export function findConfiguration(db: Executor, projectId: number) {
  return db
    .selectFrom('realtime_configurations')
    .select([
      'realtime_dashboard_enabled',
      'timeout_seconds',
      'unauthorized_alert_enabled',
      'zone_density_alert_enabled',
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export async function saveConfiguration(db: Executor, projectId: number, row: ConfigurationRow) {
  await db
    .insertInto('realtime_configurations')
    .values({ project_id: projectId, ...row })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
    .execute();
}

/** A reader with no current assignment, or a current port placed in no zone. */
export async function hasReadersWithoutZones(db: Executor, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('readers as r')
    .select('r.reader_id')
    .where('r.project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('reader_assignments as ra')
              .select('ra.reader_id')
              .whereRef('ra.reader_id', '=', 'r.reader_id')
              .where('ra.valid_to', 'is', null),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('reader_assignments as ra')
            .innerJoin('reader_assignment_ports as p', (j) =>
              j
                .onRef('p.reader_assignment_id', '=', 'ra.reader_assignment_id')
                .onRef('p.project_id', '=', 'ra.project_id'),
            )
            .select('ra.reader_id')
            .whereRef('ra.reader_id', '=', 'r.reader_id')
            .where('ra.valid_to', 'is', null)
            .where('p.project_zone_id', 'is', null),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active zones with a reader port now, with how many readers, not pinned on any area. */
export function unplacedZones(db: Executor, projectId: number) {
  return db
    .selectFrom('reader_assignments as ra')
    .innerJoin('reader_assignment_ports as p', (j) =>
      j
        .onRef('p.reader_assignment_id', '=', 'ra.reader_assignment_id')
        .onRef('p.project_id', '=', 'ra.project_id'),
    )
    .innerJoin('zones as z', 'z.project_zone_id', 'p.project_zone_id')
    .select([
      'z.project_zone_id',
      'z.zone_name',
      sql<number>`count(DISTINCT ra.reader_id)::int`.as('reader_count'),
    ])
    .where('ra.project_id', '=', projectId)
    .where('ra.valid_to', 'is', null)
    .where('z.is_archived', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('realtime_area_zones as az')
            .select('az.project_zone_id')
            .where('az.project_id', '=', projectId)
            .whereRef('az.project_zone_id', '=', 'z.project_zone_id'),
        ),
      ),
    )
    .groupBy(['z.project_zone_id', 'z.zone_name'])
    .orderBy('z.project_zone_id')
    .execute()
    .then(byZoneName);
}

/** Zones in natural order (Level 2 before Level 10), as every list and filter shows them. */
function byZoneName<T extends { zone_name: string; project_zone_id: number }>(rows: T[]): T[] {
  return rows.sort(
    (a, b) => naturalCompare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
  );
}

// --- areas ---------------------------------------------------------------------------------------

export interface AreaRow {
  realtime_area_id: number;
  name: string;
  sort_order: number;
  image_blob_uid: string;
  desktop_placement: 'top' | 'side';
  image_width: number;
  image_height: number;
}

const AREA_COLUMNS = [
  'realtime_area_id',
  'name',
  'sort_order',
  'image_blob_uid',
  'desktop_placement',
  'image_width',
  'image_height',
] as const;

export function listAreas(db: Executor, projectId: number, areaId?: number): Promise<AreaRow[]> {
  let q = db
    .selectFrom('realtime_areas')
    .select(AREA_COLUMNS)
    .where('project_id', '=', projectId)
    .orderBy('sort_order')
    .orderBy('realtime_area_id');
  if (areaId !== undefined) q = q.where('realtime_area_id', '=', areaId);
  return q.execute();
}

/** Locks the area row for the rest of the transaction (changes to one area queue up). */
export function lockArea(db: Executor, projectId: number, areaId: number) {
  return db
    .selectFrom('realtime_areas')
    .select(AREA_COLUMNS)
    .where('project_id', '=', projectId)
    .where('realtime_area_id', '=', areaId)
    .forUpdate()
    .executeTakeFirst();
}

export function listAreaZones(db: Executor, projectId: number, areaIds: readonly number[]) {
  if (areaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('realtime_area_zones as az')
    .innerJoin('zones as z', 'z.project_zone_id', 'az.project_zone_id')
    .select([
      'az.realtime_area_id',
      'az.project_zone_id',
      'z.zone_name',
      'az.pin_location',
      'az.x',
      'az.y',
    ])
    .where('az.project_id', '=', projectId)
    .where('az.realtime_area_id', 'in', areaIds)
    .orderBy('az.project_zone_id')
    .execute()
    .then(byZoneName);
}

export async function insertArea(
  db: Executor,
  projectId: number,
  area: Omit<AreaRow, 'realtime_area_id' | 'sort_order'>,
): Promise<number> {
  const row = await db
    .insertInto('realtime_areas')
    .values({
      project_id: projectId,
      ...area,
      sort_order: sql<number>`(SELECT coalesce(max(sort_order), 0) + 1 FROM realtime_areas
        WHERE project_id = ${projectId})`,
    })
    .returning('realtime_area_id')
    .executeTakeFirstOrThrow();
  return row.realtime_area_id;
}

export async function updateArea(
  db: Executor,
  projectId: number,
  areaId: number,
  changes: Partial<Omit<AreaRow, 'realtime_area_id'>>,
) {
  await db
    .updateTable('realtime_areas')
    .set(changes)
    .where('project_id', '=', projectId)
    .where('realtime_area_id', '=', areaId)
    .execute();
}

export async function deleteArea(db: Executor, projectId: number, areaId: number) {
  await db
    .deleteFrom('realtime_areas')
    .where('project_id', '=', projectId)
    .where('realtime_area_id', '=', areaId)
    .execute();
}

/** Every area of the project, locked, in id order (the sort-order save checks the set). */
export async function lockAreaIds(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('realtime_areas')
    .select('realtime_area_id')
    .where('project_id', '=', projectId)
    .orderBy('realtime_area_id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.realtime_area_id);
}

export async function setSortOrder(db: Executor, projectId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await sql`
    UPDATE realtime_areas AS a SET sort_order = o.ord
    FROM unnest(${sql.val(ids)}::int[]) WITH ORDINALITY AS o(id, ord)
    WHERE a.project_id = ${projectId} AND a.realtime_area_id = o.id
  `.execute(db);
}

/** An active zone of the project (a pin needs one). */
export async function isActiveZone(db: Executor, projectId: number, zoneId: number) {
  const row = await db
    .selectFrom('zones')
    .select('project_zone_id')
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

export async function upsertPin(
  db: Executor,
  pin: {
    projectId: number;
    areaId: number;
    zoneId: number;
    location: ZonePinLocation;
    x: number;
    y: number;
  },
) {
  const values = { pin_location: pin.location, x: pin.x, y: pin.y };
  await db
    .insertInto('realtime_area_zones')
    .values({
      project_id: pin.projectId,
      realtime_area_id: pin.areaId,
      project_zone_id: pin.zoneId,
      ...values,
    })
    .onConflict((oc) =>
      oc.columns(['project_id', 'realtime_area_id', 'project_zone_id']).doUpdateSet(values),
    )
    .execute();
}

export async function deletePin(db: Executor, projectId: number, areaId: number, zoneId: number) {
  const result = await db
    .deleteFrom('realtime_area_zones')
    .where('project_id', '=', projectId)
    .where('realtime_area_id', '=', areaId)
    .where('project_zone_id', '=', zoneId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
