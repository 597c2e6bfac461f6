import type en from './en.json';

// This folder's keys join the typed `t` (lib/i18n-types.ts): tsc checks `t('…')` against them.
declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'components/outbox-warning': typeof en;
  }
}
