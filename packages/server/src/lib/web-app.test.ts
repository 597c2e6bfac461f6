import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, NEVER_CACHE, registerCompression, serveWebApp } from './web-app.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = '<!doctype html><html><body><div id="root"></div></body></html>';
const registerHtml = '<!doctype html><html><body><main id="register"></main></body></html>';

describe('web app serving', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'siteline-web-app-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'register.html'), registerHtml);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    const asset = path.join(dist, 'assets/index-AbC123.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));

    app = Fastify();
    await registerCompression(app);
    app.get('/api/v1/big', () => ({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }));
    app.get('/api/v1/small', () => ({ ok: true }));
    app.post('/api/v2/ingest/echo', (request) => request.body);
    serveWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed file precompressed, cached for a year', async () => {
    const br = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached, at / and on a client-side route', async () => {
    for (const url of ['/index.html', '/login', '/project/1/home']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(NEVER_CACHE);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a self-registration link with its own light page, never cached', async () => {
    for (const url of ['/register/HYTWRB', '/register/HYTWRB/', '/register/hytwrb?lang=es']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(registerHtml);
      expect(response.headers['cache-control'], url).toBe(NEVER_CACHE);
    }
    // Anything else under /register is the app's (its router says it is not found).
    expect((await app.inject({ url: '/register' })).body).toBe(html);
    expect((await app.inject({ url: '/register/A/B' })).body).toBe(html);
  });

  it('compresses JSON above 1 KiB and leaves small answers alone', async () => {
    const big = await app.inject({ url: '/api/v1/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const parsed = JSON.parse(gunzipSync(big.rawPayload).toString()) as { items: unknown[] };
    expect(parsed.items).toHaveLength(200);

    const small = await app.inject({
      url: '/api/v1/small',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('answers unknown API paths with the JSON 404, not the app', async () => {
    const response = await app.inject({ url: '/api/v1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ errorMessage: 'Not found.' }] });
  });

  it('reads request bodies as sent and never inflates a compressed one', async () => {
    const body = JSON.stringify({ reads: [1, 2, 3] });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v2/ingest/echo',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(plain.json()).toEqual({ reads: [1, 2, 3] });
    const gzipped = await app.inject({
      method: 'POST',
      url: '/api/v2/ingest/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(gzipped.statusCode).toBe(400);
  });
});

describe('a server without a web build', () => {
  it('says so at the start, and on a page’s address', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'siteline-no-web-'));
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }),
        },
      },
    });
    serveWebApp(app, empty);
    await app.ready();
    try {
      expect(lines.map((l) => l.level)).toEqual([40]);
      expect(lines[0]?.msg).toContain(`no web build at ${empty}`);
      const page = await app.inject({ url: '/invitation/abc' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('no web app built');
      expect((await app.inject({ url: '/api/v1/nothing' })).body).toContain('Not found.');
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
