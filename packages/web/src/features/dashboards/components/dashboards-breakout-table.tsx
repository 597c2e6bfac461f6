import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BreakoutPrimeContract } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DeviationChip } from '@/components/deviation-chip/deviation-chip.tsx';
import { formatCount, formatHours, formatPercent } from '@/lib/numbers.ts';

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

export interface DashboardsBreakoutTableProps {
  rows: readonly BreakoutPrimeContract[];
  /** On a phone the deviation comes right after the name, so it is seen without scrolling. */
  phone?: boolean;
}

type FigureColumn = 'planned' | 'actual' | 'deviation' | 'tci' | 'tsi' | 'onsite';
const COLUMNS: readonly FigureColumn[] = ['planned', 'actual', 'deviation', 'tci', 'tsi', 'onsite'];
const PHONE_COLUMNS: readonly FigureColumn[] = [
  'deviation',
  'planned',
  'actual',
  'tci',
  'tsi',
  'onsite',
];

/**
 * spec 000 §3 Breakout report: each prime contract (its subs rolled up) and the subs under it,
 * planned against actual hours of the range's days before today (what the deviation beside them
 * compares), deviation, TCI, TSI and who is on site today.
 */
export function DashboardsBreakoutTable({ rows, phone = false }: DashboardsBreakoutTableProps) {
  const { t } = useTranslation();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const columns = phone ? PHONE_COLUMNS : COLUMNS;
  const cell = (row: BreakoutPrimeContract, column: FigureColumn) => {
    switch (column) {
      case 'planned':
        return formatHours(row.PlannedHoursToDateInPeriod);
      case 'actual':
        return formatHours(row.ActualHoursToDateInPeriod);
      case 'deviation':
        return <DeviationChip value={row.Deviation} />;
      case 'tci':
        return percent(row.TciValue);
      case 'tsi':
        return percent(row.TsiValue);
      case 'onsite':
        return formatCount(row.TotalOnsiteToday);
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('breakout.table')} data-testid="breakout-table">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 1 }}>
              {t('breakout.columns.contract')}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column} align="right">
                {t(`breakout.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const sub = !row.Contract.IsParent && row.Contract.ParentContractId !== null;
            return (
              <TableRow
                key={`${row.Contract.ContractId}-${String(row.Contract.IsParent)}`}
                hover
                sx={{ bgcolor: row.Contract.IsParent ? 'grey.50' : 'background.paper' }}
              >
                <TableCell
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'inherit',
                    minWidth: phone ? 150 : 200,
                  }}
                >
                  <Stack sx={{ pl: sub ? 2.5 : 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: sub ? 400 : 700 }}>
                      {row.Contract.DisplayName}
                    </Typography>
                    {row.Contract.IsParent && (
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {t('breakout.withSubs')}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column} align="right" sx={numeric}>
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
