import { afterEach, vi } from 'vitest';

// A logic test that keeps a session or a language (browser storage) says
// `@vitest-environment jsdom`; it gets the same start and clean-up as a component test.
const browser = typeof window !== 'undefined';
const i18nModule = browser ? await import('../lib/i18n.ts') : null;
const { resetSessionCache } = browser ? await import('../lib/auth-store.ts') : {};
if (i18nModule) {
  // As in a component test: every folder's translations in both languages, English shown.
  const { i18n, LANGUAGES, LOCALE_IDS, loadLocales } = i18nModule;
  await Promise.all(LOCALE_IDS.map((id) => loadLocales(id, LANGUAGES)));
  await i18n.changeLanguage('en');
}

afterEach(() => {
  if (browser) {
    window.localStorage.clear();
    resetSessionCache?.();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
