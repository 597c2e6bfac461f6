import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { deviationLevel } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/numbers.ts';
import { DEVIATION_COLOR } from '../deviation-chip/deviation-chip.tsx';
import { IndexCard } from './index-card.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/index-card');

const ACCENT = { none: undefined, onTrack: 'success', behind: 'error', ahead: 'warning' } as const;
const TEXT = {
  none: 'text.primary',
  onTrack: 'success.dark',
  behind: 'error.main',
  ahead: 'warning.dark',
} as const;

export interface DeviationIndexCardProps {
  label: string;
  /** undefined while loading; null when there is no plan. */
  value: number | null | undefined;
  caption?: ReactNode;
  /** The words for a null value, when it means something else than "No plan". */
  noneLabel?: string;
  compact?: boolean;
  /** See IndexCard. */
  phoneHeight?: number;
  'data-testid'?: string;
}

/**
 * A deviation as a headline figure: the signed percent large, in the colour of its level (±5 %,
 * spec 002 §9), the level in words under it, and the card's edge in the same colour.
 */
export function DeviationIndexCard({
  label,
  value,
  caption,
  noneLabel,
  compact,
  phoneHeight,
  'data-testid': testId,
}: DeviationIndexCardProps) {
  const { t } = useTranslation();
  const level = deviationLevel(value ?? null);
  return (
    <IndexCard
      label={label}
      compact={compact}
      phoneHeight={phoneHeight}
      accent={ACCENT[level]}
      data-testid={testId}
      value={
        value === undefined ? undefined : (
          <span data-level={level}>{value === null ? '—' : formatPercent(value, true)}</span>
        )
      }
      valueColor={TEXT[level]}
      caption={
        value !== undefined && (
          <Stack
            component="span"
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip
              component="span"
              size="small"
              color={DEVIATION_COLOR[level]}
              variant={level === 'none' ? 'outlined' : 'filled'}
              label={
                level === 'none' && noneLabel ? noneLabel : t(`dashboards.deviationLevel.${level}`)
              }
              // A narrow card (six in a row) wraps "Por debajo del plan" instead of cutting it.
              sx={{
                fontWeight: 600,
                height: 'auto',
                maxWidth: '100%',
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              }}
            />
            {caption}
          </Stack>
        )
      }
    />
  );
}
