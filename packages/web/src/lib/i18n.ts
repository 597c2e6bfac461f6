import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';
import dataGridEn from '../components/data-grid/locales/en.json';
import dataGridEs from '../components/data-grid/locales/es.json';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'siteline.language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function initialLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return window.navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * Two namespaces: `translation` holds the app's own keys; `texts` translates the exact English
 * sentences that come from the spec, the shared schemas and the server (keyed by the sentence),
 * so English always shows them verbatim.
 */
const { texts: esTexts, ...esTranslation } = es;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en, texts: {}, dataGrid: dataGridEn },
    es: { translation: esTranslation, texts: esTexts, dataGrid: dataGridEs },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function setLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** An app key (`auth.signIn`) or an English sentence from the spec or the server. */
export function translateText(text: string): string {
  if (i18n.exists(text)) return i18n.t(text);
  return i18n.t(text, { ns: 'texts', keySeparator: false, nsSeparator: false, defaultValue: text });
}

/** translateText that re-renders its component when the language changes. */
export function useTranslateText(): (text: string) => string {
  // Subscribing to react-i18next is what re-renders on a language change.
  useTranslation();
  return translateText;
}
