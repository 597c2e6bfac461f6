import type { NavEntry } from '@/lib/nav.ts';

// Its entry's icon: Material Icons' path (@mui/icons-material, Apache License 2.0), drawn by the
// plain side menu (decision 0015).
/** SmsOutlined */
const sms =
  'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17L4 17.17V4h16zM7 9h2v2H7zm4 0h2v2h-2zm4 0h2v2h-2z';

/** The side menu's entry of the text messages area, with the crew's tools in Groups. */
export const nav: readonly NavEntry[] = [
  {
    group: 'groups',
    order: 60,
    to: '/project/$id/text-messages/new',
    label: 'nav.textMessages',
    icon: sms,
  },
];
