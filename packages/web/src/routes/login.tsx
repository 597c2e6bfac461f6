import { createFileRoute } from '@tanstack/react-router';
import { AuthLoginPage } from '../features/auth/auth-login-page.tsx';
import { addressParam, addressSchema } from '../lib/address/address-params.ts';

/** spec 000 §2: /login can carry the target to return to after sign-in. */
export const Route = createFileRoute('/login')({
  validateSearch: addressSchema({ redirect: addressParam.text() }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <AuthLoginPage redirect={redirect} />;
}
