import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataGrid } from './data-grid.tsx';
import type { DataGridColumn, DataGridProps } from './data-grid-types.ts';

interface Worker {
  id: number;
  name: string;
  trade: string;
  hours: number;
}

const WORKERS: Worker[] = [
  { id: 1, name: 'Ana Lopez', trade: 'Electrician', hours: 7.5 },
  { id: 2, name: 'Bo Chen', trade: 'Carpenter', hours: 9 },
  { id: 3, name: 'Cy Diaz', trade: 'Electrician', hours: 3.25 },
];
const COLUMNS: DataGridColumn<Worker>[] = [
  { id: 'name', header: 'Name', value: (w) => w.name },
  { id: 'trade', header: 'Trade', value: (w) => w.trade },
  { id: 'hours', header: 'Hours', value: (w) => w.hours, align: 'right' },
];

function renderGrid(props: Partial<DataGridProps<Worker>> = {}) {
  return render(
    <DataGrid
      id="test.workers"
      label="Workers"
      columns={COLUMNS}
      rows={WORKERS}
      getRowId={(w) => String(w.id)}
      {...props}
    />,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(2);

describe('DataGrid', () => {
  it('shows the rows', () => {
    renderGrid();
    expect(bodyRows()).toHaveLength(3);
  });
});

describe('server', () => {
  it('shows the page', () => {
    renderGrid({
      server: {
        totalCount: 30,
        page: 1,
        pageSize: 10,
        pageSizes: [10, 50],
        onPageChange: vi.fn(),
        onPageSizeChange: vi.fn(),
        sort: { id: 'name', desc: false },
        onSortChange: vi.fn(),
      },
      features: { grouping: false, filterRow: false, headerFilter: false },
      loading: false,
      fetching: false,
    });
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
