import { useLayoutEffect, useRef } from 'react';

/** The smallest a figure is made, as a share of its own size: past that it may be cut. */
const MIN_SCALE = 0.5;

/**
 * Keeps a figure on one line inside its box: when the text at its own size is wider than the
 * box, its font is made just small enough to fit (never larger than the theme's size). Measured
 * on the DOM, again whenever the box is resized or `content` changes; no re-render.
 */
export function useFitText<B extends HTMLElement, T extends HTMLElement>(content: unknown) {
  const box = useRef<B>(null);
  const text = useRef<T>(null);
  useLayoutEffect(() => {
    const boxEl = box.current;
    const textEl = text.current;
    if (!boxEl || !textEl) return;
    const fit = () => {
      textEl.style.fontSize = '';
      const natural = textEl.scrollWidth;
      const available = boxEl.clientWidth;
      if (natural <= available || natural === 0) return;
      const size = parseFloat(getComputedStyle(textEl).fontSize);
      const scale = Math.max(MIN_SCALE, available / natural);
      // Rounded down so that sub-pixel widths never tip it back over.
      textEl.style.fontSize = `${Math.floor(size * scale * 10) / 10}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(boxEl);
    return () => observer.disconnect();
  }, [content]);
  return { box, text };
}
