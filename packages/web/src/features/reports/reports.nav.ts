import type { NavEntry } from '@/lib/nav.ts';

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

/** BadgeOutlined */
const badge =
  'M20 7h-5V4c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2M11 7V4h2v5h-2zm9 13H4V9h5c0 1.1.9 2 2 2h2c1.1 0 2-.9 2-2h5zM9 15c.83 0 1.5-.67 1.5-1.5S9.83 12 9 12s-1.5.67-1.5 1.5S8.17 15 9 15m2.08 1.18c-.64-.28-1.35-.43-2.08-.43s-1.44.15-2.08.43c-.56.24-.92.78-.92 1.39V18h6v-.43c0-.61-.36-1.15-.92-1.39M13.5 16.5h4V18h-4zm0-3h4V15h-4z';
/** PlaceOutlined */
const zone =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7M7 9c0-2.76 2.24-5 5-5s5 2.24 5 5c0 2.88-2.88 7.19-5 9.88C9.92 16.21 7 11.85 7 9m5 2.5a2.5 2.5 0 0 0 0-5 2.5 2.5 0 0 0 0 5';
/** AssignmentTurnedInOutlined */
const completion =
  'M18.6 3.5H15c-.4-1.2-1.5-2-2.8-2s-2.4.8-2.8 2H5.8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h12.8c1.1 0 2-.9 2-2v-14c0-1.1-.9-2-2-2m-6.4 0c.6 0 1 .4 1 1s-.4 1-1 1-1-.4-1-1 .4-1 1-1m6.4 16H5.8v-14h12.8zm-2.6-9.6-1.4-1.4-4.9 4.9-2-2-1.4 1.4 3.4 3.4z';

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
  {
    group: 'reports',
    order: 50,
    to: '/project/$id/reports/undetected-devices',
    label: 'nav.reportsUndetected',
    icon: badge,
  },
  {
    group: 'reports',
    order: 60,
    to: '/project/$id/reports/zone',
    label: 'nav.reportsZone',
    icon: zone,
  },
  {
    group: 'reports',
    order: 70,
    to: '/project/$id/reports/completion',
    label: 'nav.reportsCompletion',
    icon: completion,
  },
];
