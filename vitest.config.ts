import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default on two cores is one worker; most test files wait on PostgreSQL and the
// loopback as much as they compute, so a worker more than the cores keeps both busy.
const cores = os.availableParallelism();

export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? cores + 1),
    projects: [
      'packages/shared',
      'packages/server',
      'packages/server/vitest.isolated.config.ts',
      'packages/web',
      'packages/web/vitest.node.config.ts',
      // The repository's own tooling (the lint rules).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
