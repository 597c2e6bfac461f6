import type { DayBefore, LaterRead, StoredSummary } from './presence-summary.repository.ts';
import type { WorkerDaySummary } from './presence.repository.ts';

/** The gate Out direction (READ_DIRECTION.Out). */
const OUT = 3;

/**
 * How a round brings a worker-day's stored summary up to date (docs/domain.md "Presence
 * summaries"). `after`: every new read is later than the summary's last one, so the summary is
 * extended with the reads from `fromMs`. `late`: a new read is older than that, so the summary's
 * picks before `fromMs` (the earliest new read) are kept — a read's pick depends only on the
 * reads before it — and the day's reads from there are taken again. `whole`: no summary, the gates
 * changed, continuation moved reads of the day, a correction (an entry without a time), or a
 * read before the day's first: the day is summed again from all its reads.
 */
export type SummaryPlan =
  { kind: 'whole' } | { kind: 'after' | 'late'; stored: StoredSummary; fromMs: number };

export function planSummary(
  stored: StoredSummary | undefined,
  firstNewMs: number | null | undefined,
  moved: boolean,
  gateZoneIds: readonly number[],
): SummaryPlan {
  if (
    stored === undefined ||
    moved ||
    firstNewMs === null ||
    firstNewMs === undefined ||
    firstNewMs <= stored.first_ms ||
    stored.gate_zone_ids.length !== gateZoneIds.length ||
    stored.gate_zone_ids.some((id, i) => id !== gateZoneIds[i])
  )
    return { kind: 'whole' };
  return firstNewMs > stored.last_ms
    ? { kind: 'after', stored, fromMs: stored.last_ms + 1 }
    : { kind: 'late', stored, fromMs: firstNewMs };
}

/**
 * The stored summary cut back to the reads before `fromMs`: its picks before it, the count and
 * the last zoned read's direction as PostgreSQL found them. Its last read is left as stored:
 * the reads from `fromMs` (never none, the new read is among them) replace it.
 */
export function summaryBefore(
  stored: StoredSummary,
  fromMs: number,
  before: DayBefore,
): WorkerDaySummary {
  const keep = stored.at_ms.findIndex((at) => at >= fromMs);
  const n = keep === -1 ? stored.at_ms.length : keep;
  return {
    ...stored,
    read_count: before.read_count,
    last_zoned_out: before.zoned_out,
    at_ms: stored.at_ms.slice(0, n),
    zone_ids: stored.zone_ids.slice(0, n),
    directions: stored.directions.slice(0, n),
  };
}

/**
 * The summary of a worker-day's reads extended by later ones (in time order, ties by the read's
 * key): what `summarizeWorkerDays` gives for all of them. A read is picked when it is at a gate,
 * or is the first zoned read after a gate Out; on a site without gates every read is.
 */
export function extendSummary(
  base: WorkerDaySummary,
  later: readonly LaterRead[],
  gateZoneIds: ReadonlySet<number>,
): WorkerDaySummary {
  const everyRead = gateZoneIds.size === 0;
  const day: WorkerDaySummary = {
    ...base,
    at_ms: [...base.at_ms],
    zone_ids: [...base.zone_ids],
    directions: [...base.directions],
  };
  for (const r of later) {
    day.read_count += 1;
    day.last_ms = r.at_ms;
    day.last_reader_id = r.reader_id;
    day.last_port = r.port;
    day.last_zone_id = r.zone_id;
    day.last_direction = r.direction;
    day.last_had_access = r.had_access;
    let pick = everyRead;
    if (r.zone_id !== null) {
      const atGate = gateZoneIds.has(r.zone_id);
      pick ||= atGate || day.last_zoned_out;
      day.last_zoned_out = atGate && r.direction === OUT;
    }
    if (pick) {
      day.at_ms.push(r.at_ms);
      day.zone_ids.push(r.zone_id);
      day.directions.push(r.direction);
    }
  }
  return day;
}
