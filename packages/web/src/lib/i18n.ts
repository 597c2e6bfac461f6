import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import './i18n-types.ts';
import { setDisplayLanguage } from './display-language.ts';
import { formatCount } from './numbers.ts';

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

/*
 * Translations live beside the code that shows them: `<folder>/locales/{en,es}.json` anywhere
 * under src (an area, `features/hardware`; a shared component, `components/data-grid`; the app's
 * own strings, `lib`). The folder's path is its locale id, and each JSON file is a chunk of its
 * own, fetched only for the language in use when the folder's code first runs:
 *
 *   await loadLocales('features/hardware');   // top of the area's page module
 *
 * A file's top-level keys (`hardware`, `dataGrid`) join the one `translation` namespace, so keys
 * read `t('hardware.title')` everywhere. lib's Spanish file also holds `texts`: the exact English
 * sentences that come from the spec, the shared schemas and the server, keyed by the sentence
 * (English shows them verbatim).
 */
type LocaleFile = Record<string, unknown>;
const GLOB = import.meta.glob<LocaleFile>(['../**/locales/*.json', '!../**/locales/nav.*.json'], {
  import: 'default',
});
/**
 * Each area's side-menu labels (`features/<area>/locales/nav.{en,es}.json`, beside its
 * `<area>.nav.ts`): the shell draws the menu on the first screen, so these few words come with
 * the first load, in both languages, without the area's own texts.
 */
const NAV_LABELS = import.meta.glob<LocaleFile>('../features/*/locales/nav.*.json', {
  eager: true,
  import: 'default',
});
/** `../features/hardware/locales/en.json` (or `./locales/en.json`, lib's own) by `features/hardware/en`. */
const FILES = new Map(
  Object.entries(GLOB).map(([file, load]) => [
    file.replace(/^\.\//, '../lib/').replace(/^\.\.\/(.+)\/locales\/([a-z]+)\.json$/, '$1/$2'),
    load,
  ]),
);

/** Every folder that has translations, by its path under src (`features/hardware`). */
export const LOCALE_IDS: readonly string[] = [
  ...new Set([...FILES.keys()].map((key) => key.slice(0, key.lastIndexOf('/')))),
].sort();

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // Filled by loadLocales; nothing is bundled into the first load but the code.
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: false,
  ns: ['translation', 'texts'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  // Components re-render when a folder's translations arrive.
  react: { bindI18nStore: 'added' },
});

for (const [file, labels] of Object.entries(NAV_LABELS)) {
  const language = /nav\.([a-z]+)\.json$/.exec(file)?.[1];
  if (language) i18n.addResourceBundle(language, 'translation', labels, true, true);
}

// `{{count, number}}` in a text reads like every other figure (lib/numbers.ts): Intl's own
// Spanish format leaves four digits ungrouped ("2125 lecturas" beside "12.345").
i18n.services.formatter?.add('number', (value: unknown) =>
  typeof value === 'number' ? formatCount(value) : String(value),
);

const loaded = new Map<string, Promise<void>>();

/**
 * The profile catalogue's section names in Spanish (the server sends them in English and several
 * areas show them): the one list, which the self-registration page (no i18n) reads too. Added to
 * the Spanish texts once, with the first Spanish file, not carried on the first load.
 */
let spanishSections: Promise<void> | undefined;
function addSpanishSectionNames(): Promise<void> {
  spanishSections ??= import('@siteline/shared/registrations/registrations.constants').then(
    ({ PROFILE_SECTION_NAMES_SPANISH }) => {
      i18n.addResourceBundle('es', 'texts', PROFILE_SECTION_NAMES_SPANISH, true, false);
    },
  );
  spanishSections.catch(() => (spanishSections = undefined));
  return spanishSections;
}

function loadFile(id: string, language: Language): Promise<void> {
  const key = `${id}/${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = FILES.get(key);
    if (!load) throw new Error(`no translations at ${id}/locales/${language}.json`);
    loading = Promise.all([
      load().then((file) => {
        const { texts, ...translation } = file;
        i18n.addResourceBundle(language, 'translation', translation, true, true);
        if (texts) i18n.addResourceBundle(language, 'texts', texts, true, true);
      }),
      language === 'es' ? addSpanishSectionNames() : undefined,
    ]).then(() => undefined);
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Fetches a folder's translations for the language in use (and for each later language the user
 * picks). Await it at the top of the module that shows them, so the module is ready only when its
 * texts are.
 */
export async function loadLocales(id: string, languages: readonly Language[] = []): Promise<void> {
  const wanted = new Set<Language>([currentLanguage(), ...languages]);
  await Promise.all([...wanted].map((language) => loadFile(id, language)));
}

function loadedIds(): string[] {
  return [...new Set([...loaded.keys()].map((key) => key.slice(0, key.lastIndexOf('/'))))];
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  setDisplayLanguage(language);
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Switches language once every folder shown so far has its texts in it. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all(loadedIds().map((id) => loadFile(id, language)));
  await i18n.changeLanguage(language);
}

export function setLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** An app key (`auth.signIn`) or an English sentence from the spec or the server. */
export function translateText(text: string): string {
  // Keys and sentences are only known at run time here: the typed `t` cannot check them.
  const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  if (i18n.exists(text)) return t(text);
  return t(text, { ns: 'texts', keySeparator: false, nsSeparator: false, defaultValue: text });
}

/** translateText that re-renders its component when the language changes. */
export function useTranslateText(): (text: string) => string {
  // Subscribing to react-i18next is what re-renders on a language change.
  useTranslation();
  return translateText;
}

// The app's own strings (navigation, menus, errors, the server's sentences) are needed at once.
await loadLocales('lib');
