import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md: an area's SQL lives in its `*.repository.ts` files. This test reads every source
// file of the server, finds those that build or run a query, and fails on one that is neither a
// repository nor listed below with its reason — so a query slipped into a service is caught here,
// not in review.

const SRC = path.resolve(import.meta.dirname, '..');

/** A query built or run: Kysely's builders, or a `sql` template. */
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|val|join|lit|id|table)\(/;

const DEMO = 'the demo seed writes every area’s tables as one site’s history (docs/tables.md)';
const ENGINE =
  'the read pipeline’s hot path, whose statements per batch engine-statements.test.ts counts';
const OUTBOX = 'the core’s outbox and its senders: no area owns messages (docs/tables.md)';

/** The core's files that query, each with why it is not an area's repository. */
const CORE: Record<string, string> = {
  'cli/create-admin.ts': 'a command run by hand before the first start, on its own connection',
  'cli/schedule-samples.ts': 'a command run by hand that writes the sample schedule files',
  'db/blob-store.ts': 'the blob store every area keeps files in',
  'db/schema-codegen.ts': 'reads the catalog to write the schema types',
  'db/settings.ts': 'the server’s own settings, read before any area exists',
  'demo/alerts-demo.ts': DEMO,
  'demo/contracts.ts': DEMO,
  'demo/integrations-demo.ts': DEMO,
  'demo/live-site.ts': DEMO,
  'demo/projects.ts': DEMO,
  'demo/readers.ts': DEMO,
  'demo/realtime-demo.ts': DEMO,
  'demo/registration-imports.ts': DEMO,
  'demo/seed.ts': DEMO,
  'demo/self-registrations.ts': DEMO,
  'demo/tags.ts': DEMO,
  'demo/text-messages-demo.ts': DEMO,
  'demo/users.ts': DEMO,
  'demo/workers.ts': DEMO,
  'demo/workforce-plan-seed.ts': DEMO,
  'demo/zones.ts': DEMO,
  'engine/gateway-keys.ts': ENGINE,
  'engine/gateway-site-readers.ts': ENGINE,
  'engine/gateway-site.ts': ENGINE,
  'engine/on-site.ts': ENGINE,
  'engine/snapshot.ts': ENGINE,
  'lib/contract-sql.ts': 'fragments the repositories share; it runs no query itself',
  'lib/natural-sql.ts': 'a fragment the repositories share; it runs no query itself',
  'lib/pg-rate-limit-store.ts': 'the rate limiter’s store, below every route',
  'messaging/email-delivery.ts': OUTBOX,
  'messaging/outbox-delivery.ts': OUTBOX,
  'messaging/outbox-sending.ts': OUTBOX,
  'messaging/outbox-watch.ts': OUTBOX,
  'messaging/outbox.ts': OUTBOX,
  'messaging/sms-delivery.ts': OUTBOX,
  'messaging/sms-opt-outs.ts': OUTBOX,
};

/** Where queries belong: a repository, a migration, a test or a test's fixture. */
function placed(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    file.endsWith('.test.ts') ||
    file.endsWith('-fixture.ts') ||
    file.startsWith('db/migrations/')
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

function misplacedQueries(files: readonly string[], read: (file: string) => string) {
  return files.filter((file) => !placed(file) && !(file in CORE) && QUERY.test(read(file)));
}

describe('SQL placement', () => {
  const files = sources(SRC);
  const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

  it('keeps every query of an area in its repositories (the core’s listed with a reason)', () => {
    expect(misplacedQueries(files, read)).toEqual([]);
  });

  it('lists no core file that no longer queries, or no longer exists', () => {
    const stale = Object.keys(CORE).filter(
      (file) => !files.includes(file) || !QUERY.test(read(file)),
    );
    expect(stale).toEqual([]);
  });

  it('catches a query written in a service', () => {
    const service = 'modules/zones/zones.service.ts';
    const planted = (file: string) =>
      file === service
        ? `${read(file)}\nawait db.selectFrom('zones').selectAll().execute();`
        : read(file);
    expect(misplacedQueries(files, planted)).toEqual([service]);
  });
});
