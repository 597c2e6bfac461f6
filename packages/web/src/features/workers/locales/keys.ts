import type navLabels from './nav.en.json';

// The side menu's labels of this area (merged into the texts by lib/i18n.ts on the first load)
// join the typed `t` (lib/i18n-types.ts).
declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'features/workers/nav': typeof navLabels;
  }
}
