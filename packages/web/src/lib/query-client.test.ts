import { describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, MESSAGES } from '@siteline/shared';
import { ApiError, describeError, headerMessageOf } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

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
});
