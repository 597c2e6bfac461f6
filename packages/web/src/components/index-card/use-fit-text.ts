import { useLayoutEffect, useRef } from 'react';

/** The smallest a figure is made, as a share of its own size: past that it may be cut. */
const MIN_SCALE = 0.5;

/** The CSS variable the text's font size is multiplied by (`calc(1em * var(--fit-scale, 1))`). */
export const FIT_SCALE = '--fit-scale';

interface Fit {
  box: HTMLElement;
  text: HTMLElement;
  /** The scale last written: the text's natural width is its width divided by it. */
  scale: number;
}

/** Each watched element to its fit (a box and its text both lead to the one fit). */
const fits = new Map<Element, Fit>();
let observer: ResizeObserver | null = null;

/**
 * The scale that makes text of `natural` width fit `available`: 1 when it fits, never under
 * MIN_SCALE, rounded down so that sub-pixel widths never tip it back over.
 */
export function fitScale(natural: number, available: number): number {
  if (natural <= available || natural === 0) return 1;
  return Math.max(MIN_SCALE, Math.floor((available / natural) * 1000) / 1000);
}

/**
 * One observer for every figure on the page. It is called after the browser's layout and before
 * its paint, so reading widths costs nothing; all widths are read before any scale is written,
 * so the page is laid out once more at most, not once per card (a card that measured itself
 * while React mounted it forced a whole layout of the page in the middle of the first draw).
 */
function refit(entries: ResizeObserverEntry[]): void {
  const touched = new Set<Fit>();
  for (const entry of entries) {
    const fit = fits.get(entry.target);
    if (fit) touched.add(fit);
  }
  const next = [...touched].map((fit) => ({
    fit,
    scale: fitScale(fit.text.scrollWidth / fit.scale, fit.box.clientWidth),
  }));
  for (const { fit, scale } of next) {
    if (scale === fit.scale) continue;
    fit.scale = scale;
    fit.text.style.setProperty(FIT_SCALE, String(scale));
  }
}

/**
 * Keeps a figure on one line inside its box: when the text at its own size is wider than the
 * box, its font is made just small enough to fit (never larger than its own size). The text's
 * font size must be `calc(1em * var(--fit-scale, 1))`, and the box's height must not follow the
 * text (a fixed line): a box resized by its own text's scale would be a second round of
 * notifications at the same depth, which the browser reports as a ResizeObserver loop. Measured
 * again whenever the box or the text changes size (a new value, a turned phone); no re-render.
 */
export function useFitText<B extends HTMLElement, T extends HTMLElement>() {
  const box = useRef<B>(null);
  const text = useRef<T>(null);
  useLayoutEffect(() => {
    const boxEl = box.current;
    const textEl = text.current;
    if (!boxEl || !textEl || typeof ResizeObserver === 'undefined') return;
    observer ??= new ResizeObserver(refit);
    const fit: Fit = { box: boxEl, text: textEl, scale: 1 };
    fits.set(boxEl, fit);
    fits.set(textEl, fit);
    observer.observe(boxEl);
    observer.observe(textEl);
    return () => {
      observer?.unobserve(boxEl);
      observer?.unobserve(textEl);
      fits.delete(boxEl);
      fits.delete(textEl);
    };
  }, []);
  return { box, text };
}
