import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatCount, formatHours } from '@/lib/numbers.ts';
import { PeriodBarChart } from './period-bar-chart.tsx';
import { PeriodChartLegend, type PeriodChartSeries } from './period-chart-legend.tsx';
import { PeriodTypeToggle } from './period-type-toggle.tsx';
import { LEGEND_APPLY_DELAY_MS, useDelayedSelection } from './use-delayed-selection.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/period-chart');

/** One period of the chart: its label on the axis and the hours planned and worked in it. */
export interface PeriodPoint {
  label: string;
  planned: number | null;
  actual: number | null;
}

export interface PeriodChartProps<P extends string> {
  title: string;
  periodTypes: readonly P[];
  periodType: P;
  onPeriodTypeChange: (periodType: P) => void;
  periodLabel: (periodType: P) => string;
  /** undefined while the periods load. */
  points: readonly PeriodPoint[] | undefined;
  loading?: boolean;
}

type SeriesId = 'planned' | 'actual';
const SERIES_IDS: readonly SeriesId[] = ['planned', 'actual'];

/** The bar under the legend fills over the 2 s the chart waits before it applies a choice. */
const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

const hours = (value: number | null) => (value === null ? '' : `${formatHours(value)} h`);

/**
 * Planned against actual hours per period (spec 002 §9 period types Daily … Overall). The legend
 * chooses the series; the chart applies a choice 2 s after the last click.
 */
export function PeriodChart<P extends string>({
  title,
  periodTypes,
  periodType,
  onPeriodTypeChange,
  periodLabel,
  points,
  loading,
}: PeriodChartProps<P>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const selection = useDelayedSelection<SeriesId>(SERIES_IDS);

  const series: PeriodChartSeries<SeriesId>[] = [
    { id: 'planned', label: t('periodChart.planned'), color: theme.palette.primary.light },
    { id: 'actual', label: t('periodChart.actual'), color: theme.palette.secondary.main },
  ];
  const data = points ?? [];
  const shown = series.filter((item) => selection.applied.includes(item.id));
  const empty = !loading && points !== undefined && data.length === 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <PeriodTypeToggle
            periodTypes={periodTypes}
            value={periodType}
            onChange={onPeriodTypeChange}
            label={periodLabel}
          />
        </Stack>
        <PeriodChartLegend series={series} chosen={selection.pending} onToggle={selection.toggle} />
        {/* The click shows at once: the chart fades and a bar fills until the choice applies. */}
        <Box sx={{ height: 3, mb: 1, borderRadius: 1, overflow: 'hidden' }}>
          {selection.settling && (
            <Box
              key={selection.pending.join(',') || 'none'}
              data-testid="period-chart-applying"
              role="status"
              aria-label={t('periodChart.applying')}
              sx={{
                height: '100%',
                bgcolor: 'primary.main',
                transformOrigin: 'left',
                animation: `${fill} ${LEGEND_APPLY_DELAY_MS}ms linear forwards`,
              }}
            />
          )}
        </Box>
        <Box
          sx={{
            position: 'relative',
            opacity: selection.settling ? 0.45 : 1,
            transition: 'opacity 150ms',
          }}
          data-testid="period-chart"
          data-period={periodType}
          data-series={shown.map((item) => item.id).join(',')}
          data-points={points === undefined ? undefined : data.length}
        >
          <PeriodBarChart
            height={mobile ? 260 : 340}
            labels={data.map((point) => point.label)}
            formatTick={formatCount}
            series={shown.map((item) => ({
              id: item.id,
              label: item.label,
              color: item.color,
              data: data.map((point) => point[item.id]),
            }))}
            formatValue={hours}
            message={
              loading || points === undefined
                ? t('periodChart.loading')
                : empty
                  ? t('periodChart.empty')
                  : shown.length === 0
                    ? t('periodChart.noSeries')
                    : undefined
            }
          />
        </Box>
        <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }}>
          {t('periodChart.caption')}
        </Typography>
      </CardContent>
    </Card>
  );
}
