import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { IndexCard } from '@/components/index-card/index-card.tsx';
import { formatCount } from '@/lib/numbers.ts';
import { useOnsiteCount } from '../api/get-onsite-count.ts';

/** On site now (DOMAIN.md): people whose last entrance/exit read today is In; refreshed each minute. */
export function DashboardsOnsiteCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const onsite = useOnsiteCount(projectId);
  return (
    <IndexCard
      label={t('home.onsite.label')}
      data-testid="home-onsite"
      accent="success"
      value={onsite.data ? formatCount(onsite.data.onSiteWorkersCount) : undefined}
      caption={
        <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box
            component="span"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
          />
          {t('home.onsite.caption')}
          {/* Who they are, zone by zone: the realtime dashboard. */}
          <Link
            to="/project/$id/realtime"
            params={{ id: String(projectId) }}
            data-testid="home-onsite-who"
            style={{ marginLeft: 'auto', color: 'inherit', fontWeight: 600 }}
          >
            {t('home.onsite.who')}
          </Link>
        </Stack>
      }
    />
  );
}
