import { describe, expect, it } from 'vitest';
import type { WorkerDirectoryRow } from '@siteline/shared';
import { groupSizeOf, withGrid } from './workers-advanced-grid.ts';

const row = (CompanyName: string, NewHireString: 'Yes' | 'No' | null) =>
  ({ CompanyName, NewHireString, ExtraFields: {} }) as unknown as WorkerDirectoryRow;

describe('the advanced grid’s server query', () => {
  it('sends each column’s filter as JSON and the grouping as a list, leaving empty ones out', () => {
    const query = withGrid(
      { page: 1, pageSize: 150 },
      {
        filters: [
          { id: 'SubContractId', value: { text: ' acme ' } },
          { id: 'WorkerName', value: { text: '  ' } },
          { id: 'NewHireString', value: { values: ['Yes', ''] } },
        ],
        grouping: ['SubContractId', 'NewHireString'],
      },
    );
    expect(JSON.parse(query.filters!)).toEqual([
      { id: 'SubContractId', text: 'acme' },
      { id: 'NewHireString', values: ['Yes', ''] },
    ]);
    expect(query.groupBy).toBe('SubContractId,NewHireString');
    expect(withGrid({ page: 2 }, { filters: [], grouping: [] })).toEqual({ page: 2 });
  });

  it('sizes a group over every page from the server’s groups, at each depth', () => {
    const groups = [
      { Values: ['Acme', 'Yes'], Count: 3 },
      { Values: ['Acme', ''], Count: 4 },
      { Values: ['Bolt', 'No'], Count: 120 },
    ];
    const grouping = ['SubContractId', 'NewHireString'];
    expect(groupSizeOf(groups, grouping, row('Acme', null), 0)).toBe(7);
    expect(groupSizeOf(groups, grouping, row('Acme', null), 1)).toBe(4);
    expect(groupSizeOf(groups, grouping, row('Bolt', 'No'), 1)).toBe(120);
    expect(groupSizeOf(groups, grouping, row('Zeta', 'No'), 0)).toBeUndefined();
    expect(groupSizeOf(groups, [], row('Acme', 'Yes'), 0)).toBeUndefined();
  });
});
