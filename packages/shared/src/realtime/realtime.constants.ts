// The realtime area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load (its route tree reads them). Exported by the index.

// --- constants of spec 000 §9 --------------------------------------------------------------------

/** Realtime timeframe filters in minutes (spec 000 §9). */
export const REALTIME_TIMEFRAMES = [30, 45, 60, 90, 120, 240, 360, 480, 720] as const;
export type RealtimeTimeframe = (typeof REALTIME_TIMEFRAMES)[number];
export const REALTIME_DEFAULT_TIMEFRAME: RealtimeTimeframe = 30;

/** Where the area image sits on a desktop screen: above the lists (top) or beside them (side). */
export const DESKTOP_PLACEMENTS = ['top', 'side'] as const;
export type DesktopPlacement = (typeof DESKTOP_PLACEMENTS)[number];

/**
 * The stored image's size per placement (spec 000 §9: 651 high, 940 or 585 wide), and the least
 * the server takes (the cropped part, at its own resolution), so an image is never enlarged. A
 * crop that respects the cropper's minimum widths and aspect ratios always passes
 * (1170 × 731 ≥ 940 × 651; 585 × 731 ≥ 585 × 651).
 */
export const AREA_IMAGE_SIZE = {
  top: { width: 940, height: 651 },
  side: { width: 585, height: 651 },
} as const satisfies Record<DesktopPlacement, { width: number; height: number }>;
/** The crop's aspect ratio per placement (spec 000 §5). */
export const AREA_IMAGE_ASPECT = { top: 1.6, side: 0.8 } as const;
/** The cropper's minimum crop width in source pixels per placement (spec 000 §9). */
export const AREA_CROP_MIN_WIDTH = { top: 1170, side: 585 } as const;
/** The largest image accepted, in bytes before base64 (the body limit is a third more). */
export const AREA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The eight pin placements (spec 000 §9); a new pin defaults to BottomLeft in the editor. */
export const ZONE_PIN_LOCATIONS = [
  'TopLeft',
  'TopCenter',
  'TopRight',
  'Right',
  'BottomLeft',
  'BottomCenter',
  'BottomRight',
  'Left',
] as const;
export type ZonePinLocation = (typeof ZONE_PIN_LOCATIONS)[number];
export const ZONE_PIN_DEFAULT_NEW: ZonePinLocation = 'BottomLeft';
/** A save without a placement stores this one (spec 000 §9: "the default on save is topright"). */
export const ZONE_PIN_DEFAULT_ON_SAVE: ZonePinLocation = 'TopRight';
/** Pin positions are thousandths of the image's width and height (spec 000 §9). */
export const ORIENTATION_MAX = 1000;

export const REALTIME_TIMEOUT_SECONDS = { min: 5, max: 3600, default: 30 } as const;

/** Texts the spec gives (spec 000 §5, §8) and the server's own refusals. */
export const REALTIME_MESSAGES = {
  zoneRequired: 'Please attach a valid zone to continue',
  zoneSaveMissingId: 'We are not able to save the selected zone - missing id',
  zoneRemoveMissingId: 'We are not able to remove the selected zone - missing id',
  areaDeleteFailed: 'Error deleting area',
  areaNotFound: 'The area was not found.',
  areaNameRequired: 'The area needs a name (at most 100 characters).',
  imageInvalid: 'The image must be a PNG, JPEG or WebP file.',
  imageTooLarge: 'The image must be at most 10 MB.',
  imageTooSmall: (placement: DesktopPlacement) =>
    `The image must be at least ${String(AREA_IMAGE_SIZE[placement].width)} × ${String(
      AREA_IMAGE_SIZE[placement].height,
    )} pixels for the ${placement} placement.`,
  patchInvalid: 'Only the operation replace of /RealtimeAreaName is supported.',
  sortOrderInvalid: 'realtimeAreaIds must list every area of the project exactly once.',
  workerNotFound: 'The worker was not found.',
  orientationInvalid: 'The pin must be on the picture (x and y are whole numbers from 0 to 1000).',
} as const;
