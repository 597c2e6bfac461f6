import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server of packages/server; the dev server forwards everything it owns (same origin).
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
          // The data grid's libraries go with the screens that show a grid, and the Excel
          // writer's zip with the export (docs/decisions/0004-data-grid.md).
          if (
            /[\\/](@tanstack[\\/](react-table|table-core|react-virtual|virtual-core)|fflate)[\\/]/.test(
              id,
            )
          ) {
            return undefined;
          }
          if (/[\\/]@(mui|emotion)[\\/]/.test(id)) return 'mui';
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});
