import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AccessControlRoute } from './routes/access-control-route.tsx';
import { validateAccessControlSearch } from '../features/access-control/access-control-search.ts';
import { AuthRequestAccessPage } from '../features/auth/auth-request-access-page.tsx';
import { AuthResetRequestPage } from '../features/auth/auth-reset-request-page.tsx';
import { HardwareRoute } from './routes/hardware-route.tsx';
import { validateHardwareSearch } from '../features/hardware/hardware-search.ts';
import { ProjectsSelectionPage } from '../features/projects/projects-selection-page.tsx';
import { SettingsProfilePage } from '../features/settings/settings-profile-page.tsx';
import { routeAccess, signOutOnEntry } from './guards.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { ProjectLayout } from './layout/project-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { projectEntryAccess } from './project-entry.ts';
import { LoginRoute, validateLoginSearch } from './routes/login-route.tsx';
import { ProjectHomeRoute } from './routes/project-home-route.tsx';
import { ContractDetailRoute } from './routes/contract-detail-route.tsx';
import { ContractsSummaryRoute } from './routes/contracts-summary-route.tsx';
import { DivisionDetailRoute } from './routes/division-detail-route.tsx';
import { DivisionsSummaryRoute } from './routes/divisions-summary-route.tsx';
import { validateDashboardsBreakoutSearch } from '../features/dashboards/dashboards-breakout-search.ts';
import { validateDashboardsHomeSearch } from '../features/dashboards/dashboards-home-search.ts';
import { validateDashboardsSummarySearch } from '../features/dashboards/dashboards-summary-search.ts';
import { RealtimeConfigurationRoute } from './routes/realtime-configuration-route.tsx';
import { RealtimeRoute } from './routes/realtime-route.tsx';
import { validateRealtimeSearch } from '../features/realtime/realtime-search.ts';
import { ResetRoute } from './routes/reset-route.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

/*
 * The route table (spec 000 §2). Each protected route states its permissions once, with
 * `routeAccess(permissions)`: any one of them for the project in the path, [] = membership only,
 * no argument = signed in. The guard enforces them; the side navigation reads them from
 * `staticData` to hide what the user cannot open.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

// The default route is project selection.
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    redirect({ to: '/project', throw: true });
  },
});

// --- public -----------------------------------------------------------------------------------
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});
const resetRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-request',
  beforeLoad: signOutOnEntry,
  component: AuthResetRequestPage,
});
const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset/$resetKey',
  beforeLoad: signOutOnEntry,
  component: ResetRoute,
});
const requestAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'request-access',
  beforeLoad: signOutOnEntry,
  component: AuthRequestAccessPage,
});

// --- signed in --------------------------------------------------------------------------------
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  ...routeAccess(),
  component: AppLayout,
});
const projectsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'project',
  ...routeAccess(),
});
const projectSelectionRoute = createRoute({
  getParentRoute: () => projectsRoute,
  path: '/',
  component: ProjectsSelectionPage,
});
const projectRoute = createRoute({
  getParentRoute: () => projectsRoute,
  path: '$id',
  ...projectEntryAccess([]),
  component: ProjectLayout,
});
const projectIndexRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/home', params, throw: true });
  },
});
// spec 000 §2 Home: the day shown by the date navigator is its search parameter.
const homeRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'home',
  ...routeAccess([]),
  validateSearch: validateDashboardsHomeSearch,
  component: ProjectHomeRoute,
});
// spec 000 §2 contracts and divisions: summaries (filters, sort in the address) and breakouts
// (range and period type in the address); any member may open them.
const contractsSummaryRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'contracts-summary',
  ...routeAccess([]),
  validateSearch: validateDashboardsSummarySearch,
  component: ContractsSummaryRoute,
});
const contractsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'contracts',
});
const contractRoute = createRoute({
  getParentRoute: () => contractsRoute,
  path: '$contractId',
});
const contractDetailRoute = createRoute({
  getParentRoute: () => contractRoute,
  path: 'detail',
  ...routeAccess([]),
  validateSearch: validateDashboardsBreakoutSearch,
  component: ContractDetailRoute,
});
const divisionsSummaryRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'divisions-summary',
  ...routeAccess([]),
  validateSearch: validateDashboardsSummarySearch,
  component: DivisionsSummaryRoute,
});
const divisionsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'divisions',
});
const divisionRoute = createRoute({
  getParentRoute: () => divisionsRoute,
  path: '$divisionId',
});
const divisionDetailRoute = createRoute({
  getParentRoute: () => divisionRoute,
  path: 'detail',
  ...routeAccess([]),
  validateSearch: validateDashboardsBreakoutSearch,
  component: DivisionDetailRoute,
});
// spec 002 §2 "Hardware directory": filters, sort and page are its search parameters.
const hardwareRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'hardware',
  ...routeAccess([]),
  validateSearch: validateHardwareSearch,
  component: HardwareRoute,
});
// spec 002 §2 "Access control dashboard": filters, range, sort and page are its search parameters.
const accessControlRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'access-control',
  ...routeAccess([]),
  validateSearch: validateAccessControlSearch,
  component: AccessControlRoute,
});
// spec 000 §2 "Realtime": membership sees the view; its filters are its search parameters.
const realtimeRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'realtime',
  ...routeAccess([]),
});
const realtimeIndexRoute = createRoute({
  getParentRoute: () => realtimeRoute,
  path: '/',
  ...routeAccess([]),
  validateSearch: validateRealtimeSearch,
  component: RealtimeRoute,
});
// spec 000 §6: ManageProjects gives admin rights on the realtime page.
const realtimeConfigurationRoute = createRoute({
  getParentRoute: () => realtimeRoute,
  path: 'configuration',
  ...routeAccess(['ManageProjects']),
  component: RealtimeConfigurationRoute,
});
const settingsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'settings',
});
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/settings/profile', params, throw: true });
  },
});
const profileRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'profile',
  ...routeAccess([]),
  component: SettingsProfilePage,
});

// An unknown page inside a project keeps the app bar and navigation around the not-found page.
const projectNotFoundRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: '$',
  component: NotFoundPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  resetRequestRoute,
  resetRoute,
  requestAccessRoute,
  appRoute.addChildren([
    projectsRoute.addChildren([
      projectSelectionRoute,
      projectRoute.addChildren([
        projectIndexRoute,
        homeRoute,
        contractsSummaryRoute,
        contractsRoute.addChildren([contractRoute.addChildren([contractDetailRoute])]),
        divisionsSummaryRoute,
        divisionsRoute.addChildren([divisionRoute.addChildren([divisionDetailRoute])]),
        hardwareRoute,
        accessControlRoute,
        realtimeRoute.addChildren([realtimeIndexRoute, realtimeConfigurationRoute]),
        settingsRoute.addChildren([settingsIndexRoute, profileRoute]),
        projectNotFoundRoute,
      ]),
    ]),
  ]),
]);

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
