import { afterEach } from 'vitest';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { Project } from '@siteline/shared';
import { createAppRouter } from '../app/router.tsx';
import { registerSessionHandlers } from '../app/session-handlers.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { jsonResponse, renderWithProviders, stubFetch, type FetchHandler } from './render.tsx';

let stopSessionHandlers: () => void = () => undefined;
afterEach(() => {
  stopSessionHandlers();
  stopSessionHandlers = () => undefined;
});

/**
 * The whole app (real route table, guards, layout) at `path`, with a memory history. Returns the
 * router, to read where it went and what its address holds.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  stopSessionHandlers = registerSessionHandlers(router, queryClient);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/**
 * Answers the project list and each project's own call from `projects`, sign-out with 204, then
 * `more` (the screen's own calls), else 404. Returns the fetch mock.
 */
export function serveProjects(projects: readonly Project[], more?: FetchHandler) {
  return stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/v1/projects') {
      return jsonResponse({ Data: projects, TotalCount: projects.length });
    }
    const match = /^\/api\/v1\/projects\/(\d+)$/.exec(pathname);
    const found = projects.find((project) => project.ProjectId === Number(match?.[1]));
    if (found) return jsonResponse(found);
    if (pathname === '/api/v1/Auth/SignOut') return new Response(null, { status: 204 });
    return more?.(url, init) ?? jsonResponse({ errors: [{ errorMessage: 'Not found.' }] }, 404);
  });
}
