// The arithmetic of the period chart's axes, kept apart from the drawing so it can be tested.

/**
 * Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten, about `count`
 * of them (0, 100, 200, 300, 400 for 385). An empty or all-zero chart gets 0 and 1.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const step = power * (error >= 7.07 ? 10 : error >= 3.16 ? 5 : error >= 1.41 ? 2 : 1);
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // Counted in steps, not added up, so 0.1 + 0.2 never reads 0.30000000000000004.
  for (let index = 0; index * step <= top + step / 2; index += 1) {
    ticks.push(Number((index * step).toPrecision(12)));
  }
  return ticks;
}

export interface BandLayout {
  /** Left edge of each period's band. */
  starts: number[];
  /** Width of one band (the period's bars and the gap beside them). */
  band: number;
  /** Width of one bar of a band. */
  bar: number;
}

/** Gap between two periods, as a share of a band; and between two bars of one period. */
export const CATEGORY_GAP = 0.2;
export const BAR_GAP = 0.1;

/** Bands of equal width across `width`, each holding `bars` bars side by side. */
export function bandLayout(count: number, bars: number, width: number): BandLayout {
  if (count <= 0) return { starts: [], band: 0, bar: 0 };
  const band = width / count;
  const inner = band * (1 - CATEGORY_GAP);
  const bar = bars > 0 ? inner / (bars + (bars - 1) * BAR_GAP) : 0;
  return { starts: Array.from({ length: count }, (_, index) => index * band), band, bar };
}

/**
 * Every how many periods an axis label fits without touching the next: all of them when the
 * bands are wide enough, else every second, third… always starting with the first.
 */
export function labelEvery(bandWidth: number, longestLabel: number, charWidth = 6.5): number {
  const needed = longestLabel * charWidth + 8;
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil(needed / bandWidth));
}
