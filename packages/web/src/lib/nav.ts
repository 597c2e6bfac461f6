import type { ParseKeys } from 'i18next';
import type { FileRoutesByFullPath, FileRoutesByTo } from '@/routeTree.gen.ts';

// What a side-menu entry is, below every layer: each area's `<area>.nav.ts` declares its
// entries with these types, and the shell (app/layout/side-nav.tsx) groups and draws them.

export interface NavItem {
  /** A route of the table; its permissions (staticData) decide whether the user sees it. */
  to: keyof FileRoutesByTo & keyof FileRoutesByFullPath;
  label: ParseKeys;
  /** An SVG path on the 24-unit grid (a Material Icon's), written in the area's nav file. */
  icon: string;
  /** Also current on the area's other pages (a contract's detail under Contracts). */
  section?: string;
}

export type NavGroupKey = 'dashboards' | 'progress' | 'directory' | 'groups' | 'reports';

/**
 * A side-menu entry as an area declares it, in its own `features/<area>/<area>.nav.ts`
 * (`export const nav: readonly NavEntry[]`), found by side-nav.tsx with import.meta.glob: a new
 * area adds its entries without a line here. The label may be an app key (`nav.*`) or one of the
 * area's own; a nav file using its own keys awaits `loadLocales('features/<area>')` at its top.
 */
export interface NavEntry extends NavItem {
  group: NavGroupKey;
  /** Place within the group, smallest first (10, 20, …: room to slot in between). */
  order: number;
}
