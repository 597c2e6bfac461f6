import type { ReaderStatusBody } from '@siteline/shared';
import { localToUtc } from './local-time.ts';
import { hash, SALT } from './seeds.ts';
import { POWER, type SiteModel, type SiteReader } from '../../engine/gateway-site.ts';

/**
 * A real site loses a gateway now and then (a tripped breaker, a flat battery, a forklift):
 * about every two hours one reader goes quiet for 10–25 minutes, long enough to cross the BLE
 * model's 15-minute offline threshold about half the time. Derived from the clock, so a restart
 * keeps the same schedule. Gates are spared: a missing In or Out would spoil the hours.
 */
const SLOT_MS = 2 * 3600_000;
const MIN_MS = 60_000;

export interface Outage {
  serial: string;
  from: number;
  to: number;
}

const candidates = new WeakMap<SiteModel, SiteReader[]>();

function outageCandidates(model: SiteModel): SiteReader[] {
  let list = candidates.get(model);
  if (!list) {
    list = model.readers.filter(
      (r) => r.ports.length > 0 && r.ports.every((p) => !p.isEntranceExit),
    );
    candidates.set(model, list);
  }
  return list;
}

/** The outage of the two-hour slot containing `at`, whether or not it has started. */
export function outageOfSlot(model: SiteModel, at: number): Outage | null {
  const list = outageCandidates(model);
  if (list.length === 0) return null;
  const slot = Math.floor(at / SLOT_MS);
  const h = hash(model.projectId, slot, SALT.outage);
  const reader = list[h % list.length];
  if (!reader) return null;
  const duration = (10 + ((h >>> 8) % 16)) * MIN_MS;
  const from = slot * SLOT_MS + ((h >>> 12) % Math.floor((SLOT_MS - duration) / MIN_MS)) * MIN_MS;
  return { serial: reader.serial, from, to: from + duration };
}

export function isOffline(model: SiteModel, serial: string, at: number): boolean {
  const outage = outageOfSlot(model, at);
  return outage !== null && outage.serial === serial && at >= outage.from && at < outage.to;
}

/**
 * Once a day one gateway (gates included) loses its uplink for 2–4 hours during the day shift but
 * keeps what it hears, and sends the backlog when it is back (store and forward): reads that
 * arrive hours late and out of order, which must give the same figures as reads on time.
 */
export function backlogOfDay(model: SiteModel, date: string): Outage | null {
  const list = model.readers.filter((r) => r.ports.length > 0);
  if (list.length === 0) return null;
  const h = hash(model.projectId, Date.parse(`${date}T00:00:00Z`) / 86_400_000, SALT.backlog);
  const reader = list[h % list.length]!;
  const from = localToUtc(date, 7 * 3600 + ((h >>> 8) % (4 * 60)) * 60, model.timeZoneId);
  const duration = (120 + ((h >>> 16) % 121)) * MIN_MS;
  return { serial: reader.serial, from, to: from + duration };
}

/** Battery level falls a point every 90 minutes; at 5% the battery is swapped for a full one. */
export function batteryLevel(startLevel: number, startedAt: number, at: number): number {
  const drained = Math.floor((at - startedAt) / (90 * MIN_MS));
  const span = 96; // 100 down to 5
  const fromFull = (100 - Math.min(100, Math.max(5, startLevel)) + drained) % span;
  return 100 - fromFull;
}

/** The heartbeat a reader sends: its power source as configured, and a draining battery. */
export function readerStatus(reader: SiteReader, startedAt: number, at: number): ReaderStatusBody {
  const time = new Date(at).toISOString();
  switch (reader.powerStatus) {
    case POWER.Battery:
      return {
        ReaderSerial: reader.serial,
        PowerSource: 'Battery',
        BatteryLevel: batteryLevel(reader.batteryLevel ?? 100, startedAt, at),
        Time: time,
      };
    case POWER.Hardwired:
      return { ReaderSerial: reader.serial, PowerSource: 'Hardwired', Time: time };
    case POWER.NotAvailable:
      return { ReaderSerial: reader.serial, PowerSource: 'NotAvailable', Time: time };
    default:
      // A reader first heard reports what it is wired to; the demo's are mains-powered.
      return { ReaderSerial: reader.serial, PowerSource: 'Hardwired', Time: time };
  }
}
