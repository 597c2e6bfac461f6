import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Whether the hardware model is one of the list's. */
export async function modelExists(tx: Executor, hardwareModelId: number) {
  const row = await tx
    .selectFrom('hardware_models')
    .select('hardware_model_id')
    .where('hardware_model_id', '=', hardwareModelId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One lock per serial (lower case), in a fixed order: two projects registering the same reader
 * at once cannot both pass the check that follows.
 */
export async function lockSerials(tx: Executor, keys: readonly string[]) {
  for (const key of [...keys].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reader-serial:${key}`}, 0))`.execute(
      tx,
    );
  }
}

/** The readers, on any project, that already hold one of these serials (lower case). */
export function takenSerials(tx: Executor, keys: readonly string[]) {
  return tx
    .selectFrom('readers')
    .select(['project_id', 'manufacturer_serial_number'])
    .where(sql<string>`lower(manufacturer_serial_number)`, 'in', [...keys])
    .execute();
}

export function insertReaders(
  tx: Executor,
  projectId: number,
  body: { HardwareModelId: number; AccessPointsCount: number; SerialNumbers: string[] },
) {
  return tx
    .insertInto('readers')
    .values(
      body.SerialNumbers.map((serial) => ({
        project_id: projectId,
        hardware_model_id: body.HardwareModelId,
        manufacturer_serial_number: serial,
        access_points_count: body.AccessPointsCount,
      })),
    )
    .returning(['reader_id', 'manufacturer_serial_number'])
    .execute();
}
