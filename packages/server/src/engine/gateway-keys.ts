import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CreatedGatewayKey, GatewayKey } from '@siteline/shared';
import type { Database } from '../db/database.ts';
import { NotFoundError, UnauthorizedError } from '../lib/errors.ts';
import { hashSecret } from '../modules/auth/auth.tokens.ts';

/**
 * Per-project keys that gateways send as X-Gateway-Key. Stored as SHA-256 only; the key itself
 * is shown once, at creation. Lookups are cached briefly; revoking clears this instance's cache.
 */
const KEY_PREFIX = 'slg_';
const CACHE_MS = 10_000;
const LAST_USED_EVERY_MS = 60_000;

export type GatewayKeys = ReturnType<typeof createGatewayKeys>;

export function createGatewayKeys(db: Database) {
  const cache = new Map<
    string,
    { at: number; gatewayKeyId: number; projectId: number } | { at: number; none: true }
  >();
  const lastUsedWritten = new Map<number, number>();

  return {
    async create(
      projectId: number,
      name: string,
      userId: number | null,
    ): Promise<CreatedGatewayKey> {
      const key = KEY_PREFIX + randomBytes(32).toString('base64url');
      const row = await db
        .insertInto('gateway_keys')
        .values({
          project_id: projectId,
          name,
          key_prefix: key.slice(0, KEY_PREFIX.length + 6),
          key_hash: hashSecret(key),
          created_by_user_id: userId,
        })
        .returning('gateway_key_id')
        .executeTakeFirstOrThrow();
      return { GatewayKeyId: row.gateway_key_id, Key: key };
    },

    async list(projectId: number): Promise<GatewayKey[]> {
      const rows = await db
        .selectFrom('gateway_keys')
        .select([
          'gateway_key_id',
          'name',
          'key_prefix',
          'created_at',
          'last_used_at',
          'revoked_at',
        ])
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        GatewayKeyId: r.gateway_key_id,
        Name: r.name,
        KeyPrefix: r.key_prefix,
        CreatedAt: r.created_at.toISOString(),
        LastUsedAt: r.last_used_at?.toISOString() ?? null,
        RevokedAt: r.revoked_at?.toISOString() ?? null,
      }));
    },

    async revoke(projectId: number, gatewayKeyId: number): Promise<void> {
      const result = await db
        .updateTable('gateway_keys')
        .set({ revoked_at: sql`coalesce(revoked_at, now())` })
        .where('project_id', '=', projectId)
        .where('gateway_key_id', '=', gatewayKeyId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new NotFoundError('The gateway key was not found.');
      cache.clear();
    },

    /** The project a presented key belongs to; 401 for a missing, unknown or revoked key. */
    async authenticate(
      presented: string | undefined,
    ): Promise<{ projectId: number; gatewayKeyId: number }> {
      if (!presented || !presented.startsWith(KEY_PREFIX) || presented.length > 200) {
        throw new UnauthorizedError('A valid X-Gateway-Key header is required.');
      }
      const now = Date.now();
      let hit = cache.get(presented);
      if (!hit || now - hit.at > CACHE_MS) {
        const row = await db
          .selectFrom('gateway_keys')
          .select(['gateway_key_id', 'project_id'])
          .where('key_hash', '=', hashSecret(presented))
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        hit = row
          ? { at: now, gatewayKeyId: row.gateway_key_id, projectId: row.project_id }
          : { at: now, none: true };
        if (cache.size > 10_000) cache.clear();
        cache.set(presented, hit);
      }
      if ('none' in hit) throw new UnauthorizedError('A valid X-Gateway-Key header is required.');
      if (now - (lastUsedWritten.get(hit.gatewayKeyId) ?? 0) > LAST_USED_EVERY_MS) {
        lastUsedWritten.set(hit.gatewayKeyId, now);
        await db
          .updateTable('gateway_keys')
          .set({ last_used_at: sql`now()` })
          .where('gateway_key_id', '=', hit.gatewayKeyId)
          .execute();
      }
      return { projectId: hit.projectId, gatewayKeyId: hit.gatewayKeyId };
    },
  };
}
