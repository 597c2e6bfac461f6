import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Vite's output names every file under assets/ by its content hash: it never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so a browser must fetch it anew every time. */
export const NEVER_CACHE = 'no-store';
/** Unhashed public files (the icon): cached, but revalidated every time. */
const REVALIDATE = 'no-cache';

const API_LIKE = /^\/(api|oauth|docs|socket\.io)(\/|$)/;
/** The self-registration page is a page of its own (register.html), light for a worker's phone. */
const SELF_REGISTRATION = /^\/register\/[^/?#]+\/?(\?|$)/;
/** The pages the build makes: each names its current hashed files, so none is ever cached. */
const PAGES = new Set(['index.html', 'register.html']);

/**
 * JSON (and any other compressible answer) above 1 KiB is compressed for clients that accept it,
 * brotli at a fast level or gzip. Register it before the routes. Socket.IO is untouched (its
 * engine answers on the HTTP server before Fastify sees the request), and so are request bodies:
 * the ingest API reads what gateways send exactly as before.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Requests are never decompressed: no client sends compressed bodies, and a gzip bomb
    // posted to the ingest API must not be inflated past the body limit.
    globalDecompression: false,
  });
}

/**
 * The built single-page app: hashed assets precompressed at build time (brotli and gzip, see the
 * web package's Vite config) and cached for a year, the pages never cached, `/register/{pin}`
 * answered by the self-registration page and every other unknown non-API GET by index.html.
 */
export function serveWebApp(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (!hasWeb) {
    // Started from another folder, or before the build: every page, and so every link an
    // e-mail carries (an invitation, a reset), would answer 404. Said once, at the start.
    app.log.warn(
      { webDist },
      `no web build at ${webDist}: the app's pages and the links e-mails carry will answer 404; ` +
        'build it (npm run build) or set WEB_DIST to its folder',
    );
  }
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        void reply.header('cache-control', cacheControlFor(webDist, filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !API_LIKE.test(request.url)) {
      const page = SELF_REGISTRATION.test(request.url) ? 'register.html' : 'index.html';
      return reply.header('cache-control', NEVER_CACHE).type('text/html').sendFile(page);
    }
    if (!hasWeb && request.method === 'GET' && !API_LIKE.test(request.url)) {
      return reply.status(404).send({
        errors: [{ errorMessage: 'This server has no web app built; its API answers.' }],
      });
    }
    return reply.status(404).send({ errors: [{ errorMessage: 'Not found.' }] });
  });
}

export function cacheControlFor(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep).join('/');
  if (PAGES.has(relative.replace(/\.(br|gz)$/, ''))) return NEVER_CACHE;
  if (relative.startsWith('assets/')) return IMMUTABLE_CACHE;
  return REVALIDATE;
}
