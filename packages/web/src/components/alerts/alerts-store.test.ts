import { ALERT_DURATION_MS, ALERT_TYPE, MESSAGES } from '@siteline/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { createAlertStore } from './alerts-store.ts';

// spec 000 §8 (15.12 for the roll call): a list of messages shows for 5 s, the server error 6 s.
describe('a failed call shown as an alert', () => {
  it('shows the list of messages for 5 s', () => {
    const store = createAlertStore();
    const items = [
      { errorMessage: 'The session has finished.' },
      { errorMessage: 'Pick a person.' },
    ];
    store.fail(new ApiError(409, items, null));
    expect(store.getAlerts()).toMatchObject([
      {
        type: ALERT_TYPE.error,
        message: 'The session has finished. Pick a person.',
        durationMs: ALERT_DURATION_MS.errorList,
      },
    ]);
    expect(ALERT_DURATION_MS.errorList).toBe(5_000);
  });

  it('shows the server error for 6 s for a fault or a lost connection', () => {
    const store = createAlertStore();
    store.fail(new ApiError(500, [], null));
    store.fail(new TypeError('Failed to fetch'));
    expect(store.getAlerts().map((a) => [a.message, a.durationMs])).toEqual([
      [MESSAGES.serverError, 6_000],
      [MESSAGES.serverError, 6_000],
    ]);
  });
});
