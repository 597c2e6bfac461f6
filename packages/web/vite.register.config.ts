import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { SOURCE_ALIAS, precompress } from './vite.config.ts';

/**
 * The self-registration page (register.html, `/register/{pin}`), built on its own after the app
 * into the same dist/: a second input of the app's build would share the app's first-load chunk,
 * and this page must stay light for a worker's phone at the gate (issue 14: ≤ 120 KiB gzip). Its
 * own React, no MUI, router or query cache.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: SOURCE_ALIAS },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: {
      input: { register: 'register.html' },
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        entryFileNames: 'assets/register-[hash].js',
        chunkFileNames: 'assets/register-[name]-[hash].js',
        assetFileNames: 'assets/register-[name]-[hash][extname]',
      },
    },
  },
});
