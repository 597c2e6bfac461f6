import { defineProject } from 'vitest/config';
import { mockingTestFiles } from './test/mocking-test-files.ts';

// The server's test files that mock a module, each loading its modules afresh (vitest.config.ts).
export default defineProject({
  test: {
    name: 'server-isolated',
    include: mockingTestFiles(import.meta.dirname, ['src', 'test']),
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
