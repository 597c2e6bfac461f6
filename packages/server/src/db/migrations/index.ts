import type { Migration } from 'kysely';
import * as m0001 from './0001-core.ts';
import * as m0002 from './0002-roles.ts';
import * as m0003 from './0003-realtime.ts';
import * as m0004 from './0004-engine.ts';
import * as m0005 from './0005-dashboards.ts';
import * as m0006 from './0006-realtime.ts';
import * as m0008 from './0008-auth-attempts.ts';

/** Ordered migrations, run at start-up. Append; never edit or reorder a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-roles': m0002,
  '0003-realtime': m0003,
  '0004-engine': m0004,
  '0005-dashboards': m0005,
  '0006-realtime': m0006,
  '0008-auth-attempts': m0008,
};
