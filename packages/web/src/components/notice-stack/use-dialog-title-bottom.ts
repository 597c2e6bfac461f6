import { useEffect, useState } from 'react';

/** The bottom edge of the open dialog's title bar (its close and back buttons), or null. */
function titleBottom(): number | null {
  const dialogs = document.querySelectorAll('.MuiDialog-root');
  const top = dialogs[dialogs.length - 1];
  const title = top?.querySelector('.MuiDialogTitle-root');
  return title ? Math.ceil(title.getBoundingClientRect().bottom) : null;
}

/**
 * Where the open dialog's title bar ends, so notices shown at the top start under it and never
 * cover its close button. Dialogs are portals on <body>: watched with a MutationObserver.
 */
export function useDialogTitleBottom(active: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useEffect(() => {
    if (!active || typeof MutationObserver === 'undefined') return;
    const update = () => setBottom(titleBottom());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    // A dialog opening animates in: measure again once it has settled.
    const settle = window.setTimeout(update, 300);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.clearTimeout(settle);
      window.removeEventListener('resize', update);
    };
  }, [active]);
  return active ? bottom : null;
}
