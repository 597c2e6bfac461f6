import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siteline/shared';
import { ApiError } from '@/lib/api-error.ts';
import { accessControlErrorMessages, formatReadTime } from './access-control-format.ts';

describe('formatReadTime', () => {
  it('shows the site’s wall clock as sent, whatever the browser’s zone', () => {
    // 2026-11-01 01:30 local, sent as if it were UTC.
    expect(formatReadTime(Date.UTC(2026, 10, 1, 1, 30) / 1000)).toBe('11/01/2026 01:30 am');
    expect(formatReadTime(Date.UTC(2026, 5, 10, 15, 5) / 1000)).toBe('06/10/2026 03:05 pm');
  });

  it('has nothing to show for a missing time (the page says N/A)', () => {
    expect(formatReadTime(null)).toBeNull();
    expect(formatReadTime(undefined)).toBeNull();
  });
});

describe('accessControlErrorMessages', () => {
  it('gives each errorMessage of the answer, or the generic message', () => {
    const error = new ApiError(
      400,
      [{ errorMessage: 'endTime must be after startTime.' }, { errorMessage: 'Another.' }],
      null,
    );
    expect(accessControlErrorMessages(error)).toEqual([
      'endTime must be after startTime.',
      'Another.',
    ]);
    expect(accessControlErrorMessages(new ApiError(502, [], null))).toEqual([MESSAGES.serverError]);
    expect(accessControlErrorMessages(new TypeError('Failed to fetch'))).toEqual([
      MESSAGES.serverError,
    ]);
  });
});
