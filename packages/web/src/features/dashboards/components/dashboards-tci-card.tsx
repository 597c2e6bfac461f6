import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { IndexCard } from '@/components/index-card/index-card.tsx';
import { IndexTrend } from '@/components/index-card/index-trend.tsx';
import { formatPercent } from '@/lib/numbers.ts';

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

/**
 * The trade-completion index (DOMAIN.md TCI): hours worked against the whole plan of the
 * workforce trades, with its seven-day trend, and the same over the critical trades.
 */
export function DashboardsTciCard({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const trendSuffix = t('home.tci.trendSuffix');
  return (
    <IndexCard
      phoneHeight={193}
      label={t('home.tci.label')}
      data-testid="home-tci"
      value={dashboard ? percentOrDash(dashboard.TciValue) : undefined}
      caption={dashboard && <IndexTrend value={dashboard.TciTrend} suffix={trendSuffix} />}
    >
      {dashboard && (
        <>
          <Divider sx={{ mb: 1.5 }} />
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t('home.tci.critical')}
            </Typography>
            <Typography
              data-testid="home-tci-critical-value"
              sx={{ fontWeight: 700, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}
            >
              {percentOrDash(dashboard.TciValueCritical)}
            </Typography>
          </Stack>
          <IndexTrend value={dashboard.TciTrendCritical} suffix={trendSuffix} />
        </>
      )}
    </IndexCard>
  );
}
