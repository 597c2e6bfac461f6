import type { TokenResponse } from '@siteline/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, buildTestApp, tokensFor, type TestApp } from './app.ts';
import { PASSWORD, addMember, createProject, createUser } from './factories.ts';

/**
 * Every write route of the app, fed generated malformed requests: none may answer 5xx, and none
 * answered 4xx may leave a row behind (a refused request writes nothing, or all of it rolls back).
 * A few hundred requests in `npm test`, each run from a new seed; `npm run test:fuzz` sends the
 * full 10,000. The seed is printed: `FUZZ_SEED=… FUZZ_RUNS=… npx vitest run test/fuzz.test.ts`
 * replays a run request for request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Requests in flight together. */
const BATCH = 16;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/**
 * Written by design on a refusal: failed sign-ins and bad reset keys are counted, and a rate
 * limit counts every request, refused or not, before the route reads its body.
 */
const WRITTEN_ON_REFUSAL = new Set(['auth_attempts', 'rate_limit_hits']);

interface Route {
  method: string;
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[];
}

let t: TestApp;
let routes: Route[];
let project: number;
let tokens: TokenResponse;

beforeAll(async () => {
  t = await buildTestApp({ realtime: false });
  await t.app.ready();
  project = await createProject(t.db);
  const admin = await createUser(t.db, { isProviderEmployee: true });
  await addMember(t.db, project, admin.userId, []);
  tokens = await tokensFor(t.app, admin.email, PASSWORD);
  routes = writeRoutes(t.app.swagger() as OpenApi);
  await countWrites();
}, 60_000);
afterAll(() => t.close());

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

/** The write routes as the app documents them (every route but the hidden health checks). */
function writeRoutes(doc: OpenApi): Route[] {
  const found: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!WRITE_METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return found;
}

/**
 * In this test's own database only: every row inserted, updated or deleted in an app table bumps
 * one counter, in the writing transaction, so a rolled-back write leaves it unchanged and a
 * committed one (even one that keeps the row counts) moves it. One read per request instead of
 * counting every table.
 */
async function countWrites() {
  const rows = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT LIKE 'kysely_%'`.execute(t.db);
  await sql`
    CREATE TABLE fuzz_writes (n bigint NOT NULL);
    INSERT INTO fuzz_writes VALUES (0);
    CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$;`.execute(t.db);
  for (const { name } of rows.rows) {
    if (WRITTEN_ON_REFUSAL.has(name)) continue;
    await sql`CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(name)}
      FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`.execute(t.db);
  }
}

async function writes(): Promise<string> {
  const row = await sql<{ n: string }>`SELECT n FROM fuzz_writes`.execute(t.db);
  return row.rows[0]!.n;
}

const controlText = fc
  .array(fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\n', 'a', 'é', '💥', '%00'), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: false }),
);
const nastyScalar = fc.oneof(
  nastyNumber,
  controlText,
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
  fc.constantFrom(null, true, false, '', ' ', '2026-02-30', '9999-12-31T99:99:99', 'NaN', '-1'),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyScalar },
  { weight: 1, arbitrary: fc.array(nastyScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), nastyScalar) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
/** A path segment: often the real project (so handlers run), else something broken. */
function segment(name: string) {
  const ids = fc.oneof(
    fc.constantFrom('1', '2', '2147483647', '2147483648', '-1', '0', '1e3', '0x10', '9'.repeat(30)),
    fc.integer({ min: 1, max: 50 }).map(String),
  );
  const text = fc.oneof(controlText, fc.string({ maxLength: 30 })).map(encodeURIComponent);
  return name === 'projectId'
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(String(project)) }, ids, text)
    : fc.oneof(ids, text);
}

function requestFor(route: Route) {
  return fc.record({
    params: fc.tuple(...route.params.map(segment)),
    query: fc.dictionary(
      fc.oneof(fc.constantFrom(...route.query, 'projectId'), fc.string({ maxLength: 8 })),
      fc.oneof(nastyScalar.map(String), fc.constant(String(project))),
      { maxKeys: 3 },
    ),
    body: fc.oneof(
      {
        weight: 4,
        arbitrary: route.bodyKeys.length
          ? fc.dictionary(fc.constantFrom(...route.bodyKeys), nastyValue, { maxKeys: 6 })
          : nastyValue,
      },
      { weight: 1, arbitrary: nastyValue },
      { weight: 1, arbitrary: fc.constantFrom('{"a":', '\u0000', '[]]', 'null', '"x"') },
    ),
    raw: fc.boolean(),
  });
}

type Sample = {
  route: Route;
  request: ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;
};

function send({ route, request }: Sample) {
  let i = 0;
  const path = route.path.replace(/\{[^}]+\}/g, () => request.params[i++] ?? '1');
  const query = new URLSearchParams(request.query).toString();
  const raw = typeof request.body === 'string' && request.raw;
  const url = query ? `${path}?${query}` : path;
  return t.app
    .inject({
      method: route.method as 'POST',
      url,
      headers: { ...bearerFor(path, tokens), 'content-type': 'application/json' },
      payload: raw ? (request.body as string) : JSON.stringify(request.body ?? null),
    })
    .then((res) => ({ label: `${route.method} ${url}`, status: res.statusCode, body: res.body }));
}

describe('every write route under generated malformed requests', () => {
  it(`answers ${RUNS} requests without a 5xx, and a refused one writes nothing`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    // As many requests for every route (so each is tried however few the runs), taken in turns.
    const perRoute = Math.max(1, Math.ceil(RUNS / routes.length));
    const byRoute = routes.map((route, i) =>
      fc.sample(requestFor(route), { numRuns: perRoute, seed: SEED + i }),
    );
    const samples = Array.from({ length: perRoute }, (_, k) =>
      routes.map((route, i) => ({ route, request: byRoute[i]![k]! })),
    ).flat();
    console.log(
      `fuzz: ${samples.length} requests over ${routes.length} write routes, FUZZ_SEED=${SEED}`,
    );
    const tried = new Set<string>();
    const serverErrors: string[] = [];
    const refusedButWrote: string[] = [];
    let before = await writes();
    // A few at a time (the database round trips overlap); when the write counter moved, the
    // refused requests of the batch are replayed one by one to find the one that wrote.
    for (let at = 0; at < samples.length; at += BATCH) {
      const batch = samples.slice(at, at + BATCH);
      const answers = await Promise.all(batch.map(send));
      batch.forEach(({ route }) => tried.add(`${route.method} ${route.path}`));
      for (const a of answers) {
        if (a.status >= 500) serverErrors.push(`${a.label} → ${a.status} ${a.body}`);
      }
      const after = await writes();
      if (after === before) continue;
      for (const [k, sample] of batch.entries()) {
        if (answers[k]!.status < 400) continue;
        const start = await writes();
        const again = await send(sample);
        if (again.status >= 400 && (await writes()) !== start) {
          refusedButWrote.push(`${again.label} → ${again.status}`);
        }
      }
      before = await writes();
    }
    expect(serverErrors).toEqual([]);
    expect(refusedButWrote).toEqual([]);
    // Every write route was tried.
    expect(tried.size).toBe(routes.length);
  }, 240_000);
});
