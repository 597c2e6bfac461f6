import { defineProject } from 'vitest/config';
import { mockingTestFiles } from './test/mocking-test-files.ts';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: mockingTestFiles(import.meta.dirname, ['src', 'test']),
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker keeps the modules it has loaded from one file to the next (the whole app, for
    // most files) instead of loading them again for each; every file still builds its own app on
    // a database of its own (test/app.ts). Files that mock a module run isolated
    // (vitest.isolated.config.ts).
    isolate: false,
  },
});
