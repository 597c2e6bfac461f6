import { sql } from 'kysely';
import { naturalCompare, type ZoneDefaultStatus } from '@siteline/shared';
import type { Executor } from '../../db/database.ts';

const ZONE_COLUMNS = [
  'z.project_zone_id',
  'z.zone_name',
  'z.parent_project_zone_id',
  'z.is_archived',
  'z.is_site_entrance_exit',
] as const;

/** Every zone of the project, archived ones included, by name in natural order (Level 2, Level 10). */
export function listZones(db: Executor, projectId: number) {
  return db
    .selectFrom('zones as z')
    .select(ZONE_COLUMNS)
    .where('z.project_id', '=', projectId)
    .orderBy('z.project_zone_id')
    .execute()
    .then((rows) =>
      rows.sort(
        (a, b) => naturalCompare(a.zone_name, b.zone_name) || a.project_zone_id - b.project_zone_id,
      ),
    );
}

export type ZoneRow = Awaited<ReturnType<typeof listZones>>[number];

/** The zones of the project among these ids (ids of other projects are simply not found). */
export function findZones(db: Executor, projectId: number, zoneIds: readonly number[]) {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('zones as z')
    .select(ZONE_COLUMNS)
    .where('z.project_id', '=', projectId)
    .where('z.project_zone_id', 'in', zoneIds)
    .execute();
}

/** Every zone of the project with what the tree, the editors and the access walk need. */
export function listZonesFull(db: Executor, projectId: number) {
  return db
    .selectFrom('zones as z')
    .select([
      ...ZONE_COLUMNS,
      'z.zone_description',
      sql<ZoneDefaultStatus>`z.default_authorization_status`.as('default_authorization_status'),
    ])
    .where('z.project_id', '=', projectId)
    .orderBy('z.zone_name')
    .orderBy('z.project_zone_id')
    .execute();
}

export type ZoneFullRow = Awaited<ReturnType<typeof listZonesFull>>[number];

/**
 * Serialises the writes that change the project's tree (create, move, archive) so two
 * concurrent moves cannot build a cycle between them. Held to the transaction's end.
 */
export async function lockTree(db: Executor, projectId: number) {
  await sql`SELECT pg_advisory_xact_lock(hashtext('siteline zones tree'), ${projectId})`.execute(
    db,
  );
}

export interface ZoneValues {
  zoneName: string;
  parentId: number | null;
  description: string | null;
}

export async function insertZone(db: Executor, projectId: number, values: ZoneValues) {
  const row = await db
    .insertInto('zones')
    .values({
      project_id: projectId,
      zone_name: values.zoneName,
      parent_project_zone_id: values.parentId,
      zone_description: values.description,
    })
    .returning('project_zone_id')
    .executeTakeFirstOrThrow();
  return row.project_zone_id;
}

export async function updateZone(
  db: Executor,
  projectId: number,
  zoneId: number,
  values: ZoneValues,
) {
  await db
    .updateTable('zones')
    .set({
      zone_name: values.zoneName,
      parent_project_zone_id: values.parentId,
      zone_description: values.description,
    })
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .execute();
}

export async function archiveZones(db: Executor, projectId: number, zoneIds: readonly number[]) {
  await db
    .updateTable('zones')
    .set({ is_archived: true })
    .where('project_id', '=', projectId)
    .where('project_zone_id', 'in', zoneIds)
    .execute();
}

export async function setEntranceExit(
  db: Executor,
  projectId: number,
  zoneId: number,
  value: boolean,
) {
  await db
    .updateTable('zones')
    .set({ is_site_entrance_exit: value })
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .execute();
}

export async function setDefaultStatus(
  db: Executor,
  projectId: number,
  zoneId: number,
  status: ZoneDefaultStatus,
) {
  await db
    .updateTable('zones')
    .set({ default_authorization_status: status })
    .where('project_id', '=', projectId)
    .where('project_zone_id', '=', zoneId)
    .execute();
}

/** The project's time zone, for "today" on its own clock. */
export async function projectTimeZone(db: Executor, projectId: number): Promise<string | null> {
  const row = await db
    .selectFrom('projects')
    .select('time_zone_id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.time_zone_id ?? null;
}
