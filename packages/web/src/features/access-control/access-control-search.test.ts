import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { acceptPageChange } from '@/components/data-grid/data-grid-rules.ts';
import {
  accessControlAddress,
  changeFilters,
  defaultRange,
  pickedMinute,
  rangeEpochSeconds,
  resolveAccessControlSearch,
  toAccessReadsQuery,
} from './access-control-search.ts';

const validateAccessControlSearch = (raw: Record<string, unknown>) =>
  accessControlAddress.schema.parse(raw);

dayjs.extend(utc);
dayjs.extend(timezone);

const NY = 'America/New_York';
const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('the date range sent to the server', () => {
  it('defaults to the start of today and the end of tomorrow on the project’s clock', () => {
    // 01:30 UTC on the 21st is still the 20th in New York.
    const now = new Date('2026-11-21T01:30:00Z');
    expect(defaultRange(NY, now)).toEqual({ start: '2026-11-20T00:00', end: '2026-11-21T23:59' });
    const query = toAccessReadsQuery(resolveAccessControlSearch({}, NY, now), NY);
    expect(query).toMatchObject({
      startTime: epoch('2026-11-20T05:00:00Z'),
      endTime: epoch('2026-11-22T04:59:59Z'),
    });
    expect(defaultRange('Asia/Tokyo', now)).toEqual({
      start: '2026-11-21T00:00',
      end: '2026-11-22T23:59',
    });
  });

  it('sends whole epoch seconds across the end of daylight saving time', () => {
    // Saturday 31 October 2026 is on EDT (UTC-4); Sunday 1 November ends on EST (UTC-5).
    const search = resolveAccessControlSearch({}, NY, new Date('2026-10-31T16:00:00Z'));
    const query = toAccessReadsQuery(search, NY);
    expect(query?.startTime).toBe(epoch('2026-10-31T04:00:00Z'));
    expect(query?.endTime).toBe(epoch('2026-11-02T04:59:59Z'));
    expect(Number.isInteger(query?.startTime)).toBe(true);
  });

  it('takes the start from the first second of its minute and the end through the last', () => {
    expect(rangeEpochSeconds('2026-06-10T08:30', '2026-06-10T17:45', NY)).toEqual({
      startTime: epoch('2026-06-10T12:30:00Z'),
      endTime: epoch('2026-06-10T21:45:59Z'),
    });
  });

  it('asks for nothing while the end is not after the start', () => {
    const search = resolveAccessControlSearch(
      { start: '2026-06-10T08:30', end: '2026-06-09T08:30' },
      NY,
    );
    expect(toAccessReadsQuery(search, NY)).toBeNull();
  });

  it('takes the whole day when only the day is picked, and keeps a time the user sets', () => {
    const before = dayjs.tz('2026-11-21T00:00', NY);
    expect(pickedMinute(before, before.add(3, 'day'), 'start', NY)).toBe('2026-11-24T00:00');
    const end = dayjs.tz('2026-11-22T23:59', NY);
    expect(pickedMinute(end, end.add(3, 'day'), 'end', NY)).toBe('2026-11-25T23:59');
    // A user's own start time is replaced by the start of the new day …
    const eight = dayjs.tz('2026-11-21T08:00', NY);
    expect(pickedMinute(eight, eight.add(1, 'day'), 'start', NY)).toBe('2026-11-22T00:00');
    // … but changing the time keeps it, to the minute.
    expect(pickedMinute(before, before.hour(7).minute(42), 'start', NY)).toBe('2026-11-21T07:42');
    expect(pickedMinute(end, end.hour(18).minute(5), 'end', NY)).toBe('2026-11-22T18:05');
  });
});

describe('the rest of the request', () => {
  const now = new Date('2026-06-10T16:00:00Z');

  it('sends the defaults: page 1 of 50, Time descending', () => {
    expect(toAccessReadsQuery(resolveAccessControlSearch({}, NY, now), NY)).toEqual({
      page: 1,
      pageSize: 50,
      startTime: epoch('2026-06-10T04:00:00Z'),
      endTime: epoch('2026-06-12T03:59:59Z'),
      orderBy: 'Time',
      reverse: 'true',
    });
  });

  it('sends each filter as a comma list, with -1 for Unassigned', () => {
    const search = resolveAccessControlSearch(
      {
        contractIds: [-1, 12],
        projectZoneIds: [-1],
        readDirectionIds: [2, 3],
        accessTypes: [0],
        sources: [2],
        search: 'lopez',
        orderBy: 'Name',
        page: 3,
        pageSize: 150,
      },
      NY,
      now,
    );
    expect(toAccessReadsQuery(search, NY)).toMatchObject({
      contractIds: '-1,12',
      projectZoneIds: '-1',
      readDirectionIds: '2,3',
      accessTypes: '0',
      sources: '2',
      search: 'lopez',
      orderBy: 'Name',
      // Any column but Time starts ascending.
      reverse: 'false',
      page: 3,
      pageSize: 150,
    });
  });

  it('leaves a search shorter than 3 characters out', () => {
    const search = resolveAccessControlSearch({ search: 'ab' }, NY, now);
    expect(toAccessReadsQuery(search, NY)).not.toHaveProperty('search');
  });
});

describe('the address', () => {
  it('reads lists as arrays or comma lists, and drops what is unknown or the default', () => {
    expect(
      validateAccessControlSearch({
        contractIds: '12,-1,abc,12',
        projectZoneIds: [4, '-1', 0],
        accessTypes: [0, 7],
        sources: 2,
        readDirectionIds: 'x',
        pageSize: 75,
        page: 1,
        orderBy: 'Time',
        reverse: true,
        search: 'ab',
        start: '2026-11-21T07:30',
        end: 'tomorrow',
      }),
    ).toEqual({
      contractIds: [-1, 12],
      projectZoneIds: [-1, 4],
      accessTypes: [0],
      sources: [2],
      start: '2026-11-21T07:30',
    });
    expect(validateAccessControlSearch({ orderBy: 'Zone', reverse: 'true', page: '4' })).toEqual({
      orderBy: 'Zone',
      reverse: true,
      page: 4,
    });
  });

  it('starts again from page 1 when a filter, the sort or the page size changes', () => {
    expect(changeFilters({ page: 5, accessTypes: [1] }, { accessTypes: [0] })).toEqual({
      accessTypes: [0],
    });
    expect(changeFilters({ page: 5 }, { pageSize: 100 })).toEqual({ pageSize: 100 });
    expect(
      changeFilters({ page: 2, orderBy: 'Tag' }, { orderBy: 'Time', reverse: undefined }),
    ).toEqual({});
  });

  it('ignores a page change to 0 or below, past the last page, or to the current page', () => {
    expect(acceptPageChange(0, 1, 5)).toBe(false);
    expect(acceptPageChange(-1, 1, 5)).toBe(false);
    expect(acceptPageChange(6, 1, 5)).toBe(false);
    expect(acceptPageChange(3, 3, 5)).toBe(false);
    expect(acceptPageChange(5, 3, 5)).toBe(true);
  });
});
