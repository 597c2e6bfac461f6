import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Column, Header, Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataGridColumnMenu } from './data-grid-column-menu.tsx';
import { DataGridHeaderFilter } from './data-grid-header-filter.tsx';
import { cellWidth } from './data-grid-layout.ts';
import type { DataGridFilter } from './data-grid-state.ts';
import type { DataGridFeatures } from './data-grid-types.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/data-grid');

const HEAD_CELL_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.25,
  position: 'relative',
  bgcolor: 'grey.50',
  fontWeight: 700,
  color: 'text.secondary',
  fontSize: '0.8rem',
  py: 1.25,
  px: 1.5,
  userSelect: 'none',
} as const;

/** Moves `id` to where `target` is: the drop of a header onto another. */
export function moveColumn(order: readonly string[], id: string, target: string): string[] {
  if (id === target) return [...order];
  const without = order.filter((item) => item !== id);
  const at = without.indexOf(target);
  const from = order.indexOf(id);
  const to = order.indexOf(target);
  without.splice(from < to ? at + 1 : at, 0, id);
  return without;
}

function HeaderCell<T>(props: {
  header: Header<T, unknown>;
  features: DataGridFeatures;
  dragged: string | null;
  onDragStart: (id: string) => void;
  onDragEnd: () => void;
  onDrop: (target: string) => void;
}) {
  const { header, features } = props;
  const { column } = header;
  const { t } = useTranslation();
  const label = String(column.columnDef.header ?? column.id);
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const showHeaderFilter = features.headerFilter && column.getCanFilter();
  return (
    <TableCell
      component="th"
      role="columnheader"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      onDragOver={(event: DragEvent) => {
        if (props.dragged !== null) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        props.onDrop(column.id);
      }}
      sx={{
        ...HEAD_CELL_SX,
        ...cellWidth(column),
        opacity: props.dragged === column.id ? 0.5 : 1,
        // Where there is a pointer that hovers, a column's tools show on hover or focus.
        '@media (hover: hover)': {
          '& .data-grid-column-tools': { opacity: 0 },
          '&:hover .data-grid-column-tools, &:focus-within .data-grid-column-tools, & .data-grid-column-tools.active':
            { opacity: 1 },
        },
      }}
    >
      {/* Only the title drags: a drag that starts on the resize handle must resize. */}
      <Box
        draggable={features.reorder}
        onDragStart={(event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          props.onDragStart(column.id);
        }}
        onDragEnd={() => props.onDragEnd()}
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          cursor: features.reorder ? 'grab' : undefined,
        }}
      >
        {canSort ? (
          <TableSortLabel
            active={sorted !== false}
            direction={sorted === false ? 'asc' : sorted}
            onClick={column.getToggleSortingHandler()}
          >
            {label}
          </TableSortLabel>
        ) : (
          label
        )}
      </Box>
      <Box
        className={`data-grid-column-tools${column.getIsFiltered() || column.getIsGrouped() ? ' active' : ''}`}
        sx={{ display: 'flex' }}
      >
        {showHeaderFilter && <DataGridHeaderFilter column={column} header={label} />}
        <DataGridColumnMenu column={column} header={label} />
      </Box>
      {column.getCanResize() && (
        <Box
          role="separator"
          aria-orientation="vertical"
          aria-label={t('dataGrid.resizeColumn', { column: label })}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onDoubleClick={() => column.resetSize()}
          onClick={(event) => event.stopPropagation()}
          sx={{
            position: 'absolute',
            right: 0,
            top: 0,
            height: '100%',
            width: 6,
            cursor: 'col-resize',
            touchAction: 'none',
            bgcolor: column.getIsResizing() ? 'primary.main' : 'transparent',
            '&:hover': { bgcolor: 'divider' },
          }}
        />
      )}
    </TableCell>
  );
}

function FilterCell<T>({ column }: { column: Column<T> }) {
  const { t } = useTranslation();
  const label = String(column.columnDef.header ?? column.id);
  const filter = column.getFilterValue() as DataGridFilter | undefined;
  return (
    <TableCell
      component="th"
      role="cell"
      sx={{ display: 'flex', py: 0.5, px: 1, ...cellWidth(column) }}
    >
      {column.getCanFilter() && (
        <InputBase
          value={filter?.text ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            const next: DataGridFilter = { ...filter, text };
            if (text === '') delete next.text;
            column.setFilterValue(
              next.text === undefined && next.values === undefined ? undefined : next,
            );
          }}
          inputProps={{ 'aria-label': t('dataGrid.filterRow', { column: label }) }}
          sx={{
            fontSize: '0.8rem',
            width: '100%',
            px: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      )}
    </TableCell>
  );
}

/** The header row (sort, header filter, menu, resize, drag to reorder) and the filter row. */
export function DataGridHead<T>({
  table,
  features,
}: {
  table: Table<T>;
  features: DataGridFeatures;
}) {
  const [dragged, setDragged] = useState<string | null>(null);
  const headers = table.getHeaderGroups().flatMap((group) => group.headers);
  const showFilterRow = features.filterRow && headers.some((h) => h.column.getCanFilter());
  const drop = (target: string) => {
    if (dragged !== null) {
      const order = table.getState().columnOrder;
      table.setColumnOrder(
        moveColumn(
          order.length > 0 ? order : table.getAllLeafColumns().map((c) => c.id),
          dragged,
          target,
        ),
      );
    }
    setDragged(null);
  };
  return (
    <TableHead sx={{ display: 'grid', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'grey.50' }}>
      <TableRow sx={{ display: 'flex', width: '100%' }}>
        {headers.map((header) => (
          <HeaderCell
            key={header.id}
            header={header}
            features={features}
            dragged={dragged}
            onDragStart={setDragged}
            onDragEnd={() => setDragged(null)}
            onDrop={drop}
          />
        ))}
      </TableRow>
      {showFilterRow && (
        <TableRow sx={{ display: 'flex', width: '100%' }}>
          {headers.map((header) => (
            <FilterCell key={header.id} column={header.column} />
          ))}
        </TableRow>
      )}
    </TableHead>
  );
}
