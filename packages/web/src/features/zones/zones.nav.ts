import { layersOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the zones area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 10,
    to: '/project/$id/zones',
    label: 'nav.zones',
    icon: layersOutlined,
    section: 'zones',
  },
];
