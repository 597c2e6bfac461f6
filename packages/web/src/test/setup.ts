import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, LANGUAGES, LOCALE_IDS, loadLocales } from '../lib/i18n.ts';
import { resetSessionCache } from '../lib/auth-store.ts';
import { loadAlertStack } from '../components/alerts/alerts-provider.tsx';

// jsdom lacks these; MUI's useMediaQuery and the back-to-top button call them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

// A test's first findBy also waits for the lazy page's modules to load, which takes seconds in
// jsdom on a busy two-core machine (a 1 s default failed tests whose assertions held). The wait
// is for the machine, not the product: within the test's own 5 s, and fake-timer tests advance
// their clocks themselves.
configure({ asyncUtilTimeout: 4_000 });

// Every folder's translations in both languages, as if each screen had been opened; tests read
// the spec's English texts.
await Promise.all(LOCALE_IDS.map((id) => loadLocales(id, LANGUAGES)));
await i18n.changeLanguage('en');
// AlertsProvider fetches the alert stack with the first alert; fetched once here, so a test with
// fake timers sees an alert after settle() as in a browser that has it cached.
await loadAlertStack();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetSessionCache();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
