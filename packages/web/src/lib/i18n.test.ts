// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_RULE_MESSAGES, REALTIME_MESSAGES } from '@siteline/shared';
import en from './locales/en.json';
import es from './locales/es.json';
import { i18n, translateText } from './i18n.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('has the same keys in English and Spanish', () => {
    const { texts: _texts, ...spanish } = es;
    expect(keyPaths(spanish).sort()).toEqual(keyPaths(en).sort());
  });

  it('shows the spec messages verbatim in English', () => {
    for (const message of Object.values(MESSAGES)) expect(translateText(message)).toBe(message);
    expect(translateText('auth.signIn')).toBe('Sign In');
    expect(translateText('auth.signingIn')).toBe('Loading...');
    expect(translateText('auth.signInSuccess')).toBe('Success!');
    expect(translateText('auth.signInError')).toBe('Error');
  });

  it('translates every spec message and shared rule into Spanish', async () => {
    await i18n.changeLanguage('es');
    const texts: string[] = [
      ...Object.values(MESSAGES).filter((message) => message !== MESSAGES.visibilityOnly),
      ...Object.values(PASSWORD_RULE_MESSAGES),
      // The realtime page's notices and the server's refusals of its requests.
      ...Object.values(REALTIME_MESSAGES).flatMap((message) =>
        typeof message === 'string' ? [message] : [message('top'), message('side')],
      ),
    ];
    for (const text of texts) {
      expect(es.texts, text).toHaveProperty([text]);
      expect(translateText(text)).not.toBe(text);
    }
    expect(translateText('auth.signIn')).toBe('Iniciar sesión');
  });

  it('passes an unknown server sentence through unchanged', async () => {
    await i18n.changeLanguage('es');
    expect(translateText('Something only the server knows.')).toBe(
      'Something only the server knows.',
    );
  });
});
