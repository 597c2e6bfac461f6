import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/numbers.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/index-card');

export interface IndexTrendProps {
  /** Change in percentage points; null when it cannot be worked out. */
  value: number | null;
  /** What the change is measured against ("vs 7 days earlier"). */
  suffix: string;
}

/** A trend under an index: an arrow and the signed change in points, green up, red down. */
export function IndexTrend({ value, suffix }: IndexTrendProps) {
  const { t } = useTranslation();
  if (value === null) {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {t('indexCard.noTrend')}
      </Typography>
    );
  }
  const up = value > 0;
  const down = value < 0;
  const Icon = up ? ArrowUpwardIcon : down ? ArrowDownwardIcon : RemoveIcon;
  const color = up ? 'success.main' : down ? 'error.main' : 'text.secondary';
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="small" sx={{ color }} />
      <Typography variant="body2" component="span" sx={{ color, fontWeight: 600 }}>
        {t('indexCard.points', { value: formatPoints(value) })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {suffix}
      </Typography>
    </Stack>
  );
}
