import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entry of the registrations area (its tabs are in the page). */
export const nav: readonly NavEntry[] = [
  {
    group: 'directory',
    order: 40,
    to: '/project/$id/registrations/single',
    label: 'nav.registrations',
    Icon: HowToRegOutlinedIcon,
    section: 'registrations',
  },
];
