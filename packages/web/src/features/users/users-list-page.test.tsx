import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { PROJECT_ID, makeUser, usersHandler } from './users-test-data.ts';

const me = makeUser(1, 2);
// Invited, and the invitation's e-mail expired unsent (the mail server refused it for a week).
const viewer = makeUser(5, 4, {
  FirstName: 'Ana',
  LastName: 'Diaz',
  IsInvited: true,
  InvitationUndelivered: 'expired',
});
const admin = makeUser(6, 1, { FirstName: 'Olga', LastName: 'Boss' });

beforeEach(() => {
  signIn([PROJECT_ID], {
    userId: 1,
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['ManageUsers'] }],
  });
});

// The first render loads the lazy route and its translations: slower than a test's default.
const SLOW = 30_000;

describe('UsersListPage', () => {
  it(
    'lists the users with their roles, and the roles with their permissions',
    async () => {
      serveProjects([makeProject(PROJECT_ID)], usersHandler([me, viewer, admin]));
      renderApp(`/project/${PROJECT_ID}/user-management/users`);
      expect(await screen.findByText('Ana Diaz', {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByText('user5@example.test')).toBeTruthy();
      expect(screen.getByText('Invited: e-mail expired unsent')).toBeTruthy();
      expect(screen.getByText('3 users', { exact: false })).toBeTruthy();
      // A manager cannot change an admin, nor remove themselves.
      expect(screen.getByRole('button', { name: 'Remove Olga Boss' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(screen.getByRole('button', { name: 'Remove First1 Last1' })).toHaveProperty(
        'disabled',
        true,
      );
      const roles = screen.getByRole('region', { name: 'Roles and permissions' });
      expect(within(roles).getByText('Level 200')).toBeTruthy();
      await userEvent.click(within(roles).getByText('Admin'));
      expect(await within(roles).findByText('ManageZones')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'draws the roles under the table only once the users are in, so the rows do not push them down',
    async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer = usersHandler([me, viewer]);
      const fetchMock = serveProjects([makeProject(PROJECT_ID)], async (url, init) => {
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname === `/api/v1/projects/${PROJECT_ID}/users`) await held;
        return answer(url, init);
      });
      renderApp(`/project/${PROJECT_ID}/user-management/users`);
      await screen.findByRole('heading', { name: 'Users' }, { timeout: 15_000 });
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/roles'))).toBe(true),
      );
      // The roles' answer is in and drawn by now if it were drawn on its own.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('region', { name: 'Roles and permissions' })).toBeNull();
      release();
      expect(await screen.findByText('Ana Diaz')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Roles and permissions' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'removes a user after the confirmation, with the spec’s message',
    async () => {
      let removed = false;
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me, viewer], (path, init) =>
          init?.method === 'DELETE' && path === `/api/v1/projects/${PROJECT_ID}/users/5`
            ? ((removed = true), jsonResponse({ UserId: 5, Name: 'Ana Diaz' }))
            : undefined,
        ),
      );
      renderApp(`/project/${PROJECT_ID}/user-management/users`);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Remove Ana Diaz' }, { timeout: 15_000 }),
      );
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Ana Diaz has been successfully removed.')).toBeTruthy();
      expect(removed).toBe(true);
    },
    SLOW,
  );

  it(
    'says so when the reset fails, and thanks when it is sent',
    async () => {
      let fail = true;
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me, viewer], (path, init) =>
          init?.method === 'POST' && path.endsWith('/users/5/reset-password')
            ? fail
              ? jsonResponse({}, 500)
              : jsonResponse({ UserId: 5, Name: 'Ana Diaz' })
            : undefined,
        ),
      );
      renderApp(`/project/${PROJECT_ID}/user-management/users`);
      const reset = await screen.findByRole(
        'button',
        { name: 'Reset password of Ana Diaz' },
        { timeout: 15_000 },
      );
      await userEvent.click(reset);
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Send reset e-mail',
        }),
      );
      expect(await screen.findByText('There was an error resetting the password.')).toBeTruthy();
      fail = false;
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(reset);
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Send reset e-mail',
        }),
      );
      expect(
        await screen.findByText(
          'Password reset instruction have been successfully emailed to Ana Diaz.',
        ),
      ).toBeTruthy();
    },
    SLOW,
  );
});
