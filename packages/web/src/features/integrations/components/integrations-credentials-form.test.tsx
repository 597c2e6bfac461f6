import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadLocales } from '@/lib/i18n.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { IntegrationsCredentialsForm } from './integrations-credentials-form.tsx';

beforeAll(() => loadLocales('features/integrations'));

describe('the credentials sign-in (CLIENTSECRET)', () => {
  it('sends the client ID trimmed and the secret as typed, once both are there', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <IntegrationsCredentialsForm
        provider="Procore"
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText(/company's service account/)).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect' });
    expect(connect.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/Client ID/), '  atlas-service-account ');
    const secret = screen.getByLabelText(/Client secret/);
    expect(secret.getAttribute('type')).toBe('password');
    await user.type(secret, ' s3cret ');
    await user.click(connect);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ClientId: 'atlas-service-account',
      ClientSecret: ' s3cret ',
    });
  });

  it('says it is checking while the provider answers', () => {
    renderWithProviders(
      <IntegrationsCredentialsForm
        provider="Procore"
        busy
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Checking with Procore…' })).toBeTruthy();
  });
});
