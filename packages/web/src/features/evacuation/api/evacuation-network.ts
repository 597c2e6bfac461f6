import { useSyncExternalStore } from 'react';

/**
 * Whether this device can reach the server, as far as it can tell. The browser's own flag is not
 * enough: behind a muster point's Wi-Fi with no way out (or a network emulated away) it still
 * says online, so a call that fails on the network counts too, until one gets through again or
 * the browser announces the network back.
 */
let failed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** What the last call to the server found: an answer (true) or no network (false). */
export function markReachable(reachable: boolean): void {
  if (failed !== reachable) return;
  failed = !reachable;
  changed();
}

export function isOnline(): boolean {
  return navigator.onLine && !failed;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const back = () => {
    failed = false;
    listener();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', back);
    window.removeEventListener('offline', listener);
  };
}

/** The screen's view of {@link isOnline}, drawn again when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
