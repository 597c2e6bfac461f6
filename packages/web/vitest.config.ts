import { defineProject } from 'vitest/config';

// Component tests (*.test.tsx) run in jsdom; tests of pure logic (*.test.ts) run in node, see
// vitest.node.config.ts (a .ts test that needs a DOM says `@vitest-environment jsdom` on top).
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
