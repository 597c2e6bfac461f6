import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { generateSchemaSource } from '../db/schema-codegen.ts';

/**
 * `npm run db:types`: migrates a scratch embedded PostgreSQL from nothing and writes
 * db/schema.generated.ts from it. Run after adding a migration; commit the result.
 */
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/schema.generated.ts');
const dir = await mkdtemp(path.join(os.tmpdir(), 'siteline-db-types-'));
// When run as root, PostgreSQL runs as an unprivileged user that must reach this folder.
await chmod(dir, 0o755);
const pg = await startEmbeddedPostgres(dir, { info: () => {}, warn: (m) => console.warn(m) });
try {
  const { db } = createDatabase(pg.url, 1);
  try {
    await migrateToLatest(db);
    await writeFile(target, await generateSchemaSource(db));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  } finally {
    await db.destroy();
  }
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
