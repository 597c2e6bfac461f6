// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  HARDWARE_MESSAGES,
  MESSAGES,
  PASSWORD_RULE_MESSAGES,
  REALTIME_MESSAGES,
  ZONE_DENSITY_MESSAGES,
} from '@siteline/shared';
import { DASHBOARD_MESSAGES } from '@siteline/shared/dashboards/dashboards.fields';
import { PROFILE_SECTION_NAMES_SPANISH } from '@siteline/shared/registrations/registrations.constants';
import { i18n, LANGUAGES, loadLocales, LOCALE_IDS, translateText } from './i18n.ts';

type Tree = Record<string, unknown>;

// Every locales/{en,es}.json under src, read as files: what each folder ships, not what was loaded.
const FILES = import.meta.glob<Tree>('../**/locales/*.json', { eager: true, import: 'default' });
// Each folder's locales/keys.ts, which adds its English file to the typed keys (i18n-types.ts).
const KEY_FILES = import.meta.glob<string>('../**/locales/keys.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

function file(id: string, language: string): Tree {
  const path = id === 'lib' ? `./locales/${language}.json` : `../${id}/locales/${language}.json`;
  const content = FILES[path];
  if (!content) throw new Error(`${id} has no ${language}.json`);
  return content;
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** `a.b_one` → `a.b`, for keys that take a count. */
function pluralBases(paths: string[]): Set<string> {
  return new Set(
    paths.filter((path) => PLURAL_SUFFIX.test(path)).map((path) => path.replace(PLURAL_SUFFIX, '')),
  );
}

const texts = (file('lib', 'es').texts ?? {}) as Record<string, string>;

describe('i18n', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('finds every folder that has translations', () => {
    expect(LOCALE_IDS).toEqual(
      expect.arrayContaining([
        'lib',
        'features/auth',
        'features/hardware',
        'components/period-chart',
      ]),
    );
    for (const id of LOCALE_IDS)
      for (const language of LANGUAGES) expect(() => file(id, language)).not.toThrow();
  });

  it('types the keys of every folder (each has a locales/keys.ts adding its English file)', () => {
    for (const id of LOCALE_IDS) {
      const path = id === 'lib' ? './locales/keys.ts' : `../${id}/locales/keys.ts`;
      const source = KEY_FILES[path];
      expect(source, `${id} has no locales/keys.ts`).toBeDefined();
      expect(source, id).toContain(`import type en from './en.json';`);
      // Prettier leaves a plain name (`lib`) unquoted.
      expect(source, id).toMatch(new RegExp(`(^|\\s)'?${id}'?: typeof en;`));
    }
  });

  it('never has two folders claim the same top-level key', () => {
    const owners = new Map<string, string>();
    for (const id of LOCALE_IDS) {
      for (const key of Object.keys(file(id, 'en'))) {
        expect(owners.get(key), `${key} in ${id}`).toBeUndefined();
        owners.set(key, id);
      }
    }
  });

  it.each(LOCALE_IDS)('has the same keys in English and Spanish in %s', (id) => {
    const { texts: _texts, ...spanish } = file(id, 'es');
    const english = keyPaths(file(id, 'en'));
    const strip = (paths: string[]) => paths.filter((path) => !PLURAL_SUFFIX.test(path));
    expect(strip(keyPaths(spanish)).sort()).toEqual(strip(english).sort());
    expect([...pluralBases(keyPaths(spanish))].sort()).toEqual([...pluralBases(english)].sort());
  });

  it.each(LOCALE_IDS)('has every plural form each language needs in %s', (id) => {
    for (const language of LANGUAGES) {
      const { texts: _texts, ...tree } = file(id, language);
      const paths = new Set(keyPaths(tree));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of pluralBases([...paths])) {
        for (const category of categories) {
          // i18next falls back from `zero` (not a CLDR category for these languages) only.
          expect(paths.has(`${base}_${category}`), `${language} ${base}_${category}`).toBe(true);
        }
      }
    }
  });

  it('picks the Spanish plural form for every count', async () => {
    await i18n.changeLanguage('es');
    for (const count of [0, 1, 2, 5, 21, 1_000_000, 2_000_000, 1.5]) {
      const text = i18n.t('realtime.workersSeen', { count });
      expect(text, String(count)).toBe(count === 1 ? 'trabajador visto' : 'trabajadores vistos');
    }
  });

  it('groups thousands in a text’s number in both languages, as every figure', async () => {
    const number = (value: number) => i18n.services.formatter?.format(value, 'number', 'x', {});
    await i18n.changeLanguage('es');
    expect(number(2125)).toBe('2.125');
    await i18n.changeLanguage('en');
    expect(number(2125)).toBe('2,125');
  });

  it('shows the spec messages verbatim in English', () => {
    for (const message of Object.values(MESSAGES)) expect(translateText(message)).toBe(message);
    expect(translateText('auth.signIn')).toBe('Sign In');
    expect(translateText('auth.signingIn')).toBe('Loading...');
    expect(translateText('auth.signInSuccess')).toBe('Success!');
    expect(translateText('auth.signInError')).toBe('Error');
  });

  it('translates every spec message and every server message map into Spanish', async () => {
    await i18n.changeLanguage('es');
    const fixed = (map: Record<string, unknown>) =>
      Object.values(map).filter((message): message is string => typeof message === 'string');
    const sentences: string[] = [
      ...fixed(MESSAGES).filter((message) => message !== MESSAGES.visibilityOnly),
      ...fixed(PASSWORD_RULE_MESSAGES),
      ...fixed(HARDWARE_MESSAGES),
      ...fixed(ZONE_DENSITY_MESSAGES),
      ...fixed(DASHBOARD_MESSAGES),
      // The realtime page's notices and the server's refusals of its requests.
      ...Object.values(REALTIME_MESSAGES).flatMap((message) =>
        typeof message === 'string' ? [message] : [message('top'), message('side')],
      ),
    ];
    for (const text of sentences) {
      expect(texts, text).toHaveProperty([text]);
      expect(translateText(text)).not.toBe(text);
    }
    expect(translateText('auth.signIn')).toBe('Iniciar sesión');
  });

  it('names the profile catalogue’s sections in Spanish from the one shared list', async () => {
    await i18n.changeLanguage('es');
    await loadLocales('features/workers/record');
    for (const [english, spanish] of Object.entries(PROFILE_SECTION_NAMES_SPANISH)) {
      expect(translateText(english)).toBe(spanish);
    }
    // No folder keeps a second copy that could drift from it.
    for (const [path, file] of Object.entries(FILES)) {
      const texts = (file.texts ?? {}) as Record<string, unknown>;
      for (const english of Object.keys(PROFILE_SECTION_NAMES_SPANISH)) {
        expect(texts, path).not.toHaveProperty([english]);
      }
    }
  });

  it('passes an unknown server sentence through unchanged', async () => {
    await i18n.changeLanguage('es');
    expect(translateText('Something only the server knows.')).toBe(
      'Something only the server knows.',
    );
  });
});
