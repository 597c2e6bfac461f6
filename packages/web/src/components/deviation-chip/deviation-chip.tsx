import Chip, { type ChipProps } from '@mui/material/Chip';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { deviationLevel, type DeviationLevel } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/numbers.ts';

/**
 * spec 002 §9 "Deviation colours change at 5%": on track green; behind plan red (fewer hours than
 * planned — the side a superintendent must act on); over plan amber; no plan neutral.
 */
export const DEVIATION_COLOR: Record<DeviationLevel, 'default' | 'success' | 'error' | 'warning'> =
  {
    none: 'default',
    onTrack: 'success',
    behind: 'error',
    ahead: 'warning',
  };

const ICON = {
  none: TrendingFlatIcon,
  onTrack: TrendingFlatIcon,
  behind: TrendingDownIcon,
  ahead: TrendingUpIcon,
};

export interface DeviationChipProps {
  /** Percent, (actual − planned) / planned × 100; null when there is no plan. */
  value: number | null | undefined;
  size?: ChipProps['size'];
}

/** A deviation as a coloured chip; its title says the level in words, so colour is not alone. */
export function DeviationChip({ value, size = 'small' }: DeviationChipProps) {
  const { t } = useTranslation();
  const level = deviationLevel(value ?? null);
  const Icon = ICON[level];
  const label = level === 'none' ? t('dashboards.noPlan') : formatPercent(value ?? 0, true);
  const meaning = t(`dashboards.deviationLevel.${level}`);
  return (
    <Chip
      size={size}
      color={DEVIATION_COLOR[level]}
      variant={level === 'none' ? 'outlined' : 'filled'}
      icon={level === 'none' ? undefined : <Icon />}
      label={label}
      title={meaning}
      data-level={level}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
