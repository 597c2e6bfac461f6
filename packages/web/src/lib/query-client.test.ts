import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, MESSAGES } from '@siteline/shared';
import { ApiError, describeError, headerMessageOf } from './api-error.ts';
import { createQueryClient, prefetchQuietly } from './query-client.ts';

describe('error alerts', () => {
  it('joins a list of error strings for 5 s', () => {
    const error = new ApiError(400, [{ errorMessage: 'A.' }, { errorMessage: 'B.' }], null);
    expect(describeError(error)).toEqual({
      message: 'A. B.',
      durationMs: ALERT_DURATION_MS.errorList,
    });
  });

  it('falls back to the generic server error for 6 s', () => {
    for (const error of [new ApiError(500, [], null), new TypeError('fetch failed')]) {
      expect(describeError(error)).toEqual({
        message: MESSAGES.serverError,
        durationMs: ALERT_DURATION_MS.serverError,
      });
    }
  });

  it('prefers the Message header where the spec says so', () => {
    expect(headerMessageOf(new ApiError(400, [], 'From header'), 'fallback')).toBe('From header');
    expect(headerMessageOf(new ApiError(502, [], null), 'fallback')).toBe('fallback');
  });

  it('reports query failures except session ones (401/403) and silenced queries', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const fail = (error: Error) => () => Promise.reject(error);

    await client
      .fetchQuery({ queryKey: ['a'], queryFn: fail(new ApiError(400, [], null)), retry: false })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: fail(new ApiError(403, [], null)), retry: false })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['c'],
        queryFn: fail(new ApiError(404, [], null)),
        retry: false,
        meta: { silentErrors: true },
      })
      .catch(() => undefined);

    expect(report).toHaveBeenCalledTimes(1);
  });

  it('keeps a prefetch nobody is looking at quiet, and reports it once a screen asks', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const down = new TypeError('fetch failed');
    const options = { queryKey: ['home'], queryFn: () => Promise.reject(down), retry: false };

    // A link rested on: its loader's prefetch fails with no screen drawn.
    await prefetchQuietly(client, options);
    expect(client.getQueryState(['home'])?.status).toBe('error');
    expect(report).not.toHaveBeenCalled();

    // The screen opens: it asks again and says what went wrong.
    const screen = new QueryObserver(client, options);
    const failed = new Promise<void>((resolve) => {
      const stop = screen.subscribe((result) => {
        if (result.isError && !result.isFetching) {
          stop();
          resolve();
        }
      });
    });
    await failed;
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(down);
  });

  it('reports a prefetch of what a screen already shows (a link to it rested on)', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    let calls = 0;
    const options = {
      queryKey: ['realtime'],
      queryFn: () =>
        ++calls === 1 ? Promise.resolve('areas') : Promise.reject(new TypeError('fetch failed')),
      retry: false,
    };
    let unsubscribe: () => void = () => undefined;
    await new Promise<void>((resolve) => {
      unsubscribe = new QueryObserver(client, options).subscribe((result) => {
        if (result.isSuccess) resolve();
      });
    });
    await prefetchQuietly(client, options);
    unsubscribe();
    expect(calls).toBe(2);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
