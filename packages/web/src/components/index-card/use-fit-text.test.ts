import { describe, expect, it } from 'vitest';
import { fitScale } from './use-fit-text.ts';

describe('a figure fitted to its card', () => {
  it('keeps its own size when it fits', () => {
    expect(fitScale(180, 200)).toBe(1);
    expect(fitScale(200, 200)).toBe(1);
    expect(fitScale(0, 0)).toBe(1);
  });

  it('shrinks just enough, rounded down so that it never tips back over', () => {
    expect(fitScale(300, 200)).toBe(0.666);
    expect(300 * fitScale(300, 200)).toBeLessThanOrEqual(200);
    expect(fitScale(241, 240)).toBe(0.995);
  });

  it('never shrinks under half its size', () => {
    expect(fitScale(1000, 200)).toBe(0.5);
  });
});
