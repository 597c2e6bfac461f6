import Tooltip from '@mui/material/Tooltip';
import type { Orientation } from '@siteline/shared';
import { bubbleGeometry, toPercent, type PinPlacement } from '../realtime-geometry.ts';
import { PIN_GAP, type PinVariant } from '../realtime-pin-layout.ts';
import {
  RealtimePinLabelBody,
  pinLabelProps,
  usePinLabelText,
  type PinLabelContent,
} from './realtime-pin-label.tsx';
import './realtime-pin.css';

export type { PinDensity } from './realtime-pin-label.tsx';

export interface RealtimePinProps extends PinLabelContent {
  orientation: Orientation;
  placement: PinPlacement;
  /**
   * What the label shows (realtime-pin-layout.ts): everything, the count only, or nothing but
   * the point. The detail of a shortened pin is in its tooltip and its accessible name.
   */
  variant?: PinVariant;
  /** Where the label's top left lies from the point, in pixels; by default the placement's spot. */
  offset?: { x: number; y: number };
  onClick?: () => void;
  /** The editor drags pins with the pointer and nudges them with the arrow keys. */
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/**
 * A zone pin: a dot on the point and a label with the count beside it. Sizes follow the
 * picture's width (container units), so the pins stay legible on the site office's big screen
 * and still fit on a phone; the live view lays the labels out so none overlaps or spills.
 * Plain elements (decision 0016): a picture can carry dozens of pins.
 */
export function RealtimePin({
  orientation,
  placement,
  variant = 'full',
  offset,
  onClick,
  onPointerDown,
  onKeyDown,
  ...content
}: RealtimePinProps) {
  const label = usePinLabelText(content);
  const dense = (content.density ?? null) !== null;
  const selected = content.selected ?? false;
  const { translateX, translateY, vertical, horizontal } = bubbleGeometry(placement);
  const dx = horizontal === 'before' ? -PIN_GAP : horizontal === 'after' ? PIN_GAP : 0;
  const dy = vertical === 'above' ? -PIN_GAP : vertical === 'below' ? PIN_GAP : 0;
  const transform = offset
    ? `translate(${offset.x}px, ${offset.y}px)`
    : `translate(calc(${translateX} + ${dx}px), calc(${translateY} + ${dy}px))`;
  const handlers = { onClick, onPointerDown, onKeyDown };
  const pressed = onClick ? selected : undefined;

  return (
    <div
      data-testid="realtime-pin"
      data-placement={placement}
      data-variant={variant}
      className="realtime-pin"
      data-selected={selected ? '' : undefined}
      style={toPercent(orientation)}
    >
      {variant === 'dot' ? (
        <PinTooltip title={label}>
          <button
            type="button"
            {...handlers}
            aria-label={label}
            aria-pressed={pressed}
            className="realtime-pin__dot-button"
          >
            <PinDot dense={dense} selected={selected} />
          </button>
        </PinTooltip>
      ) : (
        <>
          <PinDot dense={dense} selected={selected} />
          <PinTooltip title={variant === 'compact' ? label : ''}>
            <button
              type="button"
              {...handlers}
              data-testid="realtime-pin-label"
              aria-label={label}
              aria-pressed={pressed}
              {...pinLabelProps(content, variant)}
              style={{
                position: 'absolute',
                left: 0,
                top: 0,
                transform,
                cursor: onPointerDown ? 'grab' : onClick ? 'pointer' : 'default',
                touchAction: onPointerDown ? 'none' : undefined,
              }}
            >
              <RealtimePinLabelBody {...content} variant={variant} />
            </button>
          </PinTooltip>
        </>
      )}
    </div>
  );
}

function PinTooltip({ title, children }: { title: string; children: React.ReactElement }) {
  if (!title) return children;
  return (
    <Tooltip title={title} describeChild arrow>
      {children}
    </Tooltip>
  );
}

/** The point itself: drawn by realtime-pin.css (decision 0016: no style object per pin). */
function PinDot({ dense, selected }: { dense: boolean; selected: boolean }) {
  return (
    <span
      aria-hidden
      className="realtime-pin__dot"
      data-dense={dense ? '' : undefined}
      data-selected={selected ? '' : undefined}
    />
  );
}
