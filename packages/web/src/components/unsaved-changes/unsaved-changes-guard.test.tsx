import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  type AnyRouter,
  Outlet,
  RouterProvider,
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

let current: AnyRouter | null = null;

/** A link through the router under test (the app's typed Link knows only the app's routes). */
function NavLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        void current?.navigate({ to });
      }}
    >
      {children}
    </a>
  );
}

function EditPage() {
  const [dirty, setDirty] = useState(false);
  return (
    <div>
      <h1>Zone</h1>
      <label>
        <input type="checkbox" checked={dirty} onChange={(e) => setDirty(e.target.checked)} />
        Edited
      </label>
      <NavLink to="/zones/7/workers">Workers tab</NavLink>
      <UnsavedChangesGuard
        when={dirty}
        allow={({ next }) => next.pathname.startsWith('/zones/7')}
      />
    </div>
  );
}

/** A real router over memory history: a zone page with a tab, and a page elsewhere. */
function renderApp(
  history = createMemoryHistory({ initialEntries: ['/home', '/zones/7'], initialIndex: 1 }),
) {
  const root = createRootRoute({
    component: () => (
      <>
        <NavLink to="/home">Home</NavLink>
        <Outlet />
      </>
    ),
  });
  const zone = createRoute({
    getParentRoute: () => root,
    path: '/zones/$zoneId',
    component: EditPage,
  });
  const workers = createRoute({
    getParentRoute: () => root,
    path: '/zones/$zoneId/workers',
    component: () => <h1>Zone workers</h1>,
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/home',
    component: () => <h1>Home page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([zone, workers, home]),
    history,
  });
  current = router;
  render(<RouterProvider router={router} />);
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('lets a page without edits go', async () => {
    const router = renderApp();
    expect(await screen.findByRole('heading', { name: 'Zone' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with unsaved edits; Stay keeps the page, Leave goes', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Zone' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edited' }));

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain(
      'You have unsaved data. Are you sure you want to leave this page?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/zones/7');
    expect(heading()).toBe('Zone');
    expect(screen.getByRole('checkbox', { name: 'Edited' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it("holds the browser's back button too", async () => {
    window.history.replaceState(null, '', '/home');
    const history = createBrowserHistory();
    history.push('/zones/7');
    const router = renderApp(history);
    await screen.findByRole('heading', { name: 'Zone' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edited' }));
    act(() => router.history.back());
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zones/7');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('lets allowed navigations through while dirty', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Zone' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edited' }));
    await userEvent.click(screen.getByRole('link', { name: 'Workers tab' }));
    expect(await screen.findByRole('heading', { name: 'Zone workers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/zones/7/workers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the browser ask before unloading only while dirty', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Zone' });
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edited' }));
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Edited' }));
    expect(beforeUnloadPrevented()).toBe(false);
  });
});
