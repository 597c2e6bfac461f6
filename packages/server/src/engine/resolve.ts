import {
  MAX_CLOCK_SKEW_SECONDS,
  MAX_READ_AGE_DAYS,
  READ_SOURCE,
  type TagRead,
} from '@siteline/shared';
import { localDate, timesheetDate } from '../lib/time.ts';
import { decideAccess } from './access.ts';
import type {
  ProjectSnapshot,
  ReaderAssignmentSpan,
  SnapshotReader,
  TagHolderSpan,
} from './snapshot.ts';

/** Access types of spec 002 §9. */
export const ACCESS_TYPE = { Denied: 0, Granted: 1, CheckIn: 2 } as const;

/** A read as stored: the raw facts plus what they meant at the read's own instant. */
export interface ResolvedRead {
  readerId: number;
  port: number;
  tag: string;
  at: number;
  source: number;
  rssi: number | null;
  timesheetDate: string;
  tagId: number | null;
  workerId: number | null;
  contractId: number | null;
  zoneId: number | null;
  direction: number;
  locationName: string | null;
  accessType: number;
  hadAccess: boolean;
}

export type Resolution = { ok: true; read: ResolvedRead } | { ok: false; reason: string };

function spanAt<T extends { validFrom: number; validTo: number | null }>(
  spans: readonly T[],
  at: number,
): T | undefined {
  // Spans never overlap (exclusion constraints); the lists are short.
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    if (s.validFrom <= at && (s.validTo === null || at < s.validTo)) return s;
  }
  return undefined;
}

export function resolveRead(snapshot: ProjectSnapshot, read: TagRead, nowMs: number): Resolution {
  const reader = snapshot.readersBySerial.get(read.ReaderSerial);
  if (!reader) return { ok: false, reason: `Unknown reader ${read.ReaderSerial}.` };
  if (read.Port > reader.accessPoints) {
    return { ok: false, reason: `Reader ${read.ReaderSerial} has no port ${read.Port}.` };
  }
  const at = Date.parse(read.Time);
  if (at > nowMs + MAX_CLOCK_SKEW_SECONDS * 1000)
    return { ok: false, reason: 'Time is in the future.' };
  if (at < nowMs - MAX_READ_AGE_DAYS * 86_400_000) return { ok: false, reason: 'Time is too old.' };
  return {
    ok: true,
    read: resolveAt(snapshot, reader, {
      port: read.Port,
      tag: read.Tag,
      at,
      source: read.Source,
      rssi: read.Rssi ?? null,
    }),
  };
}

/** What a read of `reader` meant at its own instant; used for new reads and for reprocessing. */
export function resolveAt(
  snapshot: ProjectSnapshot,
  reader: SnapshotReader,
  raw: { port: number; tag: string; at: number; source: number; rssi: number | null },
): ResolvedRead {
  const { at } = raw;
  const assignment: ReaderAssignmentSpan | undefined = spanAt(reader.assignments, at);
  const port = assignment?.ports.get(raw.port);
  const zoneId = port ? port.zoneId : (assignment?.zoneId ?? null);
  const direction = port ? port.direction : (assignment?.direction ?? 1);

  const tag = snapshot.tagsByText.get(raw.tag);
  const holder: TagHolderSpan | undefined = tag ? spanAt(tag.holders, at) : undefined;
  const worker = holder ? snapshot.workers.get(holder.workerId) : undefined;
  const workerId = worker ? holder!.workerId : null;
  const contractId = worker?.contractId ?? null;

  const decision = decideAccess(
    snapshot.policy,
    zoneId,
    { workerId, contractId },
    localDate(at, snapshot.timeZone),
  );
  const accessType =
    raw.source === READ_SOURCE.Mobile
      ? ACCESS_TYPE.CheckIn
      : decision.allowed
        ? ACCESS_TYPE.Granted
        : ACCESS_TYPE.Denied;

  return {
    readerId: reader.readerId,
    port: raw.port,
    tag: raw.tag,
    at,
    source: raw.source,
    rssi: raw.rssi,
    timesheetDate: timesheetDate(at, snapshot.timeZone, snapshot.workdayBoundaryHour),
    tagId: tag?.tagId ?? null,
    workerId,
    contractId,
    zoneId,
    direction,
    locationName: assignment?.locationName ?? null,
    accessType,
    hadAccess: decision.allowed,
  };
}
