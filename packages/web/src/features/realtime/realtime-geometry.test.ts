import { describe, expect, it } from 'vitest';
import {
  bubbleGeometry,
  parsePlacement,
  PIN_PLACEMENTS,
  toPercent,
  toThousandths,
} from './realtime-geometry.ts';
import { maxCropZoom, widestCropWidth } from './editor/realtime-crop.ts';

describe('pin geometry', () => {
  it('stores a point as thousandths of the picture and shows it back as percentages', () => {
    const size = { width: 940, height: 651 };
    const stored = toThousandths({ x: 470, y: 162.75 }, size);
    expect(stored).toEqual({ x: 500, y: 250 });
    expect(toPercent(stored)).toEqual({ left: '50%', top: '25%' });
    // The same thousandths land on the same spot of a phone-sized picture.
    expect(toThousandths({ x: 175.5, y: 60.75 }, { width: 351, height: 243 })).toEqual({
      x: 500,
      y: 250,
    });
  });

  it('keeps a point dragged past the edge on the picture', () => {
    expect(toThousandths({ x: -20, y: 700 }, { width: 940, height: 651 })).toEqual({
      x: 0,
      y: 1000,
    });
  });

  it('puts the bubble on the side the placement names', () => {
    expect(bubbleGeometry('TopLeft')).toMatchObject({
      translateX: '-100%',
      translateY: '-100%',
      vertical: 'above',
      horizontal: 'before',
    });
    expect(bubbleGeometry('TopCenter')).toMatchObject({ translateX: '-50%', translateY: '-100%' });
    expect(bubbleGeometry('TopRight')).toMatchObject({ translateX: '0%', translateY: '-100%' });
    expect(bubbleGeometry('Right')).toMatchObject({ translateX: '0%', translateY: '-50%' });
    expect(bubbleGeometry('BottomRight')).toMatchObject({ translateX: '0%', translateY: '0%' });
    expect(bubbleGeometry('BottomCenter')).toMatchObject({ translateX: '-50%', translateY: '0%' });
    expect(bubbleGeometry('BottomLeft')).toMatchObject({ translateX: '-100%', translateY: '0%' });
    expect(bubbleGeometry('Left')).toMatchObject({ translateX: '-100%', translateY: '-50%' });
  });

  it('never places two placements the same way', () => {
    const shapes = PIN_PLACEMENTS.map((p) => {
      const g = bubbleGeometry(p);
      return `${g.translateX}/${g.translateY}`;
    });
    expect(new Set(shapes).size).toBe(8);
  });

  it('reads stored placements case-insensitively, defaulting to TopRight', () => {
    expect(parsePlacement('topright')).toBe('TopRight');
    expect(parsePlacement('BOTTOMLEFT')).toBe('BottomLeft');
    expect(parsePlacement(null)).toBe('TopRight');
    expect(parsePlacement('middle')).toBe('TopRight');
  });
});

describe('crop limits', () => {
  it('allows zooming in only down to the minimum crop width of the placement', () => {
    // 2340 wide, wide enough for a 1.6 crop across the full width: zoom up to 2340/1170 = 2.
    expect(widestCropWidth({ width: 2340, height: 2000 }, 'top')).toBe(2340);
    expect(maxCropZoom({ width: 2340, height: 2000 }, 'top')).toBe(2);
    // A tall crop (0.8) of a landscape picture is limited by its height: 1000 × 0.8 = 800.
    expect(widestCropWidth({ width: 2340, height: 1000 }, 'side')).toBe(800);
    expect(maxCropZoom({ width: 2340, height: 1000 }, 'side')).toBeCloseTo(800 / 585);
  });

  it('refuses a picture too narrow for the placement', () => {
    expect(maxCropZoom({ width: 1000, height: 900 }, 'top')).toBeNull();
    // Wide enough, but too short for a 1.6 crop of 1170: 700 × 1.6 = 1120.
    expect(maxCropZoom({ width: 3000, height: 700 }, 'top')).toBeNull();
    expect(maxCropZoom({ width: 1000, height: 900 }, 'side')).not.toBeNull();
  });
});
