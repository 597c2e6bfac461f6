import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { Project } from '@siteline/shared';
import { getSession, rememberProject, setSession, type Session } from '../lib/auth-store.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../test/render.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { registerSessionHandlers } from './session-handlers.ts';

function project(id: number): Project {
  return {
    ProjectId: id,
    Title: `Tower ${id}`,
    AccountId: 1,
    AccountName: 'Acme Builders',
    StartDate: '2024-03-01',
    EndDate: null,
    TimeZoneId: 'America/Chicago',
    SiteDisplayConst: 'SITE',
  };
}

function signIn(overrides: Partial<Session> = {}): void {
  setSession({
    accessToken: 'a',
    refreshToken: 'r',
    jwt: 'j',
    expiresAt: Date.now() + 60_000,
    userId: 1,
    userName: 'Sam Site',
    permissions: [
      { ProjectId: 5, Permissions: [] },
      { ProjectId: 8, Permissions: [] },
    ],
    isDemoUser: false,
    isProviderEmployee: false,
    demoMode: false,
    ...overrides,
  });
}

function serveProjects(projects: Project[]): void {
  stubFetch((url) => {
    if (url.startsWith('/api/v1/projects?')) {
      return jsonResponse({ Data: projects, TotalCount: projects.length });
    }
    const match = /^\/api\/v1\/projects\/(\d+)$/.exec(url);
    const found = projects.find((p) => p.ProjectId === Number(match?.[1]));
    if (found) return jsonResponse(found);
    if (url === '/api/v1/Auth/SignOut') return new Response(null, { status: 204 });
    return jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
}

let stopSessionHandlers: () => void = () => undefined;
afterEach(() => stopSessionHandlers());

function renderAt(path: string) {
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  stopSessionHandlers = registerSessionHandlers(router, queryClient);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
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
});
