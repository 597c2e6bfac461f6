import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_LENGTH_MINUTES } from '@siteline/shared';
import type { TokenSigner } from '../../lib/auth-context.ts';

const ISSUER = 'siteline';
const ALGORITHM = 'HS256';

export const ACCESS_TOKEN_SECONDS = SESSION_LENGTH_MINUTES * 60;
export const REFRESH_TOKEN_DAYS = 14;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, familyId, audience) =>
      new SignJWT({ fam: familyId, iat_ms: Date.now() })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          // Each API accepts only its own token: the access_token's audience is not the jwt's.
          audience,
        });
        const userId = Number(payload.sub);
        const { fam: familyId, iat_ms: issuedAtMs } = payload;
        if (!Number.isInteger(userId) || typeof issuedAtMs !== 'number') return null;
        if (typeof familyId !== 'string') return null;
        return { userId, familyId, issuedAtMs };
      } catch (e) {
        if (e instanceof joseErrors.JOSEError) return null;
        throw e;
      }
    },
  };
}

/** Opaque secrets (refresh tokens, reset keys): 256 random bits, stored only as SHA-256. */
export function newOpaqueSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}
