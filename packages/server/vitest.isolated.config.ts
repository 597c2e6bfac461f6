import { defineProject } from 'vitest/config';
import server from './vitest.config.ts';
import { mockingTestFiles } from './test/mocking-test-files.ts';

// The server's test files that mock a module, each loading its modules afresh (vitest.config.ts).
export default defineProject({
  test: {
    ...server.test,
    name: 'server-isolated',
    include: mockingTestFiles(import.meta.dirname, ['src', 'test']),
    exclude: [],
    isolate: true,
  },
});
