import { onSignOut } from '../lib/auth-store.ts';

/** The service worker's cache of the evacuation's answers (vite.config.ts `runtimeCaching`). */
const ANSWERS_CACHE = 'siteline-evacuation';

/**
 * Installs the service worker once the page has loaded (decision 0019): it keeps the app and the
 * evacuation screens on the device, so a muster-point tablet opens the roll call with no network.
 * Signing out forgets the answers it kept: the next person on the tablet does not read them.
 */
export function installServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  onSignOut(() => {
    if ('caches' in window) void caches.delete(ANSWERS_CACHE);
  });
}
