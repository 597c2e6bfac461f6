import type { Migration } from 'kysely';
import * as m0001 from './0001-core.ts';
import * as m0002 from './0002-roles.ts';

/** Ordered migrations, run at start-up. Append; never edit or reorder a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-roles': m0002,
};
