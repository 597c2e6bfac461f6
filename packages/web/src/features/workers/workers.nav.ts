import type { NavEntry } from '@/lib/nav.ts';

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** BadgeOutlined */
const badgeOutlined =
  'M14 12h4v1.5h-4zm0 3h4v1.5h-4zM20 7h-5V4c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2m-9 0V4h2v5h-2zm9 13H4V9h5c0 1.1.9 2 2 2h2c1.1 0 2-.9 2-2h5zM7.5 13.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M11.08 16.18c-.64-.28-1.34-.43-2.08-.43s-1.44.15-2.08.43c-.56.24-.92.78-.92 1.39V18h6v-.43c0-.61-.36-1.15-.92-1.39';
/** PersonAddAltOutlined */
const personAddAltOutlined =
  'M20 9V6h-2v3h-3v2h3v3h2v-3h3V9zM9 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m6.39 8.56C13.71 13.7 11.53 13 9 13s-4.71.7-6.39 1.56C1.61 15.07 1 16.1 1 17.22V20h16v-2.78c0-1.12-.61-2.15-1.61-2.66M15 18H3v-.78c0-.38.2-.72.52-.88C4.71 15.73 6.63 15 9 15s4.29.73 5.48 1.34c.32.16.52.5.52.88z';
/** TableChartOutlined */
const tableChartOutlined =
  'M20 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h15c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 2v3H5V5zm-5 14h-5v-9h5zM5 10h3v9H5zm12 9v-9h3v9z';

/** NfcOutlined */
const nfcOutlined =
  'M20 2H4c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 18H4V4h16zM18 6h-5c-1.1 0-2 .9-2 2v2.28c-.6.35-1 .98-1 1.72 0 1.1.9 2 2 2s2-.9 2-2c0-.74-.4-1.38-1-1.72V8h3v8H8V8h2V6H6v12h12z';

/**
 * The side menu's entries of the workers area: the directory's three lists (a worker's record is
 * under the first) and the project's badges.
 */
export const nav: readonly NavEntry[] = [
  {
    group: 'directory',
    order: 10,
    to: '/project/$id/directory/basic',
    label: 'nav.directoryBasic',
    icon: badgeOutlined,
    section: 'directory/worker',
  },
  {
    group: 'directory',
    order: 20,
    to: '/project/$id/directory/advanced',
    label: 'nav.directoryAdvanced',
    icon: tableChartOutlined,
  },
  {
    group: 'directory',
    order: 30,
    to: '/project/$id/directory/recent',
    label: 'nav.directoryRecent',
    icon: personAddAltOutlined,
  },
  {
    group: 'directory',
    order: 40,
    to: '/project/$id/directory/badges',
    label: 'nav.directoryBadges',
    icon: nfcOutlined,
  },
];
