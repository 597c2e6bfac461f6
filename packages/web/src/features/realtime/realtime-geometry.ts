import {
  AREA_CROP_MIN_WIDTH,
  AREA_IMAGE_ASPECT,
  AREA_IMAGE_SIZE,
  ORIENTATION_MAX,
  ZONE_PIN_DEFAULT_ON_SAVE,
  ZONE_PIN_LOCATIONS,
  type DesktopPlacement,
  type Orientation,
  type ZonePinLocation,
} from '@siteline/shared';

/**
 * Where a zone pin sits on an area image (spec 000 §3, §9). Positions are stored in thousandths
 * of the image (x, y from 0 to 1000, origin top left), so they survive any display size. The
 * placement says where the pin's bubble sits relative to its point.
 */
export type PinPlacement = ZonePinLocation;
export const PIN_PLACEMENTS = ZONE_PIN_LOCATIONS;

export const THOUSANDTHS = ORIENTATION_MAX;

export function clampThousandths(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(THOUSANDTHS, Math.max(0, Math.round(value)));
}

/** A point on the displayed image (pixels from its top left) in thousandths of the image. */
export function toThousandths(
  point: { x: number; y: number },
  size: { width: number; height: number },
): Orientation {
  if (size.width <= 0 || size.height <= 0) return { x: 0, y: 0 };
  return {
    x: clampThousandths((point.x / size.width) * THOUSANDTHS),
    y: clampThousandths((point.y / size.height) * THOUSANDTHS),
  };
}

/** Thousandths as CSS percentages of the image box. */
export function toPercent(orientation: Orientation): { left: string; top: string } {
  return {
    left: `${clampThousandths(orientation.x) / 10}%`,
    top: `${clampThousandths(orientation.y) / 10}%`,
  };
}

export interface BubbleGeometry {
  /** Shift of the bubble, in its own size, so that its anchor corner or edge meets the point. */
  translateX: '-100%' | '-50%' | '0%';
  translateY: '-100%' | '-50%' | '0%';
  /** Which side of the point the bubble lies on, for the gap and the pointer. */
  vertical: 'above' | 'middle' | 'below';
  horizontal: 'before' | 'center' | 'after';
}

/**
 * The bubble's position relative to its point: TopLeft puts the bubble above and to the left
 * (its bottom-right corner at the point), Right puts it to the right and vertically centred, and
 * so on round the compass.
 */
export function bubbleGeometry(placement: PinPlacement): BubbleGeometry {
  const vertical: BubbleGeometry['vertical'] = placement.startsWith('Top')
    ? 'above'
    : placement.startsWith('Bottom')
      ? 'below'
      : 'middle';
  const horizontal: BubbleGeometry['horizontal'] =
    placement === 'Left' || placement.endsWith('Left')
      ? 'before'
      : placement === 'Right' || placement.endsWith('Right')
        ? 'after'
        : 'center';
  return {
    vertical,
    horizontal,
    translateX: horizontal === 'before' ? '-100%' : horizontal === 'after' ? '0%' : '-50%',
    translateY: vertical === 'above' ? '-100%' : vertical === 'below' ? '0%' : '-50%',
  };
}

/** The stored placement text, case-insensitively ("topright" is the product's save default). */
export function parsePlacement(value: string | null | undefined): PinPlacement {
  const found = PIN_PLACEMENTS.find((p) => p.toLowerCase() === (value ?? '').toLowerCase());
  return found ?? ZONE_PIN_DEFAULT_ON_SAVE;
}

/** Desktop placements of an area image and their crop and output rules (spec 000 §5, §9). */
export const AREA_IMAGE_RULES = {
  top: {
    aspect: AREA_IMAGE_ASPECT.top,
    minCropWidth: AREA_CROP_MIN_WIDTH.top,
    outputWidth: AREA_IMAGE_SIZE.top.width,
    outputHeight: AREA_IMAGE_SIZE.top.height,
  },
  side: {
    aspect: AREA_IMAGE_ASPECT.side,
    minCropWidth: AREA_CROP_MIN_WIDTH.side,
    outputWidth: AREA_IMAGE_SIZE.side.width,
    outputHeight: AREA_IMAGE_SIZE.side.height,
  },
} as const satisfies Record<DesktopPlacement, object>;
