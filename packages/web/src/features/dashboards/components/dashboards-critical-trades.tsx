import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import type { DashboardCriticalTrade } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DeviationChip } from '@/components/deviation-chip/deviation-chip.tsx';
import { formatCount, formatPercent } from '@/lib/numbers.ts';

const RouterLink = createLink(Link);

export interface DashboardsCriticalTradesProps {
  projectId: number;
  trades: readonly DashboardCriticalTrade[];
}

/** The critical trades behind TciValueCritical, furthest behind first, each opening its detail. */
export function DashboardsCriticalTrades({ projectId, trades }: DashboardsCriticalTradesProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid="home-critical-trades">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('home.criticalTrades.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('home.criticalTrades.subtitle')}
        </Typography>
      </CardContent>
      {trades.length === 0 ? (
        <CardContent>
          <Typography sx={{ color: 'text.secondary' }}>{t('home.criticalTrades.empty')}</Typography>
        </CardContent>
      ) : (
        <Table size="small" aria-label={t('home.criticalTrades.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('home.criticalTrades.contract')}</TableCell>
              <TableCell align="right">{t('home.criticalTrades.tci')}</TableCell>
              <TableCell align="right">{t('home.criticalTrades.deviation')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('home.criticalTrades.onsite')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {trades.map((trade) => (
              <TableRow key={trade.ContractId} hover>
                <TableCell>
                  <RouterLink
                    to="/project/$id/contracts/$contractId/detail"
                    params={{ id: String(projectId), contractId: String(trade.ContractId) }}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {trade.DisplayName}
                  </RouterLink>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {trade.TciValue === null ? '—' : formatPercent(trade.TciValue)}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <DeviationChip value={trade.Deviation} />
                  </Stack>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    display: { xs: 'none', sm: 'table-cell' },
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatCount(trade.OnsiteToday)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
