import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProject, signIn } from '@/test/factories.ts';
import { renderApp, serveProjects } from '@/test/render-app.tsx';
import { PIN, PROJECT_ID, registrationsHandler } from './registrations-test-data.ts';

beforeEach(() => {
  signIn([PROJECT_ID], {
    permissions: [{ ProjectId: PROJECT_ID, Permissions: ['CanDoRegistrations'] }],
  });
});

describe('RegistrationsPinPage', () => {
  it('shows the pin and its QR code; the copy label says Copied! and reverts after 1 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveProjects([makeProject(PROJECT_ID)], registrationsHandler());
    renderApp(`/project/${PROJECT_ID}/registrations/pin`);
    expect((await screen.findByTestId('project-pin', {}, { timeout: 30_000 })).textContent).toBe(
      'ABCD2345',
    );
    expect(screen.getByRole('img', { name: 'QR code of the self-registration link' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(PIN.SelfRegistrationUrl);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Copy link' }, { timeout: 2000 }),
    ).toBeTruthy();
    // The link names this computer: no phone can open it, and the page says so.
    expect(screen.getByTestId('pin-loopback').textContent).toContain('PUBLIC_URL');
  }, 60_000);

  it('says nothing of the address when phones can reach it', async () => {
    const pin = { ...PIN, SelfRegistrationUrl: 'https://siteline.example.com/register/ABCD2345' };
    serveProjects(
      [makeProject(PROJECT_ID)],
      registrationsHandler((path) =>
        path === `/api/v1/projects/${PROJECT_ID}/registrations/pin`
          ? new Response(JSON.stringify(pin), { headers: { 'content-type': 'application/json' } })
          : undefined,
      ),
    );
    renderApp(`/project/${PROJECT_ID}/registrations/pin`);
    await screen.findByTestId('project-pin', {}, { timeout: 30_000 });
    expect(screen.getByText(pin.SelfRegistrationUrl)).toBeTruthy();
    expect(screen.queryByTestId('pin-loopback')).toBeNull();
  }, 60_000);
});
