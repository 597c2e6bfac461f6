import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entries of the dashboards area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 10,
    to: '/project/$id/home',
    label: 'nav.home',
    Icon: HomeOutlinedIcon,
  },
  {
    group: 'progress',
    order: 10,
    to: '/project/$id/contracts-summary',
    label: 'nav.contracts',
    Icon: AssignmentOutlinedIcon,
    section: 'contracts',
  },
  {
    group: 'progress',
    order: 20,
    to: '/project/$id/divisions-summary',
    label: 'nav.divisions',
    Icon: AccountTreeOutlinedIcon,
    section: 'divisions',
  },
];
