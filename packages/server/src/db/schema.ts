import type { DB } from './schema.generated.ts';

/**
 * Kysely's view of the schema: generated from the migrated database (schema.generated.ts, by
 * `npm run db:types`), with the names the code uses for some of its column types.
 */
export type { DB } from './schema.generated.ts';

export type AccessLevel = DB['zone_contract_rules']['access_level'];
export type AuthAttemptKind = DB['auth_attempts']['kind'];
