import { createFileRoute } from '@tanstack/react-router';
import { signOutOnEntry } from '../app/guards.ts';
import { AuthResetRequestPage } from '../features/auth/auth-reset-request-page.tsx';

export const Route = createFileRoute('/reset-request')({
  beforeLoad: signOutOnEntry,
  component: AuthResetRequestPage,
});
