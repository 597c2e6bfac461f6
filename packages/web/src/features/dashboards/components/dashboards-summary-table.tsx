import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ResolvedSummarySearch, SummaryOrderBy } from '../dashboards-summary-search.ts';

export interface SummaryColumn<T> {
  id: SummaryOrderBy;
  label: string;
  numeric?: boolean;
  render: (row: T) => ReactNode;
}

export interface DashboardsSummaryTableProps<T> {
  label: string;
  columns: readonly SummaryColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  search: ResolvedSummarySearch;
  onSort: (column: SummaryOrderBy) => void;
}

/** The summary as a table: every column sorts; the first stays in view when the table scrolls. */
export function DashboardsSummaryTable<T>({
  label,
  columns,
  rows,
  rowKey,
  search,
  onSort,
}: DashboardsSummaryTableProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.id}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={
                  search.orderBy === column.id ? (search.reverse ? 'desc' : 'asc') : false
                }
                sx={{
                  fontWeight: 700,
                  bgcolor: 'grey.50',
                  lineHeight: 1.3,
                  verticalAlign: 'bottom',
                  minWidth: index === 0 ? undefined : 96,
                  ...(index === 0 && { position: 'sticky', left: 0, zIndex: 1 }),
                }}
              >
                <TableSortLabel
                  active={search.orderBy === column.id}
                  direction={search.orderBy === column.id && search.reverse ? 'desc' : 'asc'}
                  onClick={() => onSort(column.id)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    ...(index === 0 && {
                      position: 'sticky',
                      left: 0,
                      bgcolor: 'background.paper',
                      whiteSpace: 'normal !important',
                      minWidth: 220,
                    }),
                  }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
