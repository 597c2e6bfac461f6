import { describe, expect, it } from 'vitest';
import {
  candidatePlacements,
  labelRect,
  layoutPins,
  overlaps,
  PIN_DOT_RADIUS,
  sectionKeepOut,
  type PinToLay,
  type Rect,
} from './realtime-pin-layout.ts';

const full = { width: 260, height: 40 };
const compact = { width: 44, height: 22 };

function pin(key: number, x: number, y: number, extra: Partial<PinToLay> = {}): PinToLay {
  return { key, x, y, placement: 'TopRight', full, compact, rank: 0, ...extra };
}

function inside(rect: Rect, box: { width: number; height: number }) {
  return (
    rect.left >= 0 &&
    rect.top >= 0 &&
    rect.left + rect.width <= box.width &&
    rect.top + rect.height <= box.height
  );
}

describe('pin labels on a picture', () => {
  it('tries the stored placement first, then its neighbours round the compass', () => {
    expect(candidatePlacements('TopRight')).toEqual([
      'TopRight',
      'Right',
      'TopCenter',
      'BottomRight',
      'TopLeft',
      'BottomCenter',
      'Left',
      'BottomLeft',
    ]);
  });

  it('keeps a lone pin’s full label at its stored placement', () => {
    const laid = layoutPins([pin(1, 100, 100)], { width: 600, height: 600 });
    expect(laid.get(1)).toEqual({
      variant: 'full',
      placement: 'TopRight',
      rect: { left: 108, top: 52, width: 260, height: 40 },
    });
  });

  it('moves a label that would leave the picture back inside it', () => {
    const rect = labelRect({ x: 580, y: 300 }, full, 'TopCenter', { width: 600, height: 600 });
    expect(rect).toEqual({ left: 340, top: 252, width: 260, height: 40 });
  });

  it('lays a tower’s thirteen floors, a few pixels apart, without one overlap or spill', () => {
    // A side picture on a phone: 360 px wide, floors 24 px apart, every pin on the same column.
    const box = { width: 360, height: 400 };
    const floors = Array.from({ length: 13 }, (_, i) =>
      pin(i + 1, 180, 40 + i * 24, {
        full: { width: 300, height: 44 },
        compact: { width: 52, height: 21 },
        rank: i % 3,
      }),
    );
    const laid = layoutPins(floors, box);
    const rects = [...laid.values()].flatMap((l) => (l.rect ? [l.rect] : []));
    expect(rects.length).toBe(13);
    for (const [i, a] of rects.entries()) {
      expect(inside(a, box)).toBe(true);
      for (const b of rects.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      // No label hides a floor's point.
      for (const f of floors) {
        const dot = {
          left: f.x - PIN_DOT_RADIUS,
          top: f.y - PIN_DOT_RADIUS,
          width: 2 * PIN_DOT_RADIUS,
          height: 2 * PIN_DOT_RADIUS,
        };
        expect(overlaps(a, dot)).toBe(false);
      }
    }
  });

  it('keeps a section’s labels off its title and its floor names, moved or not', () => {
    // The tower section as the demo draws it (585 × 651 shown 320 px wide): floor names down the
    // left edge, the title across the top; the floors' pins in one column at 55 %.
    const box = { width: 320, height: 356 };
    const floors = Array.from({ length: 13 }, (_, i) =>
      pin(i + 1, 176, 44 + i * 23.5, {
        // Each floor prefers its label on the left, towards the floor's name.
        placement: i % 2 ? 'Left' : 'TopCenter',
        full: { width: 120, height: 22 },
        compact: { width: 30, height: 20 },
        rank: i % 3,
      }),
    );
    const keepOut = sectionKeepOut(box);
    const laid = layoutPins(floors, box, keepOut);
    const rects = [...laid.values()].flatMap((l) => (l.rect ? [l.rect] : []));
    expect(rects.length).toBeGreaterThan(6);
    for (const [i, a] of rects.entries()) {
      for (const area of keepOut) expect(overlaps(a, area)).toBe(false);
      for (const b of rects.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
    // Without the bands the same pins do cover them: the test would see a regression.
    const loose = [...layoutPins(floors, box).values()].flatMap((l) => (l.rect ? [l.rect] : []));
    expect(loose.some((a) => keepOut.some((area) => overlaps(a, area)))).toBe(true);
  });

  it('gives the pin that ranks first its full label; the other keeps clear of it', () => {
    const box = { width: 600, height: 300 };
    for (const [first, second] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const laid = layoutPins(
        [
          pin(1, 200, 100, { rank: first === 1 ? 0 : 1 }),
          pin(2, 200, 130, { rank: first === 2 ? 0 : 1 }),
        ],
        box,
      );
      expect(laid.get(first)?.variant).toBe('full');
      expect(laid.get(second)?.variant).not.toBe('dot');
      const [a, b] = [laid.get(1)?.rect, laid.get(2)?.rect];
      if (a && b) expect(overlaps(a, b)).toBe(false);
    }
  });

  it('leaves only the point when not even the count fits', () => {
    const box = { width: 40, height: 40 };
    const laid = layoutPins([pin(1, 20, 20)], box);
    expect(laid.get(1)).toEqual({ variant: 'dot', placement: 'TopRight', rect: null });
  });
});
