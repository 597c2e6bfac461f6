import { hash, verify } from '@node-rs/argon2';

// ARCHITECTURE.md "Security": argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's minimum).
// @node-rs/argon2 uses argon2id by default; a test checks the encoded hash says so.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to verify against when the account does not exist, so a wrong e-mail costs the
// same time as a wrong password and timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('siteline-no-such-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
