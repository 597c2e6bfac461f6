import { describe, expect, it } from 'vitest';
import { smsKeyword, textDateRange } from './text-messages.constants.ts';
import { TextMessageFilterSchema } from './text-messages.schemas.ts';

const ctx = { today: '2026-11-27', projectStart: '2026-01-05', projectEnd: '2027-06-30' };

describe('text message date ranges (spec 002 §9)', () => {
  it('On-site Now filters on the on-site rule, Entire Project on nothing', () => {
    expect(textDateRange('On-site Now', ctx)).toEqual({ onSite: true, first: null, last: null });
    expect(textDateRange('Entire Project', ctx)).toEqual({
      onSite: false,
      first: null,
      last: null,
    });
    expect(textDateRange('Custom', ctx)).toBeNull();
  });

  it('days and calendar ranges end no later than today', () => {
    expect(textDateRange('Today', ctx)).toMatchObject({ first: '2026-11-27', last: '2026-11-27' });
    expect(textDateRange('Yesterday', ctx)).toMatchObject({
      first: '2026-11-26',
      last: '2026-11-26',
    });
    // 2026-11-27 is a Friday; weeks run Monday to Sunday.
    expect(textDateRange('Current week', ctx)).toMatchObject({
      first: '2026-11-23',
      last: '2026-11-27',
    });
    expect(textDateRange('Last week', ctx)).toMatchObject({
      first: '2026-11-16',
      last: '2026-11-22',
    });
    expect(textDateRange('Current month', ctx)).toMatchObject({
      first: '2026-11-01',
      last: '2026-11-27',
    });
    expect(textDateRange('Last month', ctx)).toMatchObject({
      first: '2026-10-01',
      last: '2026-10-31',
    });
    // Across a year's turn.
    expect(textDateRange('Last month', { ...ctx, today: '2027-01-10' })).toMatchObject({
      first: '2026-12-01',
      last: '2026-12-31',
    });
  });
});

describe('replies that opt out and in', () => {
  it('reads the whole reply as one keyword, in any case', () => {
    expect(smsKeyword('STOP')).toBe('out');
    expect(smsKeyword('  stop! ')).toBe('out');
    expect(smsKeyword('Unsubscribe')).toBe('out');
    expect(smsKeyword('start')).toBe('in');
    expect(smsKeyword('Yes.')).toBe('in');
    expect(smsKeyword('stop the crane')).toBeNull();
    expect(smsKeyword('')).toBeNull();
  });
});

describe('the filter', () => {
  it('defaults to everyone and refuses half a range', () => {
    expect(TextMessageFilterSchema.parse({})).toEqual({
      contractFilter: false,
      contractIds: [],
      onlyIncludeWorkersWithAnActiveTag: false,
      onlyIncludeWorkersOnSite: false,
      firstSeenDateInclusive: null,
      lastSeenDateInclusive: null,
    });
    expect(TextMessageFilterSchema.safeParse({ lastSeenDateInclusive: '2026-11-27' }).success).toBe(
      false,
    );
    expect(
      TextMessageFilterSchema.safeParse({ contractFilter: true, contractIds: [0] }).success,
    ).toBe(true);
  });
});
