import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HeadcountBreakdown } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/numbers.ts';

function Line({ label, value, indent }: { label: string; value: number; indent?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 3, pl: indent ? 1.5 : 0 }}>
      <Typography variant="body2" component="span">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatCount(value)}
      </Typography>
    </Stack>
  );
}

/**
 * The headcount's tooltip (spec 000 §2 Home, §3 HeadcountBreakdown): who was counted, and by
 * shift. A night shift that spans midnight counts on the day it started.
 */
export function DashboardsHeadcountBreakdown({ breakdown }: { breakdown: HeadcountBreakdown }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.75} sx={{ minWidth: 220, py: 0.5 }} data-testid="headcount-breakdown">
      <Line label={t('home.breakdown.workers')} value={breakdown.WorkerHeadcount} />
      <Line
        label={t('home.breakdown.ownerServices')}
        value={breakdown.OwnerServicesHeadcount}
        indent
      />
      <Line label={t('home.breakdown.unassigned')} value={breakdown.UnassignedHeadcount} />
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.3)' }} />
      <Line label={t('home.breakdown.dayShift')} value={breakdown.DayShiftHeadcount} />
      <Line label={t('home.breakdown.nightShift')} value={breakdown.NightShiftHeadcount} />
      <Line label={t('home.breakdown.notApplicable')} value={breakdown.NotApplicableHeadcount} />
      {breakdown.HasSpanningMidnightShift && (
        <Typography variant="caption" component="p" sx={{ opacity: 0.85, maxWidth: 260 }}>
          {t('home.breakdown.spanningMidnight')}
        </Typography>
      )}
    </Stack>
  );
}
