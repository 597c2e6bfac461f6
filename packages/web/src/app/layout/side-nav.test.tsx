import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from '../router.tsx';
import { NAV_GROUPS } from './side-nav.tsx';

describe('the side menu', () => {
  it('gathers the areas’ nav files into the five groups, in order', () => {
    expect(NAV_GROUPS.map((group) => [group.key, group.items.map((item) => item.to)])).toEqual([
      ['dashboards', ['/project/$id/home', '/project/$id/realtime', '/project/$id/access-control']],
      ['progress', ['/project/$id/contracts-summary', '/project/$id/divisions-summary']],
      [
        'directory',
        [
          '/project/$id/directory/basic',
          '/project/$id/directory/advanced',
          '/project/$id/directory/recent',
          '/project/$id/registrations/single',
        ],
      ],
      [
        'groups',
        [
          '/project/$id/zones',
          '/project/$id/hardware',
          '/project/$id/contract-management/contracts',
          '/project/$id/contract-management/plan',
          '/project/$id/user-management/users',
        ],
      ],
      ['reports', []],
    ]);
  });

  it('names only routes of the table, each with its permissions', () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory());
    for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
      const route = router.routesByPath[item.to];
      expect(route, item.to).toBeDefined();
      expect(route.options.staticData?.permissions, item.to).toBeDefined();
    }
  });
});
