import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberArray, textArray } from './array-literal.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';

describe('array literals', () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.drop());

  it('round-trips through PostgreSQL exactly, nulls and awkward text included', async () => {
    const texts = [
      'plain',
      '',
      'NULL',
      'a "quoted" word',
      'back\\slash',
      'comma, {brace}',
      'ünï',
      null,
      ' spaced ',
    ];
    const numbers = [0, -32768, 2147483647, null, 1_764_201_600_123];
    const flags = [true, false, null];
    const { rows } = await sql<{
      t: (string | null)[];
      n: (string | null)[];
      b: (boolean | null)[];
    }>`
      SELECT ${textArray(texts)}::text[] AS t, ${numberArray(numbers)}::bigint[]::text[] AS n,
             ${numberArray(flags)}::bool[] AS b
    `.execute(database.db);
    expect(rows[0]!.t).toEqual(texts);
    expect(rows[0]!.n).toEqual(numbers.map((n) => (n === null ? null : String(n))));
    expect(rows[0]!.b).toEqual(flags);
  });

  it('refuses a number it cannot send exactly', () => {
    expect(() => numberArray([1.5])).toThrow(TypeError);
    expect(() => numberArray([Number.NaN])).toThrow(TypeError);
  });
});
