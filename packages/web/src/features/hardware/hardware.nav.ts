import { routerOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the hardware area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 20,
    to: '/project/$id/hardware',
    label: 'nav.hardware',
    icon: routerOutlined,
  },
];
