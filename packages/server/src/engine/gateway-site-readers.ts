import { READ_DIRECTION } from '@siteline/shared';
import type { Executor } from '../db/database.ts';
// Types only: gateway-site.ts loads this file, so a value import back would be a cycle.
import type { ReadDirection, SiteReader, SiteZone } from './gateway-site.ts';

function direction(id: number | null): ReadDirection {
  return id === READ_DIRECTION.In || id === READ_DIRECTION.Out ? id : READ_DIRECTION.NotAvailable;
}

/**
 * The readers of a project with the ports of the assignment current at `at`: one query, one row
 * per port. Assignments are versioned (a new row on every move), so a past instant would give
 * the placement of that time; the simulator uses the current one for history too, which is
 * right for the demo (its readers have not moved since the project started).
 */
export async function loadReaders(
  db: Executor,
  projectId: number,
  at: Date,
  zones: Map<number, SiteZone>,
): Promise<SiteReader[]> {
  const rows = await db
    .selectFrom('readers as r')
    .innerJoin('hardware_models as hm', 'hm.hardware_model_id', 'r.hardware_model_id')
    .leftJoin('reader_assignments as ra', (join) =>
      join
        .onRef('ra.reader_id', '=', 'r.reader_id')
        .on('ra.valid_from', '<=', at)
        .on((eb) => eb.or([eb('ra.valid_to', 'is', null), eb('ra.valid_to', '>', at)])),
    )
    .leftJoin('reader_assignment_ports as p', 'p.reader_assignment_id', 'ra.reader_assignment_id')
    .select([
      'r.manufacturer_serial_number as serial',
      'r.hardware_model_id',
      'hm.name as model_name',
      'r.power_status',
      'r.battery_level',
      'ra.reader_assignment_id',
      'ra.project_zone_id as assignment_zone_id',
      'ra.read_direction_id as assignment_direction',
      'p.port',
      'p.project_zone_id as port_zone_id',
      'p.read_direction_id as port_direction',
    ])
    .where('r.project_id', '=', projectId)
    .orderBy('r.reader_id')
    .orderBy('p.port')
    .execute();

  const readers = new Map<string, SiteReader>();
  for (const row of rows) {
    let reader = readers.get(row.serial);
    if (!reader) {
      reader = {
        serial: row.serial,
        hardwareModelId: row.hardware_model_id,
        hardwareModel: row.model_name,
        powerStatus: row.power_status,
        batteryLevel: row.battery_level,
        ports: [],
      };
      readers.set(row.serial, reader);
    }
    if (row.reader_assignment_id === null) continue;
    // An assignment without port rows places the whole reader: it answers on port 1.
    const zoneId = row.port_zone_id ?? row.assignment_zone_id;
    const zone = zoneId === null ? undefined : zones.get(zoneId);
    if (!zone) continue;
    reader.ports.push({
      port: row.port ?? 1,
      zoneId: zone.id,
      zoneName: zone.name,
      isEntranceExit: zone.isEntranceExit,
      direction: direction(row.port === null ? row.assignment_direction : row.port_direction),
    });
  }
  return [...readers.values()];
}
