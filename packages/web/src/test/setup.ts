import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../lib/i18n.ts';
import { resetSessionCache } from '../lib/auth-store.ts';

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

// Tests read the spec's English texts.
await i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetSessionCache();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
