import { describe, expect, it } from 'vitest';
import { acceptPageChange, totalPages } from '@/components/data-grid/data-grid-rules.ts';
import { changeFilters, hardwareAddress, toReaderListQuery } from './hardware-search.ts';

const validateHardwareSearch = (raw: Record<string, unknown>) => hardwareAddress.schema.parse(raw);

describe('acceptPageChange (spec 002 §4)', () => {
  it('ignores a page of 0 or below, beyond the total pages, or the current page', () => {
    const pages = totalPages(35, 10);
    expect(pages).toBe(4);
    expect(acceptPageChange(0, 1, pages)).toBe(false);
    expect(acceptPageChange(-1, 2, pages)).toBe(false);
    expect(acceptPageChange(5, 1, pages)).toBe(false);
    expect(acceptPageChange(2, 2, pages)).toBe(false);
    expect(acceptPageChange(2, 1, pages)).toBe(true);
    expect(acceptPageChange(4, 3, pages)).toBe(true);
    expect(acceptPageChange(1, 4, pages)).toBe(true);
  });

  it('has no page to go to in an empty list', () => {
    expect(acceptPageChange(1, 2, totalPages(0, 10))).toBe(false);
  });
});

describe('the hardware address schema', () => {
  it('keeps valid parameters and drops defaults and nonsense', () => {
    expect(
      validateHardwareSearch({
        page: 3,
        pageSize: 50,
        projectZoneId: -1,
        readerStatus: 3,
        hardwareModelId: '2',
        search: '  gate ',
        orderBy: 'LastActiveDate',
        reverse: true,
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      projectZoneId: -1,
      readerStatus: 3,
      hardwareModelId: 2,
      search: 'gate',
      orderBy: 'LastActiveDate',
      reverse: true,
    });
    expect(
      validateHardwareSearch({
        page: 1,
        pageSize: 10,
        projectZoneId: 0,
        readerStatus: 1,
        search: 'ab',
        orderBy: 'ZoneName',
        reverse: false,
      }),
    ).toEqual({});
    expect(validateHardwareSearch({ pageSize: 25, page: -2, orderBy: 'Serial' })).toEqual({});
  });

  it('reads a numeric search as text (the router parses ?search=123 as a number)', () => {
    expect(validateHardwareSearch({ search: 12345 })).toEqual({ search: '12345' });
  });

  it('names every key it rejects, so the router cannot keep the raw value', () => {
    const parsed = validateHardwareSearch({ page: 'abc', projectZoneId: '', readerStatus: 'zzz' });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'hardwareModelId',
        'orderBy',
        'page',
        'pageSize',
        'projectZoneId',
        'readerStatus',
        'reverse',
        'search',
      ].sort(),
    );
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
  });
});

describe('changeFilters', () => {
  it('starts a changed list again from page 1', () => {
    expect(changeFilters({ page: 3, readerStatus: 2 }, { readerStatus: 3 })).toEqual({
      readerStatus: 3,
    });
    expect(changeFilters({ page: 3 }, { pageSize: 50 })).toEqual({ pageSize: 50 });
    expect(changeFilters({ page: 2, search: 'gate' }, { search: undefined })).toEqual({});
  });
});

describe('toReaderListQuery', () => {
  it('sends the defaults explicitly', () => {
    expect(toReaderListQuery({})).toEqual({
      page: 1,
      pageSize: 10,
      projectZoneId: undefined,
      readerStatus: undefined,
      hardwareModelId: undefined,
      search: undefined,
      orderBy: 'ZoneName',
      reverse: false,
    });
  });
});
