import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/period-chart');

export interface PeriodChartSeries<T extends string> {
  id: T;
  label: string;
  color: string;
}

export interface PeriodChartLegendProps<T extends string> {
  series: readonly PeriodChartSeries<T>[];
  chosen: readonly T[];
  onToggle: (id: T) => void;
}

/** The chart's legend as toggles: a chosen series is filled in its colour, a left-out one outlined. */
export function PeriodChartLegend<T extends string>({
  series,
  chosen,
  onToggle,
}: PeriodChartLegendProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('periodChart.legend')}
      sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}
    >
      {series.map((item) => {
        const on = chosen.includes(item.id);
        return (
          <Chip
            key={item.id}
            label={item.label}
            clickable
            role="switch"
            aria-checked={on}
            onClick={() => onToggle(item.id)}
            variant={on ? 'filled' : 'outlined'}
            sx={(theme) => ({
              fontWeight: 600,
              bgcolor: on ? item.color : undefined,
              // The series' colour decides: dark text on the orange "Actual hours" (white was 2.45:1).
              color: on ? theme.palette.getContrastText(item.color) : 'text.secondary',
              borderColor: item.color,
              '&:hover': { bgcolor: on ? item.color : undefined, opacity: 0.9 },
              '&.MuiChip-clickable:hover': { bgcolor: on ? item.color : undefined },
            })}
          />
        );
      })}
    </Stack>
  );
}
