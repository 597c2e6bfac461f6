import type { Dashboard } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DeviationIndexCard } from '@/components/index-card/deviation-index-card.tsx';
import { formatCount } from '@/lib/numbers.ts';

/**
 * The workforce-plan deviation index (DOMAIN.md): actual against planned hours of every
 * workforce trade to date, coloured at ±5 % like every deviation.
 */
export function DashboardsDeviationCard({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  return (
    <DeviationIndexCard
      phoneHeight={178}
      label={t('home.deviation.label')}
      data-testid="home-deviation"
      value={dashboard === undefined ? undefined : dashboard.WorkforceDeviation}
      caption={
        dashboard &&
        (!dashboard.PlannedHoursToDate
          ? t('home.deviation.noPlan')
          : t('home.deviation.hours', {
              actual: formatCount(dashboard.ActualHoursToDate),
              planned: formatCount(dashboard.PlannedHoursToDate),
            }))
      }
    />
  );
}
