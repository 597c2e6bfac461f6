import {
  accountTreeOutlined,
  assignmentOutlined,
  homeOutlined,
} from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entries of the dashboards area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 10,
    to: '/project/$id/home',
    label: 'nav.home',
    icon: homeOutlined,
  },
  {
    group: 'progress',
    order: 10,
    to: '/project/$id/contracts-summary',
    label: 'nav.contracts',
    icon: assignmentOutlined,
    section: 'contracts',
  },
  {
    group: 'progress',
    order: 20,
    to: '/project/$id/divisions-summary',
    label: 'nav.divisions',
    icon: accountTreeOutlined,
    section: 'divisions',
  },
];
