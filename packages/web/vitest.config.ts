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
    // Each file in a fresh VM context of a long-lived worker: the DOM and the modules outside the
    // app are set up once per worker, not once per file (a third of the web tests' time).
    pool: 'vmThreads',
    // A page's first draw also loads its lazy modules; on a busy two-core machine that alone can
    // take seconds. The assertions and their own waits are unchanged.
    testTimeout: 15_000,
  },
});
