import { bubbleGeometry, PIN_PLACEMENTS, type PinPlacement } from './realtime-geometry.ts';

/**
 * Where each pin's label goes on a picture so that no two labels overlap, none covers another
 * pin's point and none leaves the picture, at any size (a tower section's floors are a few
 * pixels apart on a phone). A label is tried at its stored placement first, then round the
 * compass from there; a label too big for any free spot shrinks to its count, and a count with
 * no free spot leaves only the point (the detail is on hover, focus and tap).
 */
export type PinVariant = 'full' | 'compact' | 'dot';

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PinToLay {
  key: number;
  /** The pin's point, in pixels from the picture's top left. */
  x: number;
  y: number;
  placement: PinPlacement;
  /** The label's measured size in each variant. */
  full: Size;
  compact: Size;
  /** Laid first, so they keep their stored placement and their detail: lower comes first. */
  rank: number;
}

export interface LaidPin {
  variant: PinVariant;
  placement: PinPlacement;
  /** The label's box in the picture; null for a point alone. */
  rect: Rect | null;
}

/** Pixels between a point and its label, and around a point that labels keep clear of. */
export const PIN_GAP = 8;
export const PIN_DOT_RADIUS = 7;
/** Breathing room between two labels. */
const MARGIN = 2;

/** The compass, clockwise from the top: candidates are tried by their distance from the stored one. */
const COMPASS: readonly PinPlacement[] = [
  'TopCenter',
  'TopRight',
  'Right',
  'BottomRight',
  'BottomCenter',
  'BottomLeft',
  'Left',
  'TopLeft',
];

export function candidatePlacements(preferred: PinPlacement): PinPlacement[] {
  const start = COMPASS.indexOf(preferred);
  const order: PinPlacement[] = [preferred];
  for (let step = 1; step <= COMPASS.length / 2; step += 1) {
    for (const direction of [1, -1]) {
      const next = COMPASS[(start + direction * step + COMPASS.length) % COMPASS.length];
      if (next && !order.includes(next)) order.push(next);
    }
  }
  return order.filter((p) => PIN_PLACEMENTS.includes(p));
}

/** The label's box for a placement, moved back inside the picture when it spills. */
export function labelRect(
  point: { x: number; y: number },
  size: Size,
  placement: PinPlacement,
  box: Size,
): Rect | null {
  if (size.width > box.width || size.height > box.height) return null;
  const { vertical, horizontal } = bubbleGeometry(placement);
  let left =
    horizontal === 'before'
      ? point.x - PIN_GAP - size.width
      : horizontal === 'after'
        ? point.x + PIN_GAP
        : point.x - size.width / 2;
  let top =
    vertical === 'above'
      ? point.y - PIN_GAP - size.height
      : vertical === 'below'
        ? point.y + PIN_GAP
        : point.y - size.height / 2;
  left = Math.min(Math.max(left, 0), box.width - size.width);
  top = Math.min(Math.max(top, 0), box.height - size.height);
  return { left, top, width: size.width, height: size.height };
}

export function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return (
    a.left < b.left + b.width + margin &&
    b.left < a.left + a.width + margin &&
    a.top < b.top + b.height + margin &&
    b.top < a.top + a.height + margin
  );
}

function dotRect(pin: { x: number; y: number }): Rect {
  return {
    left: pin.x - PIN_DOT_RADIUS,
    top: pin.y - PIN_DOT_RADIUS,
    width: PIN_DOT_RADIUS * 2,
    height: PIN_DOT_RADIUS * 2,
  };
}

/**
 * A building section (a side placement) names itself across the top and its floors down its
 * left edge, as the demo's drawings and most section drawings do: labels keep off both bands,
 * so a label moved off its floor never hides a floor's name. Shares of the picture's size.
 */
export const SECTION_TITLE_BAND = 0.1;
export const SECTION_NAME_BAND = 0.2;

export function sectionKeepOut(box: Size): Rect[] {
  return [
    { left: 0, top: 0, width: box.width, height: box.height * SECTION_TITLE_BAND },
    { left: 0, top: 0, width: box.width * SECTION_NAME_BAND, height: box.height },
  ];
}

/** `keepOut`: parts of the picture no label may cover (a section's floor names). */
export function layoutPins(
  pins: readonly PinToLay[],
  box: Size,
  keepOut: readonly Rect[] = [],
): Map<number, LaidPin> {
  const ordered = [...pins].sort((a, b) => a.rank - b.rank || a.key - b.key);
  const dots = pins.map(dotRect);
  const laid = new Map<number, LaidPin>();

  const free = (rect: Rect, self: number) =>
    dots.every((dot) => !overlaps(rect, dot)) &&
    keepOut.every((area) => !overlaps(rect, area)) &&
    [...laid].every(
      ([key, other]) => key === self || !other.rect || !overlaps(rect, other.rect, MARGIN),
    );

  const place = (pin: PinToLay, variant: 'full' | 'compact'): LaidPin | null => {
    for (const placement of candidatePlacements(pin.placement)) {
      const rect = labelRect(pin, pin[variant], placement, box);
      if (rect && free(rect, pin.key)) return { variant, placement, rect };
    }
    return null;
  };

  // Every pin first gets its count where there is room, most important first; then, in the
  // same order, a pin whose full label also fits somewhere free gets it.
  for (const pin of ordered) {
    laid.set(
      pin.key,
      place(pin, 'compact') ?? { variant: 'dot', placement: pin.placement, rect: null },
    );
  }
  for (const pin of ordered) {
    if (laid.get(pin.key)?.variant !== 'compact') continue;
    const full = place(pin, 'full');
    if (full) laid.set(pin.key, full);
  }
  return laid;
}
