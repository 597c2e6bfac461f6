import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSession, rememberProject } from '../lib/auth-store.ts';
import { makeProject as project, signIn as signInTo } from '../test/factories.ts';
import { renderApp as renderAt, serveProjects } from '../test/render-app.tsx';
import type { Session } from '../lib/auth-store.ts';

function signIn(overrides: Partial<Session> = {}): void {
  signInTo([5, 8], overrides);
}

describe('route table and guards', () => {
  it('sends an unauthenticated user to login and keeps the target', async () => {
    const router = renderAt('/project/5/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/project/5/home' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a user without access to that project to project selection', async () => {
    signIn();
    serveProjects([project(5), project(8)]);
    const router = renderAt('/project/9/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project'));
    expect(await screen.findByText('Tower 8')).toBeTruthy();
  });

  it('lets a provider employee into any project', async () => {
    signIn({ isProviderEmployee: true, permissions: [] });
    serveProjects([project(9)]);
    const router = renderAt('/project/9/home');
    expect(await screen.findByRole('heading', { name: 'Tower 9' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/9/home');
  });

  it('goes from / to project selection', async () => {
    signIn();
    serveProjects([project(5)]);
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project'));
  });

  it('opens a project without a usable id on the remembered project, then its home', async () => {
    signIn();
    rememberProject(1, 8);
    serveProjects([project(5), project(8)]);
    const router = renderAt('/project/latest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/8/home'));
  });

  it('opens /project/$id on its home page', async () => {
    signIn();
    serveProjects([project(5)]);
    const router = renderAt('/project/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/5/home'));
    expect(await screen.findByRole('heading', { name: 'Tower 5' })).toBeTruthy();
  });

  it('signs the user out when the project list is empty', async () => {
    signIn();
    serveProjects([]);
    const router = renderAt('/project');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('signs the user out on entering the reset request page', async () => {
    signIn();
    serveProjects([]);
    renderAt('/reset-request');
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('shows an unknown page inside a project within the app shell', async () => {
    signIn();
    serveProjects([project(5)]);
    renderAt('/project/5/no-such-area');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
  });

  it('shows a not-found page with a way home for unknown routes', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('offers the side menu in the spec’s groups, each with the screens the user may open', async () => {
    signIn();
    serveProjects([project(5)]);
    renderAt('/project/5/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const items = (group: string) =>
      within(within(nav).getByRole('list', { name: group }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(items('Dashboards')).toEqual(['Home', 'Overview', 'Realtime', 'Access control']);
    expect(items('Progress')).toEqual(['Contracts', 'Divisions']);
    expect(items('Groups')).toEqual(['Hardware']);
    // The basic directory is any member's; the advanced one, recent registrations and
    // registrations need their permissions.
    expect(items('Directory')).toEqual(['Workers']);
    // The reports any member may open; timesheets, undetected devices, completion and the
    // evacuation need their permissions.
    expect(items('Reports')).toEqual([
      'Alerts report',
      'Daily headcount',
      'Weekly headcount',
      'Zone timesheets',
    ]);
  });

  it('lists the reports a user holds the permissions of, in the Reports group', async () => {
    signIn({
      permissions: [
        {
          ProjectId: 5,
          Permissions: ['TimesheetsReport', 'UndetectedDevicesReport', 'ViewCompletionReport'],
        },
      ],
    });
    serveProjects([project(5)]);
    renderAt('/project/5/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const reports = within(within(nav).getByRole('list', { name: 'Reports' })).getAllByRole('link');
    expect(reports.map((link) => link.textContent)).toEqual([
      'Alerts report',
      'Daily headcount',
      'Weekly headcount',
      'Timesheets',
      'Undetected devices',
      'Zone timesheets',
      'Completion',
    ]);
    expect(reports[3]?.getAttribute('href')).toBe('/project/5/reports/timesheets');
  });

  it('lists Zones under Groups for a user who may manage zones', async () => {
    signIn({ permissions: [{ ProjectId: 5, Permissions: ['ManageZones'] }] });
    serveProjects([project(5)]);
    renderAt('/project/5/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const groups = within(within(nav).getByRole('list', { name: 'Groups' })).getAllByRole('link');
    expect(groups.map((link) => link.textContent)).toEqual(['Zones', 'Hardware']);
    expect(groups[0]?.getAttribute('href')).toBe('/project/5/zones');
  });
});
