import type { NavEntry } from '@/lib/nav.ts';

// Its entries' icons: Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by
// the plain side menu (decision 0015).
/** AccountTreeOutlined */
const accountTreeOutlined =
  'M22 11V3h-7v3H9V3H2v8h7V8h2v10h4v3h7v-8h-7v3h-2V8h2v3zM7 9H4V5h3zm10 6h3v4h-3zm0-10h3v4h-3z';
/** AssignmentOutlined */
const assignmentOutlined =
  'M7 15h7v2H7zm0-4h10v2H7zm0-4h10v2H7zm12-4h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-.14 0-.27.01-.4.04-.39.08-.74.28-1.01.55-.18.18-.33.4-.43.64-.1.23-.16.49-.16.77v14c0 .27.06.54.16.78s.25.45.43.64c.27.27.62.47 1.01.55.13.02.26.03.4.03h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7-.25c.41 0 .75.34.75.75s-.34.75-.75.75-.75-.34-.75-.75.34-.75.75-.75M19 19H5V5h14z';
/** HomeOutlined */
const homeOutlined = 'm12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z';

/** The side menu's entries of the dashboards area (found by app/layout/side-nav.tsx). */
export const nav: readonly NavEntry[] = [
  {
    group: 'dashboards',
    order: 10,
    to: '/project/$id/home',
    label: 'nav.home',
    icon: homeOutlined,
  },
  {
    group: 'progress',
    order: 10,
    to: '/project/$id/contracts-summary',
    label: 'nav.contracts',
    icon: assignmentOutlined,
    section: 'contracts',
  },
  {
    group: 'progress',
    order: 20,
    to: '/project/$id/divisions-summary',
    label: 'nav.divisions',
    icon: accountTreeOutlined,
    section: 'divisions',
  },
];
