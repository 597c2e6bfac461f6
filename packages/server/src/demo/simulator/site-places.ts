import { hashString } from './seeds.ts';
import { READ_DIRECTION, type SiteModel } from '../../engine/gateway-site.ts';

/**
 * The site as a person walking it sees it: gates to badge in and out at, and work zones that a
 * BLE gateway listens in. Derived once per model (memoised) from zone names and reader ports,
 * so the planner works on any project's layout, not only the demo's.
 */
export interface PortRef {
  serial: string;
  port: number;
  zoneId: number;
  /** BLE gateways report signal strength; turnstile NFC readers do not. */
  rssi: boolean;
}

export type ZoneKind = 'floor' | 'yard' | 'office' | 'crane' | 'roof' | 'room';

export interface WorkZone {
  id: number;
  name: string;
  kind: ZoneKind;
  ports: PortRef[];
}

export interface Gate {
  zoneId: number;
  inPorts: PortRef[];
  outPorts: PortRef[];
}

export interface SitePlaces {
  gates: Gate[];
  workZones: WorkZone[];
  /** Floors in zone-id order: the order the layout lists them in, bottom to top. */
  floors: WorkZone[];
}

// Checked in order; a sub-area ("Level 3 - Electrical Room") is a room whatever its name says.
const KIND_BY_NAME: readonly [RegExp, ZoneKind][] = [
  [/ - /, 'room'],
  [/^site office/i, 'office'],
  [/yard|truck court/i, 'yard'],
  [/crane/i, 'crane'],
  [/^roof$/i, 'roof'],
];

/** Where each kind of trade spends its day; the first profile whose pattern matches wins. */
const PROFILES: readonly { trade: RegExp; weights: Partial<Record<ZoneKind, number>> }[] = [
  { trade: /earthwork|utilities|demolition/i, weights: { yard: 6, floor: 1, room: 0.5 } },
  { trade: /structural steel|rigging/i, weights: { crane: 2, floor: 5, yard: 1 } },
  { trade: /roofing/i, weights: { roof: 6, floor: 1 } },
  {
    trade: /general conditions|security|commissioning/i,
    weights: { floor: 3, yard: 2, office: 2, room: 1 },
  },
  { trade: /.*/, weights: { floor: 6, room: 1, roof: 0.5, yard: 0.3 } },
];
/** A trade works on a band of neighbouring floors; elsewhere only now and then. */
const FLOOR_BAND = 4;
const OFF_BAND_WEIGHT = 0.1;

const memo = new WeakMap<SiteModel, SitePlaces>();
const tradeMemo = new WeakMap<SitePlaces, Map<string, Map<number, number>>>();

export function sitePlaces(model: SiteModel): SitePlaces {
  const cached = memo.get(model);
  if (cached) return cached;
  const gates = new Map<number, Gate>();
  const listening = new Map<number, PortRef[]>();
  for (const reader of model.readers) {
    const rssi = /ble/i.test(reader.hardwareModel);
    for (const p of reader.ports) {
      const ref: PortRef = { serial: reader.serial, port: p.port, zoneId: p.zoneId, rssi };
      if (p.isEntranceExit && p.direction !== READ_DIRECTION.NotAvailable) {
        const gate = gates.get(p.zoneId) ?? { zoneId: p.zoneId, inPorts: [], outPorts: [] };
        (p.direction === READ_DIRECTION.In ? gate.inPorts : gate.outPorts).push(ref);
        gates.set(p.zoneId, gate);
      } else if (!p.isEntranceExit) {
        listening.set(p.zoneId, [...(listening.get(p.zoneId) ?? []), ref]);
      }
    }
  }
  const workZones = model.zones
    .filter((z) => !z.isArchived && !z.isEntranceExit && listening.has(z.id))
    .map((z) => ({
      id: z.id,
      name: z.name,
      kind: KIND_BY_NAME.find(([pattern]) => pattern.test(z.name))?.[1] ?? 'floor',
      ports: listening.get(z.id) ?? [],
    }));
  const places: SitePlaces = {
    gates: [...gates.values()].sort((a, b) => a.zoneId - b.zoneId),
    workZones,
    floors: workZones.filter((z) => z.kind === 'floor'),
  };
  memo.set(model, places);
  return places;
}

/**
 * How much a trade favours each work zone, before access rules are applied. The floor band is
 * picked by the trade's name, so electricians share floors with each other across days.
 */
export function tradeWeights(places: SitePlaces, trade: string): Map<number, number> {
  let byTrade = tradeMemo.get(places);
  if (!byTrade) {
    byTrade = new Map();
    tradeMemo.set(places, byTrade);
  }
  const cached = byTrade.get(trade);
  if (cached) return cached;
  const profile = PROFILES.find((p) => p.trade.test(trade))?.weights ?? {};
  const band = Math.min(FLOOR_BAND, places.floors.length);
  const bandStart = hashString(trade) % (places.floors.length - band + 1);
  const inBand = new Set(places.floors.slice(bandStart, bandStart + band).map((z) => z.id));
  const weights = new Map<number, number>();
  for (const zone of places.workZones) {
    let weight = profile[zone.kind] ?? 0;
    if (zone.kind === 'floor' && !inBand.has(zone.id)) weight *= OFF_BAND_WEIGHT;
    if (weight > 0) weights.set(zone.id, weight);
  }
  byTrade.set(trade, weights);
  return weights;
}
