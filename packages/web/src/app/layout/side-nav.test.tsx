import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n.ts';
import { createAppRouter } from '../router.tsx';
import { NAV_GROUP_KEYS } from './nav-groups.ts';
import { NAV_GROUPS } from './side-nav.tsx';

// What every menu must be, whatever areas exist: a new area adds its nav file and its labels,
// and edits nothing here (the menu itself is spelled out by the areas' nav files).
const entries = NAV_GROUPS.flatMap((group) => group.items);
type Labels = { nav: Record<string, string> };
const LABELS = import.meta.glob<Labels>('../../features/*/locales/nav.*.json', {
  eager: true,
  import: 'default',
});
const NAV_FILES = import.meta.glob<readonly { label: string }[]>('../../features/*/*.nav.ts', {
  eager: true,
  import: 'nav',
});

describe('the side menu', () => {
  it('has the five groups in the spec’s order, each entry in exactly one', () => {
    expect(NAV_GROUPS.map((group) => group.key)).toEqual([
      'dashboards',
      'progress',
      'directory',
      'groups',
      'reports',
    ]);
    expect(NAV_GROUP_KEYS).toEqual(NAV_GROUPS.map((group) => group.key));
    expect(entries.length).toBeGreaterThan(0);
  });

  it('never names the same screen twice', () => {
    const targets = entries.map((item) => item.to);
    expect(targets.filter((to, i) => targets.indexOf(to) !== i)).toEqual([]);
  });

  it('names only routes of the table, each with its permissions', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory());
    for (const item of entries) {
      const route = router.routesByPath[item.to];
      expect(route, item.to).toBeDefined();
      expect(route.options.staticData?.permissions, item.to).toBeDefined();
    }
  });

  it('labels each entry in both languages from its own area’s folder', () => {
    for (const [file, areaEntries] of Object.entries(NAV_FILES)) {
      const area = /features\/([^/]+)\//.exec(file)![1]!;
      for (const language of ['en', 'es']) {
        const own = LABELS[`../../features/${area}/locales/nav.${language}.json`];
        for (const { label } of areaEntries) {
          const key = label.replace(/^nav\./, '');
          expect(own?.nav[key], `${area} ${language} ${label}`).toBeTruthy();
          expect(i18n.getResource(language, 'translation', label), label).toBe(own?.nav[key]);
        }
      }
    }
  });
});
