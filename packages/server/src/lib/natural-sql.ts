import { sql, type RawBuilder } from 'kysely';

/**
 * A sort key that puts names in the natural order of `naturalCompare` (shared/common/text.ts) in
 * SQL, where a list is sorted and paged in the same query: "Level 2" before "Level 10". Each run
 * of digits is left-padded to 30 digits and the rest lower-cased, compared byte by byte (C
 * collation), so it needs no ICU collation on the server. Null stays null (NULLS LAST applies).
 */
export function naturalSortKey(column: string): RawBuilder<string | null> {
  const ref = sql.ref(column);
  return sql<string | null>`(CASE WHEN ${ref} IS NULL THEN NULL ELSE array_to_string(array(
    SELECT coalesce(lpad(m[1], greatest(30, length(m[1])), '0'), lower(m[2]))
    FROM regexp_matches(${ref}, '([0-9]+)|([^0-9]+)', 'g') WITH ORDINALITY AS x(m, n) ORDER BY n
  ), '') END) COLLATE "C"`;
}
