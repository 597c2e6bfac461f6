import type { NavEntry } from '@/lib/nav.ts';
import type navLabels from './locales/nav.en.json';

// The menu's labels of this area live beside it (locales/nav.{en,es}.json), merged into the
// texts by lib/i18n.ts on the first load; this adds them to the typed keys.
declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'features/alerts/nav': typeof navLabels;
  }
}

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** NotificationsActiveOutlined */
const notificationsActiveOutlined =
  'M18 16v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5zm-4 5c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2M7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42';

/** The side menu's entries of the alerts area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 15,
    to: '/project/$id/overview',
    label: 'nav.overview',
    icon: notificationsActiveOutlined,
  },
];
