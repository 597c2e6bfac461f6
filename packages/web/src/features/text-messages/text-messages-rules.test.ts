import { describe, expect, it } from 'vitest';
import { filterKey, filterRequest, type TextFilterDraft } from './text-messages-rules.ts';

const ctx = { today: '2026-11-27', projectStart: '2026-01-05', projectEnd: null };
const draft: TextFilterDraft = {
  option: 'On-site Now',
  start: '',
  end: '',
  contractFilter: false,
  contractIds: [],
  onlyIncludeWorkersWithAnActiveTag: false,
};

describe('the new message’s filter', () => {
  it('On-site Now asks for the on-site rule, with no dates', () => {
    expect(filterRequest(draft, ctx)).toEqual({
      contractFilter: false,
      contractIds: [],
      onlyIncludeWorkersWithAnActiveTag: false,
      onlyIncludeWorkersOnSite: true,
      firstSeenDateInclusive: null,
      lastSeenDateInclusive: null,
    });
  });

  it('a named range sends its dates; a custom one only once both are there in order', () => {
    expect(filterRequest({ ...draft, option: 'Yesterday' }, ctx)).toMatchObject({
      onlyIncludeWorkersOnSite: false,
      firstSeenDateInclusive: '2026-11-26',
      lastSeenDateInclusive: '2026-11-26',
    });
    expect(filterRequest({ ...draft, option: 'Custom', start: '2026-11-20', end: '' }, ctx)).toBe(
      null,
    );
    expect(
      filterRequest({ ...draft, option: 'Custom', start: '2026-11-20', end: '2026-11-19' }, ctx),
    ).toBe(null);
    expect(
      filterRequest({ ...draft, option: 'Custom', start: '2026-11-02', end: '2026-11-20' }, ctx),
    ).toMatchObject({ firstSeenDateInclusive: '2026-11-02', lastSeenDateInclusive: '2026-11-20' });
  });

  it('picked contracts need one at least; the order they were picked in does not matter', () => {
    expect(filterRequest({ ...draft, contractFilter: true }, ctx)).toBe(null);
    const a = filterRequest({ ...draft, contractFilter: true, contractIds: [7, 0] }, ctx);
    const b = filterRequest({ ...draft, contractFilter: true, contractIds: [0, 7] }, ctx);
    expect(filterKey(a)).toBe(filterKey(b));
    expect(filterKey(a)).not.toBe(filterKey(filterRequest(draft, ctx)));
  });
});
