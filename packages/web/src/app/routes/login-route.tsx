import { useSearch } from '@tanstack/react-router';
import { AuthLoginPage } from '../../features/auth/auth-login-page.tsx';

export interface LoginSearch {
  /** Where to go after signing in (spec 000 §2 "target state"). */
  redirect?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  return typeof search.redirect === 'string' && search.redirect
    ? { redirect: search.redirect }
    : {};
}

export function LoginRoute() {
  const { redirect } = useSearch({ from: '/login' });
  return <AuthLoginPage redirect={redirect} />;
}
