import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import { ZONE_DENSITY_WINDOW_MINUTES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { PinVariant } from '../realtime-pin-layout.ts';

export interface PinDensity {
  workerCount: number;
  cutoff: number;
}

/** What a pin's label says. */
export interface PinLabelContent {
  name: string;
  /** Workers the pin counts; undefined in the editor, where a pin has no count. */
  count?: number;
  /**
   * The zone's active density alert (shown in the density view). Its count is of a different
   * rule from the pin's (everyone read there in the last 15 minutes, against workers last seen
   * there), so the pin says it beside its own count rather than leave a red 0 unexplained.
   */
  density?: PinDensity | null;
  /** Workers with unauthorized reads in the zone (shown in the unauthorized view). */
  unauthorized?: number;
  selected?: boolean;
}

function useDensityText(density: PinDensity | null | undefined): string | null {
  const { t } = useTranslation();
  return density
    ? t('realtime.pin.density', {
        workers: density.workerCount,
        minutes: ZONE_DENSITY_WINDOW_MINUTES,
        cutoff: density.cutoff,
      })
    : null;
}

/** The pin's whole story in words: its accessible name, and its tooltip when shortened. */
export function usePinLabelText({ name, count, density, unauthorized = 0 }: PinLabelContent) {
  const { t } = useTranslation();
  const densityText = useDensityText(density);
  return [
    count === undefined ? name : t('realtime.pin.label', { name, count }),
    densityText && `${t('realtime.pin.dense')}: ${densityText}`,
    unauthorized ? t('realtime.pin.unauthorized', { count: unauthorized }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The label's box: the same for the pin on the picture and for its measured copy. */
export function pinLabelSx(
  theme: Theme,
  { count, density = null, selected = false }: PinLabelContent,
  variant: PinVariant,
): Record<string, string | number> {
  const dense = density !== null;
  const empty = count === 0 && !dense;
  const compact = variant === 'compact';
  return {
    display: 'flex',
    alignItems: 'center',
    gap: compact ? '0.25em' : '0.4em',
    px: compact ? '0.45em' : '0.6em',
    py: compact ? '0.1em' : '0.25em',
    fontSize: 'clamp(11px, 1.6cqi, 22px)',
    whiteSpace: 'nowrap',
    borderRadius: '0.6em',
    textAlign: 'left',
    bgcolor: dense ? theme.palette.error.main : theme.palette.background.paper,
    color: dense ? theme.palette.error.contrastText : theme.palette.text.primary,
    border: '2px solid',
    borderColor: selected
      ? theme.palette.secondary.main
      : dense
        ? theme.palette.error.dark
        : empty
          ? theme.palette.grey[500]
          : theme.palette.primary.main,
    boxShadow: selected ? theme.shadows[6] : theme.shadows[3],
    outline: selected ? `3px solid ${theme.palette.secondary.light}` : 'none',
  };
}

/** What is inside the label: the warning, the count, the name and the density line, the chip. */
export function RealtimePinLabelBody({
  name,
  count,
  density = null,
  unauthorized = 0,
  variant,
}: PinLabelContent & { variant: PinVariant }) {
  const densityText = useDensityText(density);
  const dense = density !== null;
  const empty = count === 0 && !dense;
  const compact = variant === 'compact';
  return (
    <>
      {dense && <WarningAmberRoundedIcon aria-hidden sx={{ fontSize: '1.4em' }} />}
      {count !== undefined && (
        <Box
          component="span"
          sx={{
            fontSize: compact ? '1.3em' : 'clamp(18px, 3.4cqi, 48px)',
            fontWeight: 800,
            lineHeight: 1.05,
            color: empty ? 'text.secondary' : undefined,
          }}
        >
          {count}
        </Box>
      )}
      {(!compact || count === undefined) && (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              fontWeight: 600,
              lineHeight: 1.15,
              maxWidth: '14em',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {name}
          </Box>
          {densityText && !compact && (
            <Box
              component="span"
              data-testid="realtime-pin-density"
              // Never under 11 px: the line is read from across the site office.
              sx={{ fontSize: 'max(11px, 0.85em)', fontWeight: 700, lineHeight: 1.15 }}
            >
              {densityText}
            </Box>
          )}
        </Box>
      )}
      {unauthorized > 0 && (
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: '0.15em',
            px: '0.35em',
            borderRadius: '0.5em',
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            fontWeight: 800,
          }}
        >
          <BlockRoundedIcon aria-hidden sx={{ fontSize: '1.15em' }} />
          {unauthorized}
        </Box>
      )}
    </>
  );
}
