import {
  HARDWARE_MESSAGES,
  READER_AUTOCOMPLETE_LIMIT,
  READER_DIRECTION,
  READER_SEARCH_MIN_LENGTH,
  type ApiErrorItem,
  type HardwareModel,
  type PowerStatusId,
  type Reader,
  type ReaderAssignment,
  type ReaderAssignmentPort,
  type ReaderDirectionId,
  type ReaderListQuery,
  type ReaderListResponse,
  type ReaderSuggestion,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ZonesService } from '../zones/zones.service.ts';
import type { ReadResolution } from '../../engine/reresolve.ts';
import * as repo from './hardware.repository.ts';
import {
  completePorts,
  everReadFrom,
  portErrors,
  sameAssignment,
  zoneOrNull,
} from './hardware-placement.ts';

export type HardwareService = ReturnType<typeof createHardwareService>;

/** spec 002 §5: shorter search text is ignored, as if there were none. */
function effectiveSearch(search: string | undefined): string | undefined {
  const text = search?.trim() ?? '';
  return text.length >= READER_SEARCH_MIN_LENGTH ? text : undefined;
}

export function createHardwareService(deps: {
  db: Database;
  zones: Pick<ZonesService, 'findByIds'>;
  readResolution: Pick<ReadResolution, 'request'>;
}) {
  const { db, zones, readResolution } = deps;

  async function currentAssignment(
    executor: Parameters<typeof repo.findCurrentAssignment>[0],
    projectId: number,
    reader: repo.ReaderRow,
  ): Promise<ReaderAssignment> {
    const row = await repo.findCurrentAssignment(executor, projectId, reader.reader_id);
    return toAssignment(projectId, reader, row);
  }

  /** Every zone the assignment names must be an active zone of this project. */
  async function zoneErrors(projectId: number, body: ReaderAssignment): Promise<ApiErrorItem[]> {
    const named = [
      { field: 'ProjectZoneId', zoneId: zoneOrNull(body.ProjectZoneId) },
      ...body.ReaderAssignmentPorts.map((p, i) => ({
        field: `ReaderAssignmentPorts.${i}.ProjectZoneId`,
        zoneId: zoneOrNull(p.ProjectZoneId),
      })),
    ].filter((n): n is { field: string; zoneId: number } => n.zoneId !== null);
    const found = new Map(
      (
        await zones.findByIds(
          projectId,
          named.map((n) => n.zoneId),
        )
      ).map((z) => [z.ProjectZoneId, z]),
    );
    return named.flatMap(({ field, zoneId }): ApiErrorItem[] => {
      const zone = found.get(zoneId);
      if (!zone) return [{ errorMessage: HARDWARE_MESSAGES.zoneNotFound, field }];
      if (zone.IsArchived) return [{ errorMessage: HARDWARE_MESSAGES.zoneArchived, field }];
      return [];
    });
  }

  return {
    async list(projectId: number, query: ReaderListQuery): Promise<ReaderListResponse> {
      const { rows, total } = await repo.listReaders(db, {
        projectId,
        zoneId: query.projectZoneId === undefined ? undefined : zoneOrNull(query.projectZoneId),
        status: query.readerStatus,
        hardwareModelId: query.hardwareModelId,
        search: effectiveSearch(query.search),
        orderBy: query.orderBy,
        reverse: query.reverse,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { Data: rows.map(toReader), TotalCount: total };
    },

    async suggest(projectId: number, search: string): Promise<ReaderSuggestion[]> {
      const text = effectiveSearch(search);
      if (text === undefined) return [];
      const rows = await repo.suggestReaders(db, projectId, text, READER_AUTOCOMPLETE_LIMIT);
      return rows.map((r) => ({
        readerId: r.reader_id,
        ManufacturerSerialNumber: r.manufacturer_serial_number,
        locationName: r.location_name,
      }));
    },

    async models(): Promise<HardwareModel[]> {
      const rows = await repo.listHardwareModels(db);
      return rows.map((m) => ({
        HardwareModelId: m.hardware_model_id,
        Name: m.name,
        DisplayName: m.display_name,
        OnlineStatusMinutesToWait: m.online_status_minutes_to_wait,
        PowerStatusMinutesToWait: m.power_status_minutes_to_wait,
      }));
    },

    async getAssignment(projectId: number, readerId: number): Promise<ReaderAssignment> {
      const reader = await repo.findReader(db, projectId, readerId);
      if (!reader) throw new NotFoundError(HARDWARE_MESSAGES.readerNotFound);
      return currentAssignment(db, projectId, reader);
    },

    /**
     * Saving versions the placement (DOMAIN.md "reader assignment"): the current row is closed and
     * a new one opened in one transaction, so reads keep resolving against the placement of their
     * own instant. A save that changes nothing writes nothing.
     */
    async saveAssignment(
      auth: AuthContext,
      projectId: number,
      readerId: number,
      body: ReaderAssignment,
    ): Promise<ReaderAssignment> {
      const mismatch: ApiErrorItem[] = [];
      if (body.ProjectId !== projectId) {
        mismatch.push({ errorMessage: HARDWARE_MESSAGES.projectMismatch, field: 'ProjectId' });
      }
      if (body.ReaderId !== readerId) {
        mismatch.push({ errorMessage: HARDWARE_MESSAGES.readerMismatch, field: 'ReaderId' });
      }
      if (mismatch.length) throw new ValidationError(mismatch);

      return db.transaction().execute(async (tx) => {
        // Locked so two saves of one reader cannot both close the same version.
        const reader = await repo.findReader(tx, projectId, readerId, true);
        if (!reader) throw new NotFoundError(HARDWARE_MESSAGES.readerNotFound);

        const errors = [
          ...portErrors(body.ReaderAssignmentPorts, reader.access_points_count),
          ...(await zoneErrors(projectId, body)),
        ];
        if (errors.length) throw new ValidationError(errors);

        const next = completePorts(body, reader.access_points_count);
        const current = await currentAssignment(tx, projectId, reader);
        if (sameAssignment(current, next)) return current;
        // A reader's first placement applies to every read it ever sent (DOMAIN.md), also
        // reads timed before its registration that a gateway sends late: none can be older
        // than its registration less the oldest age a read is taken at.
        const first = !(await repo.findCurrentAssignment(tx, projectId, readerId));
        const from = first ? everReadFrom(reader.created_at) : null;

        await repo.replaceAssignment(tx, {
          projectId,
          readerId,
          zoneId: next.ProjectZoneId,
          locationName: next.LocationName,
          readDirectionId: next.ReadDirectionId,
          ports: next.ReaderAssignmentPorts.map((p) => ({
            port: p.Port,
            zoneId: p.ProjectZoneId,
            readDirectionId: p.ReadDirectionId,
          })),
          userId: auth.userId,
          from,
        });
        // Its stored reads, from the earliest, take the placement.
        if (first && reader.first_read_at) {
          await readResolution.request(tx, projectId, reader.first_read_at, null);
        }
        return currentAssignment(tx, projectId, reader);
      });
    },
  };
}

function direction(id: number): ReaderDirectionId {
  return id === READER_DIRECTION.In || id === READER_DIRECTION.Out
    ? id
    : READER_DIRECTION.NotAvailable;
}

/**
 * One row per port, 1..count: the stored ones, and for a reader never placed (or a port without
 * a row) no zone and direction Not Available.
 */
function portsOf(
  count: number,
  stored: readonly { Port: number; ProjectZoneId: number | null; ReadDirectionId: number }[],
): ReaderAssignmentPort[] {
  const byPort = new Map(stored.map((p) => [p.Port, p]));
  return Array.from({ length: count }, (_, i) => {
    const p = byPort.get(i + 1);
    return {
      Port: i + 1,
      ProjectZoneId: p?.ProjectZoneId ?? null,
      ReadDirectionId: direction(p?.ReadDirectionId ?? READER_DIRECTION.NotAvailable),
    };
  });
}

function toAssignment(
  projectId: number,
  reader: repo.ReaderRow,
  row: repo.AssignmentRow | undefined,
): ReaderAssignment {
  return {
    ProjectId: projectId,
    ReaderId: reader.reader_id,
    ProjectZoneId: row?.project_zone_id ?? null,
    LocationName: row?.location_name ?? null,
    ReadDirectionId: direction(row?.read_direction_id ?? READER_DIRECTION.NotAvailable),
    ReaderAssignmentPorts: portsOf(reader.access_points_count, row?.ports ?? []),
  };
}

function toReader(row: repo.ReaderListRow): Reader {
  return {
    readerId: row.reader_id,
    ManufacturerSerialNumber: row.manufacturer_serial_number,
    HardwareModelId: row.hardware_model_id,
    HardwareModelDisplayName: row.hardware_model_display_name,
    projectZoneId: row.project_zone_id,
    ZoneName: row.zone_name,
    locationName: row.location_name,
    ReadDirectionId: direction(row.read_direction_id ?? READER_DIRECTION.NotAvailable),
    AccessPointsCount: row.access_points_count,
    ReaderAssignmentPorts: portsOf(row.access_points_count, row.ports),
    ReaderStatusId: row.reader_status_id,
    PowerStatusId: powerStatus(row.power_status),
    BatteryLevel: row.battery_level,
    LastActiveDate: row.last_heard_at ? row.last_heard_at.toISOString() : null,
  };
}

/** readers.power_status is 1..4 by its comment; anything else is reported as Unknown (3). */
function powerStatus(value: number): PowerStatusId {
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : 3;
}
