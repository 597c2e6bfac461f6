import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What a DELETE without query parameters of its own answers to any it is given. */
export const NO_QUERY_MESSAGE = 'This call takes no query parameters.';

const NO_QUERY = z.strictObject({}, { error: () => NO_QUERY_MESSAGE });

/** Whether a zod object schema refuses keys it does not name. */
function isStrict(schema: unknown): boolean {
  const def = (
    schema as {
      _zod?: { def?: { type?: string; catchall?: { _zod?: { def?: { type?: string } } } } };
    }
  )._zod?.def;
  if (!def) return false;
  if (def.type === 'pipe') return isStrict((def as unknown as { in: unknown }).in);
  return def.type === 'object' && def.catchall?._zod?.def?.type === 'never';
}

/**
 * A DELETE's query parameters are declared or refused (issue 43): its querystring schema refuses
 * unknown keys (checked as the route is added, so a loose one fails the server's start and every
 * test), and a DELETE without one takes none — a parameter it would ignore is the caller's
 * mistake, said in a 400, never a delete done on a misread request. (Reads and other writes
 * still ignore undeclared parameters, as clients add cache-busting ones.)
 */
export function installQueryBounds(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/')) return;
    const methods = ([] as string[]).concat(route.method);
    if (!methods.includes('DELETE')) return;
    const query = route.schema?.querystring;
    if (query === undefined) {
      route.schema = { ...route.schema, querystring: NO_QUERY };
      return;
    }
    if (!isStrict(query)) {
      throw new Error(
        `${methods.join(',')} ${url}: its querystring schema must refuse unknown keys`,
      );
    }
  });
}
