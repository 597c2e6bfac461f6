import { notificationsOutlined } from '@/components/icon/icon-paths.ts';
import type { NavEntry } from '@/lib/nav.ts';

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
