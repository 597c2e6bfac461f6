import {
  REALTIME_MESSAGES,
  ZONE_PIN_DEFAULT_NEW,
  type Orientation,
  type RealtimeArea,
  type RealtimeAreaZone,
  type RealtimeAreaZoneUpsert,
} from '@siteline/shared';
import { clampThousandths, parsePlacement, type PinPlacement } from '../realtime-geometry.ts';

/** A pin as the editor holds it: saved or new, possibly moved, re-oriented or re-attached. */
export interface PinDraft {
  key: string;
  /** The pin as stored; null for a pin not saved yet. */
  saved: RealtimeAreaZone | null;
  projectZoneId: number | null;
  orientation: Orientation;
  placement: PinPlacement;
}

export function draftsFromArea(area: RealtimeArea): PinDraft[] {
  return area.zones.map((zone) => ({
    key: `zone-${zone.projectZoneId}`,
    saved: zone,
    projectZoneId: zone.projectZoneId,
    orientation: zone.orientation,
    placement: parsePlacement(zone.zonePinLocation),
  }));
}

let nextKey = 1;
/** spec 000 §9: a new pin defaults to BottomLeft. */
export function newDraft(orientation: Orientation): PinDraft {
  return {
    key: `new-${nextKey++}`,
    saved: null,
    projectZoneId: null,
    orientation: { x: clampThousandths(orientation.x), y: clampThousandths(orientation.y) },
    placement: ZONE_PIN_DEFAULT_NEW,
  };
}

export function isDirty(draft: PinDraft): boolean {
  const { saved } = draft;
  if (!saved) return true;
  return (
    saved.projectZoneId !== draft.projectZoneId ||
    saved.orientation.x !== draft.orientation.x ||
    saved.orientation.y !== draft.orientation.y ||
    parsePlacement(saved.zonePinLocation) !== draft.placement
  );
}

const validId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;

export type SaveCheck =
  { ok: true; areaId: number; body: RealtimeAreaZoneUpsert } | { ok: false; message: string };

/**
 * spec 000 §5, §8: a pin cannot be saved without an attached zone ("Please attach a valid zone
 * to continue"); without the area's id there is nothing to save it on ("… missing id").
 */
export function checkSave(draft: PinDraft, areaId: number | null | undefined): SaveCheck {
  if (!validId(draft.projectZoneId)) return { ok: false, message: REALTIME_MESSAGES.zoneRequired };
  if (!validId(areaId)) return { ok: false, message: REALTIME_MESSAGES.zoneSaveMissingId };
  return {
    ok: true,
    areaId,
    body: {
      ProjectZoneId: draft.projectZoneId,
      ZonePinLocation: draft.placement,
      Orientation: draft.orientation,
    },
  };
}

export type RemoveCheck =
  | { ok: true; kind: 'local' }
  | { ok: true; kind: 'server'; areaId: number; projectZoneId: number }
  | { ok: false; message: string };

/** A pin never saved just goes; a saved one needs both ids ("… remove … - missing id"). */
export function checkRemove(draft: PinDraft, areaId: number | null | undefined): RemoveCheck {
  if (!draft.saved) return { ok: true, kind: 'local' };
  const projectZoneId = draft.saved.projectZoneId;
  if (!validId(areaId) || !validId(projectZoneId)) {
    return { ok: false, message: REALTIME_MESSAGES.zoneRemoveMissingId };
  }
  return { ok: true, kind: 'server', areaId, projectZoneId };
}

/** Arrow keys move a selected pin by this many thousandths (a tenth with Shift). */
export function nudge(orientation: Orientation, key: string, fine: boolean): Orientation | null {
  const step = fine ? 1 : 10;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  return {
    x: clampThousandths(orientation.x + move[0]),
    y: clampThousandths(orientation.y + move[1]),
  };
}
