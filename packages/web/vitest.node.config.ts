import { defineProject } from 'vitest/config';
import { SOURCE_ALIAS } from './vite.config.ts';

// Tests of pure logic (*.test.ts): node, without a DOM to build for each file.
export default defineProject({
  resolve: { alias: SOURCE_ALIAS },
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup-node.ts'],
  },
});
