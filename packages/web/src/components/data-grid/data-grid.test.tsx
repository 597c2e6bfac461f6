import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { COMPACT_QUERY, DataGrid } from './data-grid.tsx';
import { storageKey } from './data-grid-state.ts';
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

/** The body rows' first cells (the header and the filter row are the first two rows). */
const names = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(2)
    .map((row) => row.firstElementChild?.textContent);
const headers = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

/** Catches what the export hands to the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  // jsdom has no object URLs: the test stands in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:grid';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('DataGrid', () => {
  it('renders without a React or MUI warning', () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Column chooser' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Column chooser' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Column options: Trade', hidden: true }));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('sorts by a header, numbers as numbers', () => {
    renderGrid();
    fireEvent.click(screen.getByText('Hours'));
    expect(names()).toEqual(['Cy Diaz', 'Ana Lopez', 'Bo Chen']);
    fireEvent.click(screen.getByText('Hours'));
    expect(names()).toEqual(['Bo Chen', 'Ana Lopez', 'Cy Diaz']);
  });

  it('takes its sort from the page and tells the page of a new one (a report’s address)', () => {
    const onSortChange = vi.fn();
    const { rerender } = renderGrid({ sort: { id: 'hours', desc: true }, onSortChange });
    expect(names()).toEqual(['Bo Chen', 'Ana Lopez', 'Cy Diaz']);
    fireEvent.click(screen.getByText('Name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    // The page owns it: nothing moves until the page says so.
    expect(names()).toEqual(['Bo Chen', 'Ana Lopez', 'Cy Diaz']);
    rerender(
      <DataGrid
        id="test.workers"
        label="Workers"
        columns={COLUMNS}
        rows={WORKERS}
        getRowId={(w) => String(w.id)}
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    expect(names()).toEqual(['Ana Lopez', 'Bo Chen', 'Cy Diaz']);
  });

  it('filters with the filter row and with the header filter’s values', () => {
    renderGrid();
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: 'lopez' } });
    expect(names()).toEqual(['Ana Lopez']);
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: '' } });
    expect(names()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Filter values: Trade' }));
    const values = screen.getByRole('dialog', { name: 'Filter values: Trade' });
    fireEvent.click(within(values).getByLabelText('Carpenter'));
    expect(names()).toEqual(['Ana Lopez', 'Cy Diaz']);
    fireEvent.click(within(values).getByLabelText('(Select all)'));
    expect(names()).toHaveLength(3);
  });

  it('chooses, hides and reorders columns, and keeps the layout for the next visit', () => {
    const { unmount } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Column chooser' }));
    const chooser = screen.getByRole('dialog', { name: 'Column chooser' });
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Trade' }));
    expect(headers()).toEqual(['Name', 'Hours']);
    fireEvent.click(within(chooser).getByRole('button', { name: 'Move Hours left' }));
    fireEvent.click(within(chooser).getByRole('button', { name: 'Move Hours left' }));
    expect(headers()).toEqual(['Hours', 'Name']);
    unmount();

    const saved: unknown = JSON.parse(
      window.localStorage.getItem(storageKey('test.workers')) ?? '{}',
    );
    expect(saved).toMatchObject({
      order: ['hours', 'name', 'trade'],
      visibility: { trade: false },
    });
    renderGrid();
    expect(headers()).toEqual(['Hours', 'Name']);
  });

  it('groups by a column, collapses and expands all groups', () => {
    renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Column options: Trade' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Group by this column' }));
    expect(names()).toEqual([
      'Trade: Electrician (2)',
      'Ana Lopez',
      'Cy Diaz',
      'Trade: Carpenter (1)',
      'Bo Chen',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all groups' }));
    expect(names()).toEqual(['Trade: Electrician (2)', 'Trade: Carpenter (1)']);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all groups' }));
    expect(names()).toHaveLength(5);
  });

  it('resets the layout: first 8 columns visible, filters and grouping cleared', () => {
    const columns: DataGridColumn<Worker>[] = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      header: `Column ${i}`,
      value: (w: Worker) => `${w.name} ${i}`,
    }));
    renderGrid({ columns });
    expect(headers()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Column chooser' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Column 9' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Column 0' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Column chooser' }), { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Filter Column 1'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Column options: Column 2' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Group by this column' }));
    expect(headers()).toContain('Column 9');
    expect(names()).toEqual(['Column 2: Ana Lopez 2 (1)', 'Ana Lopez 1']);

    fireEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(headers()).toEqual(Array.from({ length: 8 }, (_, i) => `Column ${i}`));
    expect(names()).toEqual(['Ana Lopez 0', 'Bo Chen 0', 'Cy Diaz 0']);
    expect(screen.getByLabelText('Filter Column 1')).toHaveProperty('value', '');
  });

  it('exports the visible rows and columns to CSV and to a typed Excel sheet', async () => {
    const { blobs, names: files } = captureDownloads();
    renderGrid();
    fireEvent.change(screen.getByLabelText('Filter Trade'), { target: { value: 'elec' } });
    fireEvent.click(screen.getByText('Hours'));

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Export to CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await bytesOf(blobs[0]!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv).toBe(
      '\uFEFFName,Trade,Hours\r\nCy Diaz,Electrician,3.25\r\nAna Lopez,Electrician,7.5\r\n',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Export to Excel' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const files2 = unzipSync(new Uint8Array(await bytesOf(blobs[1]!)));
    const sheet = strFromU8(files2['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="C2"><v>3.25</v></c>');
    expect(sheet).not.toContain('Bo Chen');
    expect(files).toEqual(['Workers.csv', 'Workers.xlsx']);
  });

  it('says "Data Loading Error" when the load failed', () => {
    renderGrid({ rows: [], error: true });
    expect(screen.getByText('Data Loading Error')).toBeTruthy();
  });

  it('is one tab stop: arrows move between rows, Enter opens one', () => {
    const onRowOpen = vi.fn();
    renderGrid({ onRowOpen });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(2);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    expect(onRowOpen).toHaveBeenCalledWith(WORKERS[2]);
  });

  it('leaves the links in its rows out of the tab order, and Enter follows the row’s link', () => {
    const followed = vi.fn((event: Event) => event.preventDefault());
    renderGrid({
      columns: [
        {
          id: 'name',
          header: 'Name',
          value: (w) => w.name,
          render: (w) => (
            <a href={`/workers/${w.id}`} onClick={(event) => followed(event.nativeEvent)}>
              {w.name}
            </a>
          ),
        },
        ...COLUMNS.slice(1),
      ],
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(2);
    const links = within(screen.getByRole('table')).getAllByRole('link');
    expect(links.map((link) => link.tabIndex)).toEqual([-1, -1, -1]);
    rows[1]!.focus();
    fireEvent.keyDown(rows[1]!, { key: 'Enter' });
    expect(followed).toHaveBeenCalledTimes(1);
    expect((followed.mock.calls[0]![0].target as HTMLAnchorElement).getAttribute('href')).toBe(
      '/workers/2',
    );
  });

  it('renders only the rows in view of 10,000', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 1000,
      height: 600,
      top: 0,
      left: 0,
      bottom: 600,
      right: 1000,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      name: `Worker ${i}`,
      trade: 'Carpenter',
      hours: i,
    }));
    renderGrid({ rows: many, features: { filterRow: false } });
    const rendered = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThan(100);
  });
});

describe('DataGrid on a server-side list', () => {
  it('asks the server for another sort and page', () => {
    const server = {
      totalCount: 30,
      page: 1,
      pageSize: 10,
      pageSizes: [10, 50],
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
      sort: { id: 'name', desc: false },
      onSortChange: vi.fn(),
    };
    renderGrid({ server, features: { filterRow: false } });
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    fireEvent.click(screen.getByText('Name'));
    expect(server.onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(server.onPageChange).toHaveBeenCalledWith(2);
  });

  it('hands the header filter’s values to the server, from the column’s list', () => {
    const onFiltersChange = vi.fn();
    const server = {
      totalCount: 3,
      page: 1,
      pageSize: 10,
      pageSizes: [10],
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
      onFiltersChange,
    };
    const columns = COLUMNS.map((column) =>
      column.id === 'trade'
        ? { ...column, filterOptions: ['Carpenter', 'Electrician', 'Welder'] }
        : column,
    );
    renderGrid({ server, columns, features: { filterRow: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter values: Trade' }));
    const values = screen.getByRole('dialog', { name: 'Filter values: Trade' });
    fireEvent.click(within(values).getByLabelText('Welder'));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      { id: 'trade', value: { values: ['Carpenter', 'Electrician'] } },
    ]);
  });
});

describe('DataGrid on a small screen', () => {
  it('shows each row as labelled values, without the header row', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query === COMPACT_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderGrid();
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const [first] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first?.textContent).toBe('NameAna LopezTradeElectricianHours7.5');
  });
});
