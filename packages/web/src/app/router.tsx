import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '../routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The app's router over the route files in src/routes (the spec's route table, spec 000 §2).
 * routeTree.gen.ts is generated from them (`npm run routes -w @siteline/web`, or any vite run);
 * a test fails while it is stale.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    scrollRestoration: true,
    // A link's screen starts loading (its code, its loader's first answers) when the pointer
    // rests on the link or a finger touches it, not when it is let go: the code of a screen not
    // yet visited arrives a chunk level at a time, a round trip each (decision 0016, rule 8).
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
