/**
 * Text order for lists and grids, in the browser's language. One collator each, made once:
 * `localeCompare` with options builds a new collator on every call, which made sorting a few
 * hundred rows a long task on a tablet (the roll call's first draw).
 */
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const plain = new Intl.Collator(undefined, { numeric: true });

/** Case and accents ignored, digits by value ("Level 2" before "Level 10"). */
export const compareNatural = natural.compare;

/** Digits by value; case and accents break ties. */
export const compareNumeric = plain.compare;
