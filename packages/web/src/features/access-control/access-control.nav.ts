import type { NavEntry } from '@/lib/nav.ts';

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** SensorDoorOutlined */
const sensorDoorOutlined =
  'M18 4v16H6V4zm0-2H6c-1.1 0-2 .9-2 2v18h16V4c0-1.1-.9-2-2-2m-2.5 8.5c-.83 0-1.5.67-1.5 1.5s.67 1.5 1.5 1.5S17 12.83 17 12s-.67-1.5-1.5-1.5';

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
