/**
 * The editor's success notices stay 3 s (spec 000 §8 allows 2 to 12): pins are saved one after
 * another, and a stack of 10 s notices would cover the zone picker beside the picture.
 */
export const EDITOR_NOTICE_MS = 3_000;
