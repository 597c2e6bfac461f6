import { describe, expect, it } from 'vitest';
import { workerRecordHref } from './access-control-links.ts';

describe('workerRecordHref', () => {
  it('is the worker’s record in the project’s directory', () => {
    expect(workerRecordHref(12, 345)).toBe('/project/12/directory/worker/345/profile');
  });
});
