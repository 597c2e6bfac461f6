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
    // No manualChunks: grouping every library into a few shared chunks made each screen load all
    // of them (MUI, charts, date pickers, the grid on /login). The bundler's own splitting along
    // the lazy routes' dynamic imports gives each screen only what it uses.
  },
});
