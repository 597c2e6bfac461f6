import { afterEach, vi } from 'vitest';

// A logic test that keeps a session or a language (browser storage) says
// `@vitest-environment jsdom`; it gets the same start and clean-up as a component test.
const browser = typeof window !== 'undefined';
const { i18n } = browser ? await import('../lib/i18n.ts') : { i18n: null };
const { resetSessionCache } = browser ? await import('../lib/auth-store.ts') : {};
await i18n?.changeLanguage('en');

afterEach(() => {
  if (browser) {
    window.localStorage.clear();
    resetSessionCache?.();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
