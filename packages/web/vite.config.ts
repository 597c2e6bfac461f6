import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The API server of packages/server; the dev server forwards everything it owns (same origin).
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  // File routes (src/routes, options in tsr.config.json): the route tree is generated, and each
  // route's page is split into a chunk loaded when the route is opened. Before react().
  plugins: [tanstackRouter(), react()],
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
