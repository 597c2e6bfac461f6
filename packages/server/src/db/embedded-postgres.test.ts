import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL library', () => {
  it('leaves the exit code alone when the process drains or exits', async () => {
    const beforeExit = process.listeners('beforeExit').length;
    const exit = process.listeners('exit').length;
    await import('./embedded-postgres.ts');
    expect(process.listeners('beforeExit')).toHaveLength(beforeExit);
    expect(process.listeners('exit')).toHaveLength(exit);
  });
});
