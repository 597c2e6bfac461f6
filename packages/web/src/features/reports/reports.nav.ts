import type { NavEntry } from '@/lib/nav.ts';
import type navLabels from './locales/nav.en.json';

declare module '@/lib/i18n-types.ts' {
  interface LocaleFiles {
    'features/reports/nav': typeof navLabels;
  }
}

// Material Icons' paths (@mui/icons-material, Apache License 2.0), drawn by the side menu.
/** TodayOutlined */
const today =
  'M19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm2 4h5v5H7z';
/** DateRangeOutlined */
const dateRange =
  'M7 11h2v2H7zm14-5v14c0 1.1-.9 2-2 2H5c-1.11 0-2-.9-2-2l.01-14c0-1.1.88-2 1.99-2h1V2h2v2h8V2h2v2h1c1.1 0 2 .9 2 2M5 8h14V6H5zm14 12V10H5v10zm-4-7h2v-2h-2zm-4 0h2v-2h-2z';
/** AccessTimeOutlined */
const time =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';

/** The workforce reports in the side menu's Reports group (spec 000 §2). */
export const nav: readonly NavEntry[] = [
  {
    group: 'reports',
    order: 10,
    to: '/project/$id/reports/daily',
    label: 'nav.reportsDaily',
    icon: today,
  },
  {
    group: 'reports',
    order: 20,
    to: '/project/$id/reports/weekly',
    label: 'nav.reportsWeekly',
    icon: dateRange,
  },
  {
    group: 'reports',
    order: 40,
    to: '/project/$id/reports/timesheets',
    label: 'nav.reportsTimesheets',
    icon: time,
  },
];
