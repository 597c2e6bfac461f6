// The ingestion area's constants, apart from its zod schemas so that the web app can read them
// without bringing zod into its first load (its route tree reads them). Exported by the index.

/** Largest batch a gateway may send at once (issue: "a batch (up to 5,000) of reads"). */
export const MAX_READS_PER_BATCH = 5000;
/** A read further in the future than this is a gateway clock fault, not a read. */
export const MAX_CLOCK_SKEW_SECONDS = 300;
/** Older reads are refused: a gateway that held them this long should be looked at. */
export const MAX_READ_AGE_DAYS = 400;

export const GATEWAY_KEY_HEADER = 'x-gateway-key';

/** Read sources (spec 002 §9). */
export const READ_SOURCE = { Reader: 1, Mobile: 2 } as const;

/** Reader power sources (spec 002 §9), with their stored ids. */
export const POWER_STATUS = { Hardwired: 1, Battery: 2, Unknown: 3, NotAvailable: 4 } as const;
export type PowerStatusName = keyof typeof POWER_STATUS;
