import type { CSSProperties } from 'react';

/**
 * Read by screen readers, not drawn: a heading the layout shows another way (a tab's label), so
 * the page's outline stays in order.
 */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
