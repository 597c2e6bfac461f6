import {
  HARDWARE_MESSAGES,
  MAX_READ_AGE_DAYS,
  READERS_UNASSIGNED_ZONE_ID,
  type ApiErrorItem,
  type ReaderAssignment,
  type ReaderAssignmentPort,
} from '@siteline/shared';

// A reader's placement as saved: its ports checked and completed, from when it applies.

/** -1 (the Unassigned Zone pseudo zone) and null both mean "no zone". */
export function zoneOrNull(zoneId: number | null): number | null {
  return zoneId === null || zoneId === READERS_UNASSIGNED_ZONE_ID ? null : zoneId;
}

/** The earliest instant a reader registered at `registered` can have a read stored for. */
export function everReadFrom(registered: Date): Date {
  return new Date(registered.getTime() - MAX_READ_AGE_DAYS * 86_400_000);
}

export function portErrors(ports: readonly ReaderAssignmentPort[], count: number): ApiErrorItem[] {
  const seen = new Set<number>();
  return ports.flatMap((p, i): ApiErrorItem[] => {
    const field = `ReaderAssignmentPorts.${i}.Port`;
    if (p.Port < 1 || p.Port > count) {
      return [{ errorMessage: HARDWARE_MESSAGES.portOutOfRange(p.Port, count), field }];
    }
    if (seen.has(p.Port)) return [{ errorMessage: HARDWARE_MESSAGES.portRepeated(p.Port), field }];
    seen.add(p.Port);
    return [];
  });
}

/**
 * The stored assignment always has one row per port, so a read on any port resolves. A port the
 * body leaves out follows the reader: the reader's zone and direction.
 */
export function completePorts(body: ReaderAssignment, count: number): ReaderAssignment {
  const zoneId = zoneOrNull(body.ProjectZoneId);
  const given = new Map(body.ReaderAssignmentPorts.map((p) => [p.Port, p]));
  const ports = Array.from({ length: count }, (_, i): ReaderAssignmentPort => {
    const port = given.get(i + 1);
    return port
      ? { ...port, ProjectZoneId: zoneOrNull(port.ProjectZoneId) }
      : { Port: i + 1, ProjectZoneId: zoneId, ReadDirectionId: body.ReadDirectionId };
  });
  const location = body.LocationName?.trim() ?? '';
  return {
    ...body,
    ProjectZoneId: zoneId,
    LocationName: location === '' ? null : location,
    ReaderAssignmentPorts: ports,
  };
}

export function sameAssignment(a: ReaderAssignment, b: ReaderAssignment): boolean {
  return (
    a.ProjectZoneId === b.ProjectZoneId &&
    a.LocationName === b.LocationName &&
    a.ReadDirectionId === b.ReadDirectionId &&
    a.ReaderAssignmentPorts.length === b.ReaderAssignmentPorts.length &&
    a.ReaderAssignmentPorts.every((p, i) => {
      const q = b.ReaderAssignmentPorts[i];
      return (
        q !== undefined &&
        p.Port === q.Port &&
        p.ProjectZoneId === q.ProjectZoneId &&
        p.ReadDirectionId === q.ReadDirectionId
      );
    })
  );
}
