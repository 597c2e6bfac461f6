import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATION_NAME, MIGRATIONS_DIR } from '../db/migration-files.ts';

/**
 * `npm run db:migration -- <area> <what>`: a new, empty migration named by the UTC minute and
 * its area, e.g. 202611231642-alerts-snooze.
 */
const [area, ...what] = process.argv.slice(2);
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const name = `${stamp}-${area ?? ''}-${what.join('-')}`.toLowerCase();
if (!area || what.length === 0 || !MIGRATION_NAME.test(name)) {
  console.error('usage: npm run db:migration -- <area> <what> (lower-case words, digits)');
  process.exit(1);
}
const file = path.join(MIGRATIONS_DIR, `${name}.ts`);
if (existsSync(file)) {
  console.error(`${file} exists already`);
  process.exit(1);
}
writeFileSync(
  file,
  `import { sql, type Kysely } from 'kysely';

/** What this migration adds, and why. Tables belong to the ${area} area (docs/tables.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`\`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql\`\`.execute(db);
}
`,
);
console.log(`created ${path.relative(process.cwd(), file)}; then run npm run db:types`);
