import { howToRegOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the registrations area (its tabs are in the page). */
export const nav: readonly NavEntry[] = [
  {
    group: 'directory',
    order: 40,
    to: '/project/$id/registrations/single',
    label: 'nav.registrations',
    icon: howToRegOutlined,
    section: 'registrations',
  },
];
