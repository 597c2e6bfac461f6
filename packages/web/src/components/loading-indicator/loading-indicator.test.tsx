import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import '../../lib/i18n.ts';
import { LoadingIndicator } from './loading-indicator.tsx';

/**
 * A two-screen app whose second screen's code arrives when the test says so, as a lazy route's
 * chunk does over a slow network.
 */
function slowApp() {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const root = createRootRoute({ component: () => <Outlet /> });
  const first = createRoute({
    getParentRoute: () => root,
    path: '/',
    // A route table of its own: the app's registered one does not know this address.
    component: () => <Link to={'/second' as never}>Second</Link>,
  });
  const second = createRoute({
    getParentRoute: () => root,
    path: '/second',
  }).lazy(() =>
    code.then(() => ({ options: { component: () => <h1>Second screen</h1> } }) as never),
  );
  const router = createRouter({
    routeTree: root.addChildren([first, second]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { router, arrive };
}

describe('LoadingIndicator', () => {
  it('shows while a followed link waits for the next screen, and goes when it draws', async () => {
    const { router, arrive } = slowApp();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadingIndicator router={router} />
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Second' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => link.click());
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    // The old screen is still up meanwhile.
    expect(screen.getByRole('link', { name: 'Second' })).toBeTruthy();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Second screen' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays away without a router while nothing is in flight', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadingIndicator />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
