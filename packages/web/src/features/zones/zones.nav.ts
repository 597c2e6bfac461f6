import type { NavEntry } from '@/lib/nav.ts';

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** LayersOutlined */
const layersOutlined =
  'm11.99 18.54-7.37-5.73L3 14.07l9 7 9-7-1.63-1.27zM12 16l7.36-5.73L21 9l-9-7-9 7 1.63 1.27zm0-11.47L17.74 9 12 13.47 6.26 9z';

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
