import { createFileRoute } from '@tanstack/react-router';
import { signOutOnEntry } from '../app/guards.ts';
import { AuthRequestAccessPage } from '../features/auth/auth-request-access-page.tsx';

export const Route = createFileRoute('/request-access')({
  beforeLoad: signOutOnEntry,
  component: AuthRequestAccessPage,
});
