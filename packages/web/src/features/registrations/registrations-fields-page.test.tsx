import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

describe('RegistrationsFieldsPage', () => {
  it('moves a field within its section and saves the selection in that order', async () => {
    let sent: { RegistrationFieldId: number }[] | null = null;
    serveProjects(
      [makeProject(PROJECT_ID)],
      registrationsHandler((path, init) => {
        if (path.endsWith('/merge-registration-fields') && init?.method === 'POST') {
          sent = JSON.parse(init.body as string) as { RegistrationFieldId: number }[];
          return jsonResponse([]);
        }
        return undefined;
      }),
    );
    renderApp(`/project/${PROJECT_ID}/registrations/fields`);
    const save = await screen.findByRole('button', { name: 'Save fields' }, { timeout: 30_000 });
    expect(save).toHaveProperty('disabled', true);
    // The first of a section cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move First name up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Ethnicity down' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Ethnicity up' }));
    expect(save).toHaveProperty('disabled', false);
    await userEvent.click(save);
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.map((f) => f.RegistrationFieldId)).toEqual([2, 6, 4]);
  }, 60_000);
});
