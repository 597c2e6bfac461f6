import { manageAccountsOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of user management (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 50,
    to: '/project/$id/user-management/users',
    label: 'nav.userManagement',
    icon: manageAccountsOutlined,
    section: 'user-management',
  },
];
