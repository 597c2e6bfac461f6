import type en from './en.json';
import type navLabels from './nav.en.json';

// This folder's keys join the typed `t` (lib/i18n-types.ts): tsc checks `t('…')` against them.
declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'features/hardware': typeof en;
    /** The side menu's labels (merged into the texts by lib/i18n.ts on the first load). */
    'features/hardware/nav': typeof navLabels;
  }
}
