import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsOAuthCallback } from '../features/integrations/integrations-oauth-callback.tsx';

/** Where a provider's sign-in returns, in its popup (docs/domain.md "Procore"). */
export const Route = createFileRoute('/integrations-oauth-callback')({
  component: IntegrationsOAuthCallback,
});
