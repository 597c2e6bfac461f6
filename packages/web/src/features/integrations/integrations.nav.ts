import type { NavEntry } from '@/lib/nav.ts';

// Its entry's icon: Material Icons' path (@mui/icons-material, Apache License 2.0), drawn by the
// plain side menu (decision 0015).
/** SyncAltOutlined */
const sync = 'm18 12 4-4-4-4v3H3v2h15zM6 12l-4 4 4 4v-3h15v-2H6z';

/** The side menu's entry of the integrations area, last of Groups. */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 70,
    to: '/project/$id/integrations/providers',
    label: 'nav.integrations',
    icon: sync,
    section: 'integrations',
  },
];
