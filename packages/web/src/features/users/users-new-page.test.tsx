import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSearchResult } from '@siteline/shared';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { stageOf } from './users-new-page.tsx';
import { PROJECT_ID, makeUser, usersHandler } from './users-test-data.ts';

const SLOW = 30_000;
const WAIT = { timeout: 15_000 };
const me = makeUser(1, 2);
const person = { UserId: 8, FirstName: 'Lee', LastName: 'Park', Email: 'lee@example.test' };

beforeEach(() => {
  signIn([PROJECT_ID], {
    userId: 1,
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['ManageUsers'] }],
  });
});

describe('stageOf', () => {
  it('follows the search result: not found, deleted, has access, no access', () => {
    const found = (status: number, has: boolean): UserSearchResult => ({
      User: { ...person, UserStatusId: status },
      DoesUserAlreadyHaveAccess: has,
    });
    expect(stageOf({ User: null, DoesUserAlreadyHaveAccess: false })).toBe('notFound');
    expect(stageOf(found(2, false))).toBe('deleted');
    expect(stageOf(found(1, true))).toBe('hasAccess');
    expect(stageOf(found(1, false))).toBe('noAccess');
  });
});

describe('UsersNewPage', () => {
  it(
    'invites a person no one knows yet, with their name and roles',
    async () => {
      const posted: unknown[] = [];
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me], (path, init) => {
          if (path.startsWith(`/api/v1/projects/${PROJECT_ID}/users/search`)) {
            if (path.includes('deleted')) {
              return jsonResponse({
                User: { ...person, Email: 'deleted@example.test', UserStatusId: 2 },
                DoesUserAlreadyHaveAccess: false,
              });
            }
            if (path.includes('fails')) return jsonResponse({}, 500);
            return jsonResponse({ User: null, DoesUserAlreadyHaveAccess: false });
          }
          if (init?.method === 'POST') {
            posted.push(JSON.parse(init.body as string));
            return jsonResponse(makeUser(9, 4, { Email: 'new@example.test' }), 201);
          }
          return undefined;
        }),
      );
      const router = renderApp(`/project/${PROJECT_ID}/user-management/new-user`);
      const email = await screen.findByRole('textbox', { name: 'Email' }, WAIT);

      await userEvent.type(email, 'fails@example.test');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('There was an error searching for the user.')).toBeTruthy();

      await userEvent.clear(email);
      await userEvent.type(email, 'deleted@example.test');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(
        await screen.findByText(
          'deleted@example.test was deleted from the system and cannot be added.',
        ),
      ).toBeTruthy();

      await userEvent.clear(email);
      await userEvent.type(email, 'new@example.test');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(/No one uses new@example.test yet/)).toBeTruthy();
      // Admin is above a manager's own role: shown, not offered.
      expect(screen.getByRole('checkbox', { name: /Admin \(200\)/ })).toHaveProperty(
        'disabled',
        true,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
      await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Field');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Viewer (0)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(
        await screen.findByText('An invitation has been e-mailed to new@example.test.'),
      ).toBeTruthy();
      expect(posted).toEqual([
        {
          Email: 'new@example.test',
          FirstName: 'Nora',
          LastName: 'Field',
          Roles: [{ ContractRoleId: 4, CompanyId: null }],
        },
      ]);
      expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}/user-management/users`);
    },
    SLOW,
  );

  it(
    'points to the roles of a user who already has access',
    async () => {
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me], (path) =>
          path.includes('/users/search')
            ? jsonResponse({
                User: { ...person, UserStatusId: 1 },
                DoesUserAlreadyHaveAccess: true,
              })
            : undefined,
        ),
      );
      renderApp(`/project/${PROJECT_ID}/user-management/new-user`);
      await userEvent.type(
        await screen.findByRole('textbox', { name: 'Email' }, WAIT),
        'lee@example.test',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('Lee Park already has access to this project.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Edit their roles' }).getAttribute('href')).toBe(
        `/project/${PROJECT_ID}/user-management/8/edit-user`,
      );
    },
    SLOW,
  );
});
