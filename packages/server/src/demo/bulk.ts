/**
 * Multi-row inserts in chunks: one statement per ~500 rows keeps the seed to a few dozen round
 * trips while staying far below PostgreSQL's 65,535 bind-parameter limit (a worker row binds
 * ~16 values).
 */
export const CHUNK_SIZE = 500;

export async function insertInChunks<Row, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Result[] | void>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let i = 0; i < rows.length; i += CHUNK_SIZE) {
    // Sequential on purpose: the rows share one transaction, hence one connection.
    results.push(...((await insert(rows.slice(i, i + CHUNK_SIZE))) ?? []));
  }
  return results;
}

/**
 * Ids by a natural key from `returning` rows. RETURNING order is not promised by SQL, so rows are
 * matched by key rather than by position.
 */
export function idsByKey<R>(rows: readonly R[], key: (row: R) => string, id: (row: R) => number) {
  const map = new Map<string, number>();
  for (const row of rows) map.set(key(row), id(row));
  return {
    get(name: string): number {
      const found = map.get(name);
      if (found === undefined) throw new Error(`demo seed: no id for ${name}`);
      return found;
    },
    size: map.size,
  };
}
export type IdsByKey = ReturnType<typeof idsByKey>;

/** A value the seed itself just created; missing means a bug in the plan, not bad input. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: missing ${what}`);
  return value;
}
