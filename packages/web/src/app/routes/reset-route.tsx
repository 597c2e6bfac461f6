import { useParams } from '@tanstack/react-router';
import { AuthResetPage } from '../../features/auth/auth-reset-page.tsx';

export function ResetRoute() {
  const { resetKey } = useParams({ from: '/reset/$resetKey' });
  return <AuthResetPage resetKey={resetKey} />;
}
