import Chip from '@mui/material/Chip';
import { deviationLevel, type Dashboard } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DEVIATION_COLOR } from '../../../components/deviation-chip/deviation-chip.tsx';
import { IndexCard } from '../../../components/index-card/index-card.tsx';
import { formatHours, formatPercent } from '../../../lib/numbers.ts';

const ACCENT = { none: undefined, onTrack: 'success', behind: 'error', ahead: 'warning' } as const;

/**
 * The workforce-plan deviation index (DOMAIN.md): actual against planned hours of every
 * workforce trade to date, coloured at ±5 % like every deviation.
 */
export function DashboardsDeviationCard({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const deviation = dashboard?.WorkforceDeviation ?? null;
  const level = deviationLevel(deviation);
  const color = DEVIATION_COLOR[level];
  return (
    <IndexCard
      label={t('home.deviation.label')}
      accent={ACCENT[level]}
      data-testid="home-deviation"
      value={
        dashboard === undefined
          ? undefined
          : deviation === null
            ? '—'
            : formatPercent(deviation, true)
      }
      action={
        dashboard && (
          <Chip
            size="small"
            color={color}
            variant={level === 'none' ? 'outlined' : 'filled'}
            label={t(`dashboards.deviationLevel.${level}`)}
            sx={{ fontWeight: 600 }}
          />
        )
      }
      caption={
        dashboard &&
        (dashboard.PlannedHoursToDate === null
          ? t('home.deviation.noPlan')
          : t('home.deviation.hours', {
              actual: formatHours(dashboard.ActualHoursToDate),
              planned: formatHours(dashboard.PlannedHoursToDate),
            }))
      }
    />
  );
}
