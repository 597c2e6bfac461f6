import { ZONE_DENSITY_WINDOW_MINUTES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { PinVariant } from '../realtime-pin-layout.ts';
import { BLOCK, WARNING } from './realtime-icons.ts';
import './realtime-pin-label.css';

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

/**
 * The label's box, the same for the pin on the picture and for its measured copy: classes and
 * data attributes (realtime-pin-label.css), not a style object per pin (decision 0016).
 */
export function pinLabelProps(
  { count, density = null, selected = false }: PinLabelContent,
  variant: PinVariant,
) {
  const dense = density !== null;
  return {
    className: 'realtime-pin-label',
    'data-look': dense ? 'dense' : count === 0 ? 'empty' : 'normal',
    'data-compact': variant === 'compact' ? '' : undefined,
    'data-selected': selected ? '' : undefined,
  };
}

/** An icon as tall as the text around it times `em`; `name` is its Material Icons name. */
function EmIcon({ path, em, name }: { path: string; em: number; name: string }) {
  return (
    <svg
      data-testid={`${name}Icon`}
      viewBox="0 0 24 24"
      width={`${em}em`}
      height={`${em}em`}
      fill="currentColor"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  );
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
  const compact = variant === 'compact';
  return (
    <>
      {dense && <EmIcon path={WARNING} em={1.4} name="WarningAmberRounded" />}
      {count !== undefined && <span className="realtime-pin-label__count">{count}</span>}
      {(!compact || count === undefined) && (
        <span className="realtime-pin-label__words">
          <span className="realtime-pin-label__name">{name}</span>
          {densityText && !compact && (
            <span className="realtime-pin-label__density" data-testid="realtime-pin-density">
              {densityText}
            </span>
          )}
        </span>
      )}
      {unauthorized > 0 && (
        <span className="realtime-pin-label__unauthorized">
          <EmIcon path={BLOCK} em={1.15} name="BlockRounded" />
          {unauthorized}
        </span>
      )}
    </>
  );
}
