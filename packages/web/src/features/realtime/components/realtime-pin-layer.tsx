import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { Orientation } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { THOUSANDTHS, type PinPlacement } from '../realtime-geometry.ts';
import { layoutPins, sectionKeepOut, type PinToLay, type Size } from '../realtime-pin-layout.ts';
import { RealtimePin } from './realtime-pin.tsx';
import {
  RealtimePinLabelBody,
  pinLabelProps,
  type PinLabelContent,
} from './realtime-pin-label.tsx';

export interface RealtimePinModel extends PinLabelContent {
  zoneId: number;
  orientation: Orientation;
  placement: PinPlacement;
}

type Measured = Map<number, { full: Size; compact: Size }>;

/** Selected first, then alarms, then zones with people: they keep their place and their words. */
function rankOf(pin: RealtimePinModel): number {
  if (pin.selected) return 0;
  if (pin.density) return 1;
  if (pin.unauthorized) return 2;
  return pin.count ? 3 : 4;
}

/**
 * The live view's pins over a picture: each label is measured in both its sizes (an invisible
 * copy), then laid out so that no two overlap and none leaves the picture
 * (realtime-pin-layout.ts). Laid out again when the picture's size, the counts or the language
 * change.
 */
export function RealtimePinLayer({
  pins,
  onSelect,
  section = false,
}: {
  pins: readonly RealtimePinModel[];
  onSelect: (zoneId: number) => void;
  /** A building section (side placement): labels keep off its title and floor names. */
  section?: boolean;
}) {
  const { i18n } = useTranslation();
  const layerRef = useRef<HTMLDivElement>(null);
  const copies = useRef(new Map<string, HTMLElement>());
  const [box, setBox] = useState<Size>({ width: 0, height: 0 });
  const [measured, setMeasured] = useState<Measured>(new Map());

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const update = () => setBox({ width: layer.clientWidth, height: layer.clientHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(layer);
    return () => observer.disconnect();
  }, []);

  const content = pins
    .map((p) =>
      [
        p.zoneId,
        p.name,
        p.count,
        p.density?.workerCount,
        p.density?.cutoff,
        p.unauthorized,
        p.selected,
      ].join(':'),
    )
    .join('|');
  // After the paint, not inside the commit: measuring forces a layout and the answer draws the
  // pins again, which inside the commit made one long task of the whole picture's first draw.
  // The pins stay hidden until they are laid out, so none is seen out of place.
  useEffect(() => {
    const sizeOf = (key: string): Size => {
      const rect = copies.current.get(key)?.getBoundingClientRect();
      return { width: Math.ceil(rect?.width ?? 0), height: Math.ceil(rect?.height ?? 0) };
    };
    setMeasured(
      new Map(
        pins.map((p) => [
          p.zoneId,
          { full: sizeOf(`${p.zoneId}:full`), compact: sizeOf(`${p.zoneId}:compact`) },
        ]),
      ),
    );
    // The copies' sizes follow the content, the language and the picture's width (font sizes
    // are in container units).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content, i18n.language, box.width]);

  const laid = useMemo(() => {
    if (box.width <= 0 || box.height <= 0) return null;
    const toLay: PinToLay[] = [];
    for (const pin of pins) {
      const size = measured.get(pin.zoneId);
      if (!size || size.full.width === 0) return null;
      toLay.push({
        key: pin.zoneId,
        x: (pin.orientation.x / THOUSANDTHS) * box.width,
        y: (pin.orientation.y / THOUSANDTHS) * box.height,
        placement: pin.placement,
        full: size.full,
        compact: size.compact,
        rank: rankOf(pin),
      });
    }
    const keepOut = section ? sectionKeepOut(box) : [];
    return {
      pins: layoutPins(toLay, box, keepOut),
      points: new Map(toLay.map((p) => [p.key, p])),
    };
  }, [pins, measured, box, section]);

  return (
    <Box ref={layerRef} sx={{ position: 'absolute', inset: 0 }}>
      <Box
        aria-hidden
        // Clipped to nothing: a copy wider than the picture must not widen the page.
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: 0,
          height: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        {pins.flatMap((pin) =>
          (['full', 'compact'] as const).map((variant) => (
            <div
              key={`${pin.zoneId}:${variant}`}
              ref={(element: HTMLElement | null) => {
                const key = `${pin.zoneId}:${variant}`;
                if (element) copies.current.set(key, element);
                else copies.current.delete(key);
              }}
              {...pinLabelProps(pin, variant)}
              style={{ position: 'absolute', left: 0, top: 0, width: 'max-content' }}
            >
              <RealtimePinLabelBody {...pin} variant={variant} />
            </div>
          )),
        )}
      </Box>
      <div style={laid === null ? { visibility: 'hidden' } : undefined}>
        {pins.map(({ zoneId, ...pin }) => {
          const spot = laid?.pins.get(zoneId);
          const point = laid?.points.get(zoneId);
          return (
            <RealtimePin
              key={zoneId}
              {...pin}
              variant={spot?.variant ?? 'full'}
              offset={
                spot?.rect && point
                  ? { x: spot.rect.left - point.x, y: spot.rect.top - point.y }
                  : undefined
              }
              onClick={() => onSelect(zoneId)}
            />
          );
        })}
      </div>
    </Box>
  );
}
