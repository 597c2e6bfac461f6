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
  // A plan that starts today has people planned but no hours to date (they count through
  // yesterday): say so, beside the headcount's "Plan: 50 people", rather than "No plan".
  const startsToday =
    dashboard !== undefined &&
    !dashboard.PlannedHoursToDate &&
    (dashboard.PlannedHeadcount ?? 0) > 0;
  return (
    <DeviationIndexCard
      phoneHeight={178}
      label={t('home.deviation.label')}
      data-testid="home-deviation"
      value={dashboard === undefined ? undefined : dashboard.WorkforceDeviation}
      {...(startsToday ? { noneLabel: t('home.deviation.notYet') } : {})}
      caption={
        dashboard &&
        (startsToday
          ? t('home.deviation.startsToday')
          : !dashboard.PlannedHoursToDate
            ? t('home.deviation.noPlan')
            : t('home.deviation.hours', {
                actual: formatCount(dashboard.ActualHoursToDate),
                planned: formatCount(dashboard.PlannedHoursToDate),
              }))
      }
    />
  );
}
