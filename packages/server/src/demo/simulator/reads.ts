import { READ_SOURCE, type TagRead } from '@siteline/shared';
import type { GatePass, Stay, Visit } from './day-plan.ts';
import { hash, unit } from './seeds.ts';
import type { PortRef } from './site-places.ts';

/**
 * Plans turned into what readers would have sent. `fine` is the live feed: a BLE gateway
 * reports each tag it hears every 60–120 s. `coarse` is history: gate In, one read per stay,
 * gate Out, enough for presence, hours and headcounts at a fraction of the volume.
 * Every read time comes from a hash of (visit, stay, tag, slot), so any window of any plan can
 * be produced on its own and always gives the same reads.
 */
export type Granularity = 'fine' | 'coarse';

export interface ReadWindow {
  /** UTC ms, inclusive. */
  from: number;
  /** UTC ms, exclusive. */
  to: number;
}

export interface ReadOptions {
  granularity: Granularity;
  /** A reader that is down at that instant hears nothing (live.ts outages). */
  isOffline?: (serial: string, at: number) => boolean;
}

/** A read every 90 s ± 15 s: consecutive reads of a tag are 60–120 s apart. */
const FINE_PERIOD_MS = 90_000;
const FINE_JITTER_S = 30;
/** A coarse stay is read once within its first five minutes. */
const COARSE_SPREAD_MS = 300_000;

interface Timed {
  at: number;
  read: TagRead;
}

function toRead(ref: PortRef, tag: string, at: number, h: number): TagRead {
  const read: TagRead = {
    ReaderSerial: ref.serial,
    Port: ref.port,
    Tag: tag,
    Time: new Date(at).toISOString(),
    Source: READ_SOURCE.Reader,
  };
  // -60 (next to the gateway) to -85 dBm (across the floor).
  if (ref.rssi) read.Rssi = -60 - (h % 26);
  return read;
}

function collector(window: ReadWindow, options: ReadOptions, out: Timed[]) {
  return (ref: PortRef | undefined, tag: string, at: number, h: number) => {
    if (!ref || at < window.from || at >= window.to) return;
    if (options.isOffline?.(ref.serial, at)) return;
    out.push({ at, read: toRead(ref, tag, at, h) });
  };
}

function gateRead(pass: GatePass | null, visit: Visit, emit: Emit) {
  if (pass && !pass.missed)
    emit(pass.ref, visit.gateTag, pass.at, hash(visit.seed, pass.at / 1000));
}

function fineStay(visit: Visit, s: number, stay: Stay, window: ReadWindow, emit: Emit) {
  if (stay.to <= window.from || stay.from >= window.to) return;
  const end = Math.min(stay.to, window.to);
  const first = Math.max(0, Math.floor((window.from - stay.from) / FINE_PERIOD_MS) - 1);
  for (const [t, tag] of visit.zoneTags.entries()) {
    for (let k = first; stay.from + k * FINE_PERIOD_MS < end; k++) {
      const h = hash(visit.seed, s, t, k);
      const at = stay.from + k * FINE_PERIOD_MS + (h % FINE_JITTER_S) * 1000;
      if (at < stay.to) emit(stay.ports[(h >>> 8) % stay.ports.length], tag, at, h >>> 16);
    }
  }
}

function coarseStay(visit: Visit, s: number, stay: Stay, emit: Emit) {
  // The main tag once per stay; the others once a day, so no badge looks dead in the reports.
  const tags = s === 0 ? visit.zoneTags : visit.zoneTags.slice(0, 1);
  const spread = Math.min(COARSE_SPREAD_MS, (stay.to - stay.from) / 2);
  for (const [t, tag] of tags.entries()) {
    const h = hash(visit.seed, s, t, -1);
    const at = stay.from + Math.floor((unit(h) * spread) / 1000) * 1000;
    emit(stay.ports[(h >>> 8) % stay.ports.length], tag, at, h >>> 16);
  }
}

/**
 * Coarse reads on a site without gates: presence there is the BLE reads alone (net hours sum the
 * spans of reads at most 30 minutes apart), so a stay is read every 20 minutes, not once.
 */
const GATELESS_PERIOD_MS = 20 * 60_000;

function gatelessStay(visit: Visit, s: number, stay: Stay, emit: Emit) {
  const tag = visit.zoneTags[0];
  if (tag === undefined) return;
  for (let k = 0; stay.from + k * GATELESS_PERIOD_MS < stay.to; k++) {
    const h = hash(visit.seed, s, k, -2);
    const at = Math.min(stay.to - 1000, stay.from + k * GATELESS_PERIOD_MS + (h % 60) * 1000);
    emit(stay.ports[(h >>> 8) % stay.ports.length], tag, at, h >>> 16);
  }
  // The other tags once a day, so no badge looks dead in the reports.
  if (s === 0) coarseStay({ ...visit, zoneTags: visit.zoneTags.slice(1) }, s, stay, emit);
}

type Emit = ReturnType<typeof collector>;

/** The reads of `visits` that fall in `window`, sorted by time. */
export function visitReads(
  visits: readonly Visit[],
  window: ReadWindow,
  options: ReadOptions,
): TagRead[] {
  const out: Timed[] = [];
  const emit = collector(window, options, out);
  for (const visit of visits) {
    const start = visit.arrival?.at ?? visit.stays[0]?.from ?? 0;
    const end = visit.departure?.at ?? visit.stays.at(-1)?.to ?? 0;
    if (end < window.from || start >= window.to) continue;
    gateRead(visit.arrival, visit, emit);
    const gateless = visit.arrival === null && visit.departure === null;
    for (const [s, stay] of visit.stays.entries()) {
      if (options.granularity === 'fine') fineStay(visit, s, stay, window, emit);
      else if (gateless) gatelessStay(visit, s, stay, emit);
      else coarseStay(visit, s, stay, emit);
    }
    for (const pass of visit.passes ?? []) gateRead(pass, visit, emit);
    gateRead(visit.departure, visit, emit);
  }
  // Stable sort: equal instants keep the plan order, so the output is deterministic.
  out.sort((a, b) => a.at - b.at);
  return out.map((t) => t.read);
}
