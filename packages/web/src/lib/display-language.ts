// The language figures and times are written in, kept apart from i18n.ts (which reads the
// browser at import) so the pure formatters stay importable anywhere; i18n.ts keeps it in step.

export type DisplayLanguage = 'en' | 'es';

let language: DisplayLanguage = 'en';

export function displayLanguage(): DisplayLanguage {
  return language;
}

export function setDisplayLanguage(value: string): void {
  language = value.startsWith('es') ? 'es' : 'en';
}
