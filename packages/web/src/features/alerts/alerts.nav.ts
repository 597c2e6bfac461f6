import { notificationsOutlined } from '@/components/icon/icon-paths.ts';
import type { NavEntry } from '@/lib/nav.ts';
import type navLabels from './locales/nav.en.json';

// The menu's labels of this area live beside it (locales/nav.{en,es}.json), merged into the
// texts by lib/i18n.ts on the first load; this adds them to the typed keys.
declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'features/alerts/nav': typeof navLabels;
  }
}

/** The side menu's entries of the alerts area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 15,
    to: '/project/$id/overview',
    label: 'nav.overview',
    icon: notificationsOutlined,
  },
  {
    group: 'reports',
    order: 5,
    to: '/project/$id/reports/alerts',
    label: 'nav.reportsAlerts',
    icon: notificationsOutlined,
  },
];
