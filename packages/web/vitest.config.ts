import { defineProject } from 'vitest/config';
import { SOURCE_ALIAS } from './vite.config.ts';

// Component tests (*.test.tsx) run in jsdom; tests of pure logic (*.test.ts) run in node, see
// vitest.node.config.ts (a .ts test that needs a DOM says `@vitest-environment jsdom` on top).
export default defineProject({
  resolve: { alias: SOURCE_ALIAS },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
