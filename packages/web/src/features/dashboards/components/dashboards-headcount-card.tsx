import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { Dashboard } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { IndexCard } from '@/components/index-card/index-card.tsx';
import { formatCount } from '@/lib/numbers.ts';
import { DashboardsHeadcountBreakdown } from './dashboards-headcount-breakdown.tsx';

/** Headcount of the day: workers with a presence, the plan beside it, the breakdown on hover or tap. */
export function DashboardsHeadcountCard({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const breakdown = dashboard?.HeadcountBreakdown;
  const caption = dashboard
    ? [
        dashboard.PlannedHeadcount === null
          ? t('home.headcount.noPlan')
          : t('home.headcount.planned', { count: dashboard.PlannedHeadcount }),
        breakdown && breakdown.UnassignedHeadcount > 0
          ? t('home.headcount.unassigned', { count: breakdown.UnassignedHeadcount })
          : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <IndexCard
      phoneHeight={166}
      label={t('home.headcount.label')}
      accent="primary"
      data-testid="home-headcount"
      value={breakdown ? formatCount(breakdown.WorkerHeadcount) : undefined}
      caption={caption}
      action={
        breakdown && (
          <Tooltip
            title={<DashboardsHeadcountBreakdown breakdown={breakdown} />}
            enterTouchDelay={0}
            leaveTouchDelay={8000}
            arrow
          >
            <IconButton size="small" aria-label={t('home.headcount.breakdown')}>
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    />
  );
}
