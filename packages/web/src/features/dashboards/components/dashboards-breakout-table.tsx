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
import { DeviationChip } from '../../../components/deviation-chip/deviation-chip.tsx';
import { formatCount, formatHours, formatPercent } from '../../../lib/numbers.ts';

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

export interface DashboardsBreakoutTableProps {
  rows: readonly BreakoutPrimeContract[];
}

/**
 * spec 000 §3 Breakout report: each prime contract (its subs rolled up) and the subs under it,
 * planned against actual hours of the range's days before today (what the deviation beside them
 * compares), deviation, TCI, TSI and who is on site today.
 */
export function DashboardsBreakoutTable({ rows }: DashboardsBreakoutTableProps) {
  const { t } = useTranslation();
  const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('breakout.table')} data-testid="breakout-table">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ position: 'sticky', left: 0, zIndex: 1 }}>
              {t('breakout.columns.contract')}
            </TableCell>
            <TableCell align="right">{t('breakout.columns.planned')}</TableCell>
            <TableCell align="right">{t('breakout.columns.actual')}</TableCell>
            <TableCell align="right">{t('breakout.columns.deviation')}</TableCell>
            <TableCell align="right">{t('breakout.columns.tci')}</TableCell>
            <TableCell align="right">{t('breakout.columns.tsi')}</TableCell>
            <TableCell align="right">{t('breakout.columns.onsite')}</TableCell>
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
                <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'inherit', minWidth: 200 }}>
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
                <TableCell align="right" sx={numeric}>
                  {formatHours(row.PlannedHoursToDateInPeriod)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {formatHours(row.ActualHoursToDateInPeriod)}
                </TableCell>
                <TableCell align="right">
                  <DeviationChip value={row.Deviation} />
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {percent(row.TciValue)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {percent(row.TsiValue)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {formatCount(row.TotalOnsiteToday)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
