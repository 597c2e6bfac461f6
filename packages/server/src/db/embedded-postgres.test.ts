import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL library', () => {
  it('does not turn the process exit code into 0 when the process drains', async () => {
    const before = process.listeners('beforeExit').length;
    await import('./embedded-postgres.ts');
    expect(process.listeners('beforeExit')).toHaveLength(before);
  });
});
