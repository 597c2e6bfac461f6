import { afterEach, describe, expect, it, vi } from 'vitest';
import { startZoneDaysLoop } from './zone-days.ts';

afterEach(() => vi.useRealTimers());

describe('the zone summary loop', () => {
  it('sums the queue once an interval, never two rounds at once, and keeps going after a failure', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let calls = 0;
    const finish: (() => void)[] = [];
    const zoneDays = {
      processAll: () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        return new Promise<number>((resolve, reject) => {
          finish.push(() => {
            running -= 1;
            if (calls === 1) reject(new Error('database restarting'));
            else resolve(0);
          });
        });
      },
    };
    const errors: string[] = [];
    const loop = startZoneDaysLoop(zoneDays, { error: (_o, msg) => errors.push(msg) }, 1_000);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    // A long catch-up: the next intervals pass while it runs, and start nothing beside it.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toBe(1);
    finish.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['zone summary failed; retrying at the next interval']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(most).toBe(1);

    const stopped = loop.stop();
    finish.shift()!();
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(2);
  });
});
