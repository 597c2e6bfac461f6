import {
  badgeOutlined,
  personAddAltOutlined,
  tableChartOutlined,
} from '../../components/icon/icon-paths.ts';
import type { NavEntry } from '../../app/layout/nav-groups.ts';

/** The side menu's entries of the workers area: the directory's three lists (a worker's record is under the first). */
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
];
