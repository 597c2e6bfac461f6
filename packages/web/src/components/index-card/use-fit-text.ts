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

/** Each watched box to its fit. */
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

/** Reads every width first, then writes the scales that changed: one layout at most. */
function refit(touched: Iterable<Fit>): void {
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
 * One observer of the boxes for every figure on the page. It is called after the browser's
 * layout and before its paint, so reading widths costs nothing (a card that measured itself
 * while React mounted it forced a whole layout of the page in the middle of the first draw).
 * Only boxes are watched: a box's size never follows its text's scale (its height is one fixed
 * line), so a scale written here never calls the observer again (which the browser would report
 * as a ResizeObserver loop).
 */
function boxesResized(entries: ResizeObserverEntry[]): void {
  const touched = new Set<Fit>();
  for (const entry of entries) {
    const fit = fits.get(entry.target);
    if (fit) touched.add(fit);
  }
  refit(touched);
}

/**
 * Keeps a figure on one line inside its box: when the text at its own size is wider than the
 * box, its font is made just small enough to fit (never larger than its own size). The text's
 * font size must be `calc(1em * var(--fit-scale, 1))` and the box one line high whatever the
 * text's size. Fitted after the first layout, again when the box is resized (a turned phone)
 * and when the text changes (a new value, right after React writes it); no re-render.
 */
export function useFitText<B extends HTMLElement, T extends HTMLElement>() {
  const box = useRef<B>(null);
  const text = useRef<T>(null);
  useLayoutEffect(() => {
    const boxEl = box.current;
    const textEl = text.current;
    if (!boxEl || !textEl || typeof ResizeObserver === 'undefined') return;
    observer ??= new ResizeObserver(boxesResized);
    const fit: Fit = { box: boxEl, text: textEl, scale: 1 };
    fits.set(boxEl, fit);
    observer.observe(boxEl);
    const changed = new MutationObserver(() => refit([fit]));
    changed.observe(textEl, { characterData: true, childList: true, subtree: true });
    return () => {
      changed.disconnect();
      observer?.unobserve(boxEl);
      fits.delete(boxEl);
    };
  }, []);
  return { box, text };
}
