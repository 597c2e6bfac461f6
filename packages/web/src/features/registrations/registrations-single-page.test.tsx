import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, signIn } from '@/test/factories.ts';
import { jsonResponse } from '@/test/render.tsx';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { PROJECT_ID, registrationsHandler } from './registrations-test-data.ts';

beforeEach(() => {
  signIn([PROJECT_ID], {
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['CanDoRegistrations'] }],
  });
});

// The first render loads the lazy route, its texts and MUI: slow on a busy machine.
const SLOW = 60_000;

async function chooseCompany() {
  await userEvent.click(
    await screen.findByRole('combobox', { name: /Company/ }, { timeout: 15_000 }),
  );
  const list = await screen.findByRole('listbox');
  // '#' and nameless companies never reach the list; the write-in choice is last.
  expect(
    within(list)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Acme Concrete', '-- Other (Company not found) --']);
  await userEvent.click(within(list).getByText('Acme Concrete'));
}

describe('RegistrationsSinglePage', () => {
  it(
    'sends the other answer’s text as the value, resets and links to the new worker',
    async () => {
      let sent: Record<string, unknown> | null = null;
      serveProjects(
        [makeProject(PROJECT_ID)],
        registrationsHandler((path, init) => {
          if (path === `/api/v1/projects/${PROJECT_ID}/registrations` && init?.method === 'POST') {
            sent = JSON.parse(init.body as string) as Record<string, unknown>;
            return jsonResponse({ workerId: 91 }, 201);
          }
          return undefined;
        }),
      );
      renderApp(`/project/${PROJECT_ID}/registrations/single`);
      await chooseCompany();
      // Required fields are checked before anything is sent.
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('First name is required.')).toBeTruthy();
      expect(sent).toBeNull();

      fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
      fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Ruiz' } });
      await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
      fireEvent.change(screen.getByLabelText('Please specify'), { target: { value: 'Basque' } });
      fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'B-1' } });
      fireEvent.change(screen.getByLabelText('Confirm tag'), { target: { value: 'B-1' } });
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));

      const success = await screen.findByTestId('registered');
      expect(success.textContent).toContain('Ana Ruiz was successfully registered');
      expect(within(success).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
        `/project/${PROJECT_ID}/directory/worker/91/profile`,
      );
      expect(sent).toMatchObject({
        ProjectId: PROJECT_ID,
        CompanyId: 30,
        ContractId: 300,
        IsWriteInCompany: false,
        Fields: { FirstName: 'Ana', LastName: 'Ruiz', Ethnicity: 'Basque' },
        Tag: 'B-1',
        TagConfirmation: 'B-1',
      });
      expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe('');
    },
    SLOW,
  );

  it(
    'asks before registering a possible duplicate, and shows the server’s errors joined',
    async () => {
      const bodies: Record<string, unknown>[] = [];
      serveProjects(
        [makeProject(PROJECT_ID)],
        registrationsHandler((path, init) => {
          if (path !== `/api/v1/projects/${PROJECT_ID}/registrations`) return undefined;
          const body = JSON.parse(init?.body as string) as Record<string, unknown>;
          bodies.push(body);
          if (!body.AllowDuplicate) {
            return jsonResponse(
              {
                errors: [{ errorMessage: 'Ana Ruiz may already be registered on this project.' }],
                Duplicates: [
                  { WorkerId: 3, FirstName: 'Ana', LastName: 'Ruiz', Reason: 'telephone' },
                ],
              },
              409,
            );
          }
          return jsonResponse(
            {
              errors: [
                { errorMessage: 'Tag B-1 is already held by Bo Li.' },
                { errorMessage: 'Try another.' },
              ],
            },
            400,
          );
        }),
      );
      renderApp(`/project/${PROJECT_ID}/registrations/single`);
      await chooseCompany();
      fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ana' } });
      fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Ruiz' } });
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('Ana Ruiz may already be registered on this project.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Register anyway' }));
      expect(
        await screen.findByText('Tag B-1 is already held by Bo Li. Try another.'),
      ).toBeTruthy();
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).toMatchObject({ AllowDuplicate: true });
    },
    SLOW,
  );
});
