import { eventNoteOutlined, handshakeOutlined } from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entries of contract management (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 30,
    to: '/project/$id/contract-management/contracts',
    label: 'nav.contractManagement',
    icon: handshakeOutlined,
  },
  {
    group: 'groups',
    order: 40,
    to: '/project/$id/contract-management/plan',
    label: 'nav.workforcePlan',
    icon: eventNoteOutlined,
  },
];
