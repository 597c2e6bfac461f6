import type { NavEntry } from '@/lib/nav.ts';

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** HowToRegOutlined */
const howToRegOutlined =
  'M11 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2M5 18c.2-.63 2.57-1.68 4.96-1.94l2.04-2c-.39-.04-.68-.06-1-.06-2.67 0-8 1.34-8 4v2h9l-2-2zm15.6-5.5-5.13 5.17-2.07-2.08L12 17l3.47 3.5L22 13.91z';

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
