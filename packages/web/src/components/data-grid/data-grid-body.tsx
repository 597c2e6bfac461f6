import { useLayoutEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { cellWidth } from './data-grid-layout.ts';
import { columnText } from './use-data-grid-table.ts';
import { loadLocales } from '@/lib/i18n.ts';
import './data-grid.css';

await loadLocales('components/data-grid');

/** From this many rows on, only the rows in view are in the page (TanStack Virtual). */
export const VIRTUALIZE_FROM = 100;

export interface DataGridBodyProps<T> {
  table: Table<T>;
  scrollElement: HTMLDivElement | null;
  compact: boolean;
  dense: boolean;
  loading: boolean;
  error: boolean;
  emptyText: string;
  onRowOpen?: (row: T) => void;
  rowTone?: (row: T) => 'error' | undefined;
  /** A server-grouped grid's group size over every page (DataGridServerSide.groupSize). */
  groupSize?: (firstRow: T, depth: number) => number | undefined;
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow sx={{ display: 'flex' }}>
      <TableCell sx={{ flex: 1, display: 'block', border: 0, p: 3 }}>{children}</TableCell>
    </TableRow>
  );
}

function GroupCells<T>({ row, table, size }: { row: Row<T>; table: Table<T>; size?: number }) {
  const { t } = useTranslation();
  const column = row.groupingColumnId ? table.getColumn(row.groupingColumnId) : undefined;
  const header = String(column?.columnDef.header ?? '');
  // The accessor gives every column's text, so a group's value is text.
  const value = typeof row.groupingValue === 'string' ? row.groupingValue : '';
  const open = row.getIsExpanded();
  return (
    <TableCell
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        bgcolor: 'grey.50',
        pl: 1 + row.depth * 2.5,
      }}
    >
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={open ? t('dataGrid.collapseGroup') : t('dataGrid.expandGroup')}
        onClick={row.getToggleExpandedHandler()}
      >
        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('dataGrid.groupRow', {
          column: header,
          value: value === '' ? t('dataGrid.blanks') : value,
          count: size ?? row.getLeafRows().length,
        })}
      </Typography>
    </TableCell>
  );
}

/**
 * The rows. One tab stop: the focused row takes Tab, arrows, Home, End and the page keys move
 * between rows, Enter opens the row (or opens and closes a group, or follows the row's link).
 * Links and buttons inside the rows are left out of the tab order, so Tab leaves the table.
 */
export function DataGridBody<T>(props: DataGridBodyProps<T>) {
  const { table, compact, dense } = props;
  const { t } = useTranslation();
  const rows = table.getRowModel().rows;
  const [active, setActive] = useState(0);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => props.scrollElement,
    estimateSize: () =>
      compact ? 44 * Math.min(table.getVisibleLeafColumns().length, 8) : dense ? 41 : 53,
    overscan: 12,
    enabled: virtual,
  });
  const current = Math.min(active, Math.max(rows.length - 1, 0));
  useLayoutEffect(() => {
    props.scrollElement
      ?.querySelectorAll<HTMLElement>('tbody tr a[href], tbody tr button')
      .forEach((element) => {
        element.tabIndex = -1;
      });
  });

  if (props.error) {
    return (
      <TableBody sx={{ display: 'grid' }}>
        <MessageRow>
          <Alert severity="error">{t('dataGrid.loadError')}</Alert>
        </MessageRow>
      </TableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <TableBody sx={{ display: 'grid' }}>
        {!props.loading && (
          <MessageRow>
            <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {props.emptyText}
            </Typography>
          </MessageRow>
        )}
      </TableBody>
    );
  }

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    if (virtual) virtualizer.scrollToIndex(next);
    const focus = () =>
      props.scrollElement?.querySelector<HTMLElement>(`tr[data-row-index="${next}"]`)?.focus();
    focus();
    if (virtual) requestAnimationFrame(focus);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'TR') return;
    const index = Number(target.dataset.rowIndex);
    const page = Math.max(1, Math.floor((props.scrollElement?.clientHeight ?? 400) / 53) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
      return;
    }
    const row = rows[index];
    if (!row) return;
    if (event.key === 'Enter' || (event.key === ' ' && row.getIsGrouped())) {
      event.preventDefault();
      if (row.getIsGrouped()) row.toggleExpanded();
      else if (props.onRowOpen) props.onRowOpen(row.original);
      // A row whose name is a link (a summary's breakout) opens where its link goes.
      else target.querySelector<HTMLElement>('a[href]')?.click();
    } else if (row.getIsGrouped() && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      row.toggleExpanded(event.key === 'ArrowRight');
    }
  };

  const renderRow = (row: Row<T>, index: number, start?: number) => {
    const grouped = row.getIsGrouped();
    // Plain elements and classes (data-grid.css): no style object per row or cell to serialise.
    return (
      <tr
        key={row.id}
        className="sl-grid-row"
        data-index={index}
        data-row-index={index}
        data-opens={props.onRowOpen || grouped ? '' : undefined}
        data-tone={grouped ? undefined : props.rowTone?.(row.original)}
        data-virtual={virtual ? '' : undefined}
        ref={virtual ? virtualizer.measureElement : undefined}
        style={virtual ? { transform: `translateY(${start ?? 0}px)` } : undefined}
        tabIndex={index === current ? 0 : -1}
        aria-expanded={grouped ? row.getIsExpanded() : undefined}
        onClick={() => {
          setActive(index);
          if (grouped) row.toggleExpanded();
          else props.onRowOpen?.(row.original);
        }}
      >
        {grouped ? (
          <GroupCells
            row={row}
            table={table}
            // A group row's original is its first leaf's.
            size={props.groupSize?.(row.original, row.depth)}
          />
        ) : (
          row.getVisibleCells().map((cell) => {
            const gridColumn = cell.column.columnDef.meta?.gridColumn;
            const content = gridColumn?.render
              ? gridColumn.render(row.original)
              : gridColumn
                ? columnText(gridColumn, row.original)
                : flexRender(cell.column.columnDef.cell, cell.getContext());
            return (
              <td
                key={cell.id}
                className="sl-grid-cell"
                // Not on a card: a right-aligned figure there would sit before its label.
                data-align={compact ? undefined : gridColumn?.align}
                style={compact ? undefined : cellWidth(cell.column)}
              >
                {compact && (
                  <span className="sl-grid-label">
                    {String(cell.column.columnDef.header ?? '')}
                  </span>
                )}
                {content}
              </td>
            );
          })
        )}
      </tr>
    );
  };

  return (
    <tbody
      className="sl-grid-body"
      data-dense={dense ? '' : undefined}
      data-compact={compact ? '' : undefined}
      onKeyDown={onKeyDown}
      style={{
        display: 'grid',
        position: virtual ? 'relative' : undefined,
        height: virtual ? virtualizer.getTotalSize() : undefined,
      }}
    >
      {virtual
        ? virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return row ? renderRow(row, item.index, item.start) : null;
          })
        : rows.map((row, index) => renderRow(row, index))}
    </tbody>
  );
}
