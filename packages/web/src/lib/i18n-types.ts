/**
 * The typed keys of `t`: the English files are the key list, so `t('nav.home')` is checked by
 * tsc. Each folder with translations adds its English file to `LocaleFiles` itself, from its own
 * `locales/keys.ts` (a module augmentation, no line here):
 *
 *   import type en from './en.json';
 *   declare module '@/lib/i18n-types.ts' {
 *     interface LocaleFiles { 'features/hardware': typeof en }
 *   }
 *
 * i18n.test.ts fails while a folder with `locales/en.json` has no such `keys.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LocaleFiles {}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** Every folder's English keys in one tree (each file has its own top-level keys). */
export type Translation = Intersection<LocaleFiles[keyof LocaleFiles]>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; texts: Record<string, string> };
  }
}
