// Values both project lists (hardware directory, access dashboard) filter and search by.

/** Read directions of a reader, a port or a read (spec 002 §9: Not Available 1, In 2, Out 3). */
export const READ_DIRECTION = { NotAvailable: 1, In: 2, Out: 3 } as const;
export type ReadDirectionId = (typeof READ_DIRECTION)[keyof typeof READ_DIRECTION];
export const READ_DIRECTION_IDS = [
  READ_DIRECTION.NotAvailable,
  READ_DIRECTION.In,
  READ_DIRECTION.Out,
] as const;

/** The zone filters' pseudo zone "Unassigned Zone" (spec 002 §3): no zone at all. */
export const UNASSIGNED_ZONE_ID = -1;

/** Free-text search applies from this many characters; shorter text is ignored (spec 002 §5). */
export const SEARCH_MIN_LENGTH = 3;
