import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { projectScheduleTrades } from '../modules/integrations/integrations-schedule-project.repository.ts';
import {
  sampleFileName,
  scheduleSampleXml,
} from '../modules/integrations/integrations-schedule-samples.ts';

/**
 * Writes a project's sample schedules, Primavera P6 XML and Microsoft Project XML, made from its
 * own trades and plan (the demo project's dates follow the day it was installed, so its samples
 * are made from it, not kept):
 *   npm run schedule-samples -w @siteline/server -- [--project ID] [--out DIR]
 * Without --project: the first demo project. Prints the two files' paths.
 */
async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, out: { type: 'string' } },
  });
  const config = parseConfig(process.env, undefined, { server: false });
  const log = { info: (m: string) => console.error(m), warn: (m: string) => console.warn(m) };
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, log);
  const { db } = createDatabase(config.databaseUrl ?? embedded!.url, 1);
  try {
    await migrateToLatest(db);
    const project = values.project
      ? { project_id: Number(values.project) }
      : await db
          .selectFrom('projects')
          .select('project_id')
          .where('is_demo', '=', true)
          .orderBy('project_id')
          .executeTakeFirst();
    if (!project || !Number.isInteger(project.project_id)) {
      throw new Error('No project: pass --project ID (or install the demo first).');
    }
    const { projectName, trades } = await projectScheduleTrades(db, project.project_id, new Date());
    if (trades.length === 0) throw new Error('The project has no planned trades ahead.');
    const out = path.resolve(values.out ?? '.');
    mkdirSync(out, { recursive: true });
    for (const format of ['primavera-p6', 'ms-project'] as const) {
      const file = path.join(out, sampleFileName(projectName, format));
      writeFileSync(file, scheduleSampleXml(format, projectName, trades));
      console.log(file);
    }
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
