import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import { ZONE_DENSITY_WINDOW_MINUTES, type Orientation } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { bubbleGeometry, toPercent, type PinPlacement } from '../realtime-geometry.ts';

/** Gap between the pin's point and its bubble, in pixels. */
const GAP = 6;

export interface PinDensity {
  workerCount: number;
  cutoff: number;
}

export interface RealtimePinProps {
  name: string;
  /** Workers the pin counts; undefined in the editor, where a pin has no count. */
  count?: number;
  orientation: Orientation;
  placement: PinPlacement;
  /**
   * The zone's active density alert (shown in the density view). Its count is of a different
   * rule from the pin's (everyone read there in the last 15 minutes, against workers last seen
   * there), so the pin says it beside its own count rather than leave a red 0 unexplained.
   */
  density?: PinDensity | null;
  /** Workers with unauthorized reads in the zone (shown in the unauthorized view). */
  unauthorized?: number;
  selected?: boolean;
  onClick?: () => void;
  /** The editor drags pins with the pointer and nudges them with the arrow keys. */
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/**
 * A zone pin: a dot on the point and a bubble with the count beside it, placed by the pin's
 * placement. Sizes follow the picture's width (container units), so the pins stay legible
 * on the site office's big screen and still fit on a phone.
 */
export function RealtimePin({
  name,
  count,
  orientation,
  placement,
  density = null,
  unauthorized = 0,
  selected = false,
  onClick,
  onPointerDown,
  onKeyDown,
}: RealtimePinProps) {
  const { t } = useTranslation();
  const { translateX, translateY, vertical, horizontal } = bubbleGeometry(placement);
  const dense = density !== null;
  const densityText =
    density &&
    t('realtime.pin.density', {
      workers: density.workerCount,
      minutes: ZONE_DENSITY_WINDOW_MINUTES,
      cutoff: density.cutoff,
    });
  // Nobody there: the pin steps back so the zones with people stand out across the room.
  const empty = count === 0 && !dense;
  const dx = horizontal === 'before' ? -GAP : horizontal === 'after' ? GAP : 0;
  const dy = vertical === 'above' ? -GAP : vertical === 'below' ? GAP : 0;
  const label = [
    count === undefined ? name : t('realtime.pin.label', { name, count }),
    densityText && `${t('realtime.pin.dense')}: ${densityText}`,
    unauthorized ? t('realtime.pin.unauthorized', { count: unauthorized }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box
      data-testid="realtime-pin"
      data-placement={placement}
      sx={{
        position: 'absolute',
        ...toPercent(orientation),
        width: 0,
        height: 0,
        zIndex: selected ? 3 : 2,
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          width: 14,
          height: 14,
          transform: 'translate(-50%, -50%)',
          borderRadius: '50%',
          bgcolor: dense ? 'error.main' : 'primary.main',
          border: '3px solid white',
          boxShadow: `0 0 0 1px ${alpha(theme.palette.common.black, 0.35)}`,
        })}
      />
      <ButtonBase
        onClick={onClick}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-pressed={onClick ? selected : undefined}
        sx={(theme) => ({
          position: 'absolute',
          transform: `translate(calc(${translateX} + ${dx}px), calc(${translateY} + ${dy}px))`,
          display: 'flex',
          alignItems: 'center',
          gap: '0.4em',
          px: '0.6em',
          py: '0.25em',
          fontSize: 'clamp(11px, 1.6cqi, 22px)',
          whiteSpace: 'nowrap',
          borderRadius: '0.6em',
          textAlign: 'left',
          bgcolor: dense ? 'error.main' : 'background.paper',
          color: dense ? 'error.contrastText' : 'text.primary',
          border: '2px solid',
          borderColor: selected
            ? 'secondary.main'
            : dense
              ? 'error.dark'
              : empty
                ? 'grey.400'
                : 'primary.main',
          boxShadow: selected ? 6 : 3,
          outline: selected ? `3px solid ${alpha(theme.palette.secondary.main, 0.45)}` : 'none',
          cursor: onPointerDown ? 'grab' : onClick ? 'pointer' : 'default',
          touchAction: onPointerDown ? 'none' : undefined,
        })}
      >
        {dense && <WarningAmberRoundedIcon aria-hidden sx={{ fontSize: '1.6em' }} />}
        {count !== undefined && (
          <Box
            component="span"
            sx={{
              fontSize: 'clamp(18px, 3.4cqi, 48px)',
              fontWeight: 800,
              lineHeight: 1.05,
              color: empty ? 'text.disabled' : undefined,
            }}
          >
            {count}
          </Box>
        )}
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box
            component="span"
            sx={{
              fontWeight: 600,
              lineHeight: 1.15,
              maxWidth: '14em',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              color: empty ? 'text.secondary' : undefined,
              // On a phone-sized picture a pin with a count shows the count only; its zone's
              // name heads the list below, and names would cover each other.
              ...(count !== undefined && {
                '@container (max-width: 560px)': { display: 'none' },
              }),
            }}
          >
            {name}
          </Box>
          {densityText && (
            <Box
              component="span"
              data-testid="realtime-pin-density"
              sx={{ fontSize: '0.8em', fontWeight: 700, lineHeight: 1.15 }}
            >
              {densityText}
            </Box>
          )}
        </Box>
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
      </ButtonBase>
    </Box>
  );
}
