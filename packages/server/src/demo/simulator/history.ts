import type { TagRead } from '@siteline/shared';
import { MAX_READS_PER_BATCH } from '@siteline/shared';
import { addDays } from '../calendar.ts';
import { planDay, type Visit } from './day-plan.ts';
import { localToUtc, utcToLocal } from './local-time.ts';
import { backlogOfDay } from './outages.ts';
import { visitReads } from './reads.ts';
import type { SiteModel } from '../../engine/gateway-site.ts';

/**
 * Past presence for a freshly seeded demo, produced by the same plans as the live feed (coarse
 * reads) and meant for the same ingestion pipeline, so every report and dashboard has months of
 * data on first start. Reads come out oldest first in one time-ordered stream: a day's batch
 * holds the night crew's morning reads of the shift started the evening before.
 */
export interface HistoryOptions {
  /** Full days before the day of `until`; that day itself is covered up to `until`. */
  days?: number;
  /** End of the history (exclusive): where the live simulator takes over. Default: now. */
  until?: Date;
  batchSize?: number;
}

export async function* historyBatches(
  model: SiteModel,
  { days = 120, until = new Date(), batchSize = MAX_READS_PER_BATCH }: HistoryOptions = {},
): AsyncGenerator<TagRead[], void, undefined> {
  const end = until.getTime();
  const zone = model.timeZoneId;
  const lastDate = utcToLocal(end, zone).date;
  const firstDate = addDays(lastDate, -days);
  let batch: TagRead[] = [];
  // A gateway's backlog (outages.ts backlogOfDay) joins the stream when its uplink is back.
  let held: TagRead[] = [];
  let heldUntil = Infinity;
  function* push(read: TagRead) {
    batch.push(read);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  function* release(at: number) {
    if (at < heldUntil) return;
    const late = held;
    held = [];
    heldUntil = Infinity;
    for (const read of late) yield* push(read);
  }
  // Plans of the day before: its night shift ends on the morning of the day being produced.
  let previous: Visit[] = planDay(model, addDays(firstDate, -1));
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const current = planDay(model, date);
    const window = {
      from: localToUtc(date, 0, zone),
      to: Math.min(localToUtc(addDays(date, 1), 0, zone), end),
    };
    const backlog = backlogOfDay(model, date);
    for (const read of visitReads([...previous, ...current], window, { granularity: 'coarse' })) {
      const at = Date.parse(read.Time);
      yield* release(at);
      if (
        backlog &&
        read.ReaderSerial === backlog.serial &&
        at >= backlog.from &&
        at < backlog.to
      ) {
        held.push(read);
        heldUntil = Math.min(heldUntil, backlog.to);
        continue;
      }
      yield* push(read);
    }
    yield* release(window.to);
    previous = current;
  }
  // A backlog still held at the end of the history is sent now, as the live feed takes over.
  yield* release(Infinity);
  if (batch.length > 0) yield batch;
}
