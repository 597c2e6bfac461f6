import { sensorsOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the realtime area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 20,
    to: '/project/$id/realtime',
    label: 'nav.realtime',
    icon: sensorsOutlined,
  },
];
