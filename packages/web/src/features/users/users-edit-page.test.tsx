import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { PROJECT_ID, makeUser, usersHandler } from './users-test-data.ts';

const SLOW = 30_000;
const WAIT = { timeout: 15_000 };
const me = makeUser(1, 1);
const ana = makeUser(5, 4, { FirstName: 'Ana', LastName: 'Diaz' });

beforeEach(() => {
  signIn([PROJECT_ID], {
    userId: 1,
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['ManageUsers'] }],
  });
});

describe('UsersEditPage', () => {
  it(
    'saves the roles with the save cycle and limits a Contractor to a company',
    async () => {
      const bodies: unknown[] = [];
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me, ana], (path, init) => {
          if (init?.method !== 'PUT') return undefined;
          bodies.push(JSON.parse(init.body as string));
          return bodies.length === 1
            ? jsonResponse({}, 500)
            : jsonResponse(
                makeUser(5, 3, {
                  FirstName: 'Ana',
                  LastName: 'Diaz',
                  Roles: [
                    {
                      ContractRoleId: 3,
                      ContractRoleName: 'Contractor',
                      CompanyId: 40,
                      CompanyName: 'Brightline Electric',
                    },
                  ],
                }),
              );
        }),
      );
      renderApp(`/project/${PROJECT_ID}/user-management/5/edit-user`);
      expect(await screen.findByText('user5@example.test', {}, WAIT)).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Viewer (0)' })).toHaveProperty('checked', true);

      await userEvent.click(screen.getByRole('checkbox', { name: 'Viewer (0)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Choose at least one role.')).toBeTruthy();
      expect(bodies).toEqual([]);

      await userEvent.click(screen.getByRole('checkbox', { name: 'Contractor (50)' }));
      await userEvent.click(await screen.findByRole('combobox', { name: 'Limited to company' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Brightline Electric' }));
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('button', { name: 'Error!' })).toBeTruthy();
      expect(await screen.findByText('There was an error saving the user.')).toBeTruthy();
      expect(
        await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 6_000 }),
      ).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('button', { name: 'Saved!' })).toBeTruthy();
      expect(bodies.at(-1)).toEqual({ Roles: [{ ContractRoleId: 3, CompanyId: 40 }] });
    },
    SLOW,
  );

  it(
    'says when the user or the roles cannot be loaded',
    async () => {
      serveProjects(
        [makeProject(PROJECT_ID)],
        usersHandler([me], (path) => (path.endsWith('/roles') ? jsonResponse({}, 500) : undefined)),
      );
      renderApp(`/project/${PROJECT_ID}/user-management/9/edit-user`);
      expect(
        await screen.findByText('There was an error loading the user.', {}, WAIT),
      ).toBeTruthy();
      expect(await screen.findByText('There was an error loading project roles.')).toBeTruthy();
    },
    SLOW,
  );
});
