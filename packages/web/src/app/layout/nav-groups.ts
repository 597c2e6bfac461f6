import type { ParseKeys } from 'i18next';
import type { NavEntry, NavGroupKey, NavItem } from '@/lib/nav.ts';

export interface NavGroup {
  key: NavGroupKey;
  label: ParseKeys;
  items: readonly NavItem[];
}

/**
 * The side menu's five groups (spec 000 §2, 002 §2: "Dashboards, Progress, Directory, Groups and
 * Reports"). The spec names them only; what each holds (see docs/decisions):
 * - Dashboards: what is happening on site — home, overview*, realtime, access control.
 * - Progress: the plan against the work — contracts and divisions summaries (their details).
 * - Directory: the people — directory (basic, advanced, recent), registrations.
 * - Groups: how the site is organised — zones, hardware, contract management, user management,
 *   text messages, integrations, and the workforce plan (beside contract management, whose
 *   contracts it plans).
 * - Reports: reports* (daily, weekly, evacuation, alerts, timesheets, undetected devices, zones,
 *   completion).
 * (* not built yet: an area joins its group from its own nav file when its route files land.) A group shows only
 * the screens the user may open, and no group is shown empty.
 */
/** The five groups in the side menu's order; their entries come from the areas' nav files. */
export const NAV_GROUP_KEYS: readonly NavGroupKey[] = [
  'dashboards',
  'progress',
  'directory',
  'groups',
  'reports',
];

/** The groups with their entries, in order; the side menu then hides what the user cannot open. */
export function navGroups(entries: readonly NavEntry[]): NavGroup[] {
  return NAV_GROUP_KEYS.map((key) => ({
    key,
    label: `nav.groups.${key}` as const,
    items: entries
      .filter((entry) => entry.group === key)
      .sort((a, b) => a.order - b.order || a.to.localeCompare(b.to)),
  }));
}
