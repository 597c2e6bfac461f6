import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of packages/server; the dev server forwards everything it owns (same origin).
const API_TARGET = 'http://localhost:3000';

// plugin-react is hoisted next to the root's Vite 8 (used by Vitest) while this package builds
// with its own Vite 7; the plugin supports both, only their type declarations differ.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin],
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/oauth': API_TARGET,
      '/docs': API_TARGET,
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  build: { outDir: 'dist' },
});
