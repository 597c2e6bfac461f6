import { createFileRoute } from '@tanstack/react-router';
import { signOutOnEntry } from '@/app/guards.ts';
import { AuthResetPage } from '@/features/auth/auth-reset-page.tsx';

export const Route = createFileRoute('/reset/$resetKey')({
  beforeLoad: signOutOnEntry,
  component: ResetRoute,
});

function ResetRoute() {
  const { resetKey } = Route.useParams();
  return <AuthResetPage resetKey={resetKey} />;
}
