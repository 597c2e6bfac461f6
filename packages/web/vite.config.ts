import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineShell } from './offline-shell.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const PAGES = ['index.html', 'register.html'];

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file of the build, once,
 * so the server sends them as they are (@fastify/static's preCompressed) instead of compressing on
 * every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'siteline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // The pages this build wrote (each build writes its own; the bundle does not list them).
      const pages = PAGES.filter((page) => existsSync(path.join(outDir, page)));
      const files = [...Object.keys(bundle), ...pages].filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await writeFile(path.join(outDir, `${file}.br`), br);
          await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * The dev server answers `/register/{pin}` with the self-registration page, as the API server
 * does with the build (lib/web-app.ts): it is a page of its own, not a route of the app.
 */
function selfRegistrationPage(): Plugin {
  return {
    name: 'siteline-self-registration-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/register\/[^/?#]+\/?(\?|$)/.test(request.url)) {
          request.url = '/register.html';
        }
        next();
      });
    },
  };
}

/**
 * `@/` is `src/`: an import names where the file lives, never how many folders to climb. The same
 * map is in tsconfig.json (`paths`), the two Vitest configs and the layering lint.
 */
export const SOURCE_ALIAS = [
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
];

// The API server of packages/server; the dev server forwards everything it owns (same origin).
const API_TARGET = 'http://localhost:3000';

const shell = offlineShell();
/** What the server owns: never answered by the service worker's copy of the page. */
const SERVER_PATHS = [/^\/api\//, /^\/oauth\//, /^\/docs/, /^\/socket\.io/, /^\/register\//];

/**
 * The installable app and its service worker (decision 0019): the page and the evacuation
 * screens precached, every other hashed file cached as it is first used, the evacuation's answers
 * kept for a reload with no network. The app registers it itself (src/app/service-worker.ts).
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Siteline',
    short_name: 'Siteline',
    description: 'Who is on site, and the evacuation roll call at the muster point.',
    start_url: '/muster',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f6f8',
    theme_color: '#1b3a5c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css}', '*.{png,svg}'],
    manifestTransforms: [shell.transform],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Hashed: a name never changes its content.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'siteline-assets',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 },
        },
      },
      {
        // The roll call's answers, and the project's, for a reload with no network: the
        // network first, the last answer when there is none.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /^\/api\/v1\/projects(\/\d+(\/evacuation\/.*)?)?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'siteline-evacuation',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
        },
      },
    ],
  },
});

export default defineConfig({
  // File routes (src/routes, options in tsr.config.json): the route tree is generated, and each
  // route's page is split into a chunk loaded when the route is opened. Before react().
  plugins: [tanstackRouter(), react(), shell.plugin, pwa, precompress(), selfRegistrationPage()],
  resolve: { alias: SOURCE_ALIAS },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/oauth': API_TARGET,
      '/docs': API_TARGET,
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // No <link rel=modulepreload> for a lazy route's chunks (decision 0016, rule 8): Chromium
    // fetched and compiled them inside the link's insertion, one long task before the route drew
    // (the home's largest, 180 of its 250 ms at 1x). The import loads them anyway, in their own
    // tasks; alternated under Lighthouse, realtime 65/66 against 48, the home 64/65 against 58.
    modulePreload: false,
    // No manualChunks: grouping every library into a few shared chunks made each screen load all
    // of them (MUI, charts, date pickers, the grid on /login). The bundler's own splitting along
    // the lazy routes' dynamic imports gives each screen only what it uses.
    rolldownOptions: {
      // zod's schema builders have no side effects: a schema nobody reads is dropped, so a module
      // read for its constants does not bring all its schemas.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // Everything the entry needs before it runs in one chunk beside the entry: left to
          // itself the bundler cuts it into ~50 shared pieces (a piece per set of screens that
          // use it), and their import lines alone weigh ~11 KiB gzip on the first load.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
