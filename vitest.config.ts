import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/server',
      'packages/web',
      'packages/web/vitest.node.config.ts',
    ],
  },
});
