import { defineProject } from 'vitest/config';

// Tests of pure logic (*.test.ts): node, without a DOM to build for each file.
export default defineProject({
  test: {
    name: 'web-node',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup-node.ts'],
  },
});
