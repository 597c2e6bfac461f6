import { sensorDoorOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the access-control area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 30,
    to: '/project/$id/access-control',
    label: 'nav.accessControl',
    icon: sensorDoorOutlined,
  },
];
