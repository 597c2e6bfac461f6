import * as vite from 'vite';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of packages/server; the dev server forwards everything it owns (same origin).
const API_TARGET = 'http://localhost:3000';

/*
 * plugin-react picks its code path (Babel refresh for Vite 7, Rolldown's native refresh wrapper
 * for Vite 8) from the Vite *it* resolves. npm hoists it next to the root's Vite 8 (Vitest's)
 * while this package runs Vite 7, so the native wrapper breaks every dev-server request
 * ("Missing field `moduleType`"). Until both use one Vite, leave that piece out when the Vite
 * running here is not Rolldown-based: the dev server works, edits reload the page instead of
 * hot-swapping components. The build never uses it. The cast is for the same split: the
 * plugin's types come from Vite 8.
 */
const viteIsRolldown = 'rolldownVersion' in vite;
const reactPlugins = react().filter(
  (plugin) => viteIsRolldown || plugin.name !== 'vite:react:refresh-wrapper',
) as unknown as PluginOption[];

export default defineConfig({
  plugins: [reactPlugins],
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
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]@(mui|emotion)[\\/]/.test(id)) return 'mui';
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});
