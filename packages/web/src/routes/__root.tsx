import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../app/layout/not-found-page.tsx';
import { RouteError } from '../app/layout/route-error.tsx';
import type { RouterContext } from '../app/router.tsx';

/**
 * The route table (spec 000 §2) as files. Each protected route states its permissions once, with
 * `routeAccess(permissions)`: any one of them for the project in the path, [] = membership only,
 * no argument = signed in. The guard enforces them; the side navigation reads them from
 * `staticData` to hide what the user cannot open.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
