import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

type AuthLinkTarget = '/login' | '/reset-request' | '/request-access';

const LABELS: Record<AuthLinkTarget, ParseKeys> = {
  '/login': 'auth.backToSignIn',
  '/reset-request': 'auth.forgotPassword',
  '/request-access': 'auth.requestAccess',
};

/** The row of links between the public pages. */
export function AuthLinks({ targets }: { targets: readonly AuthLinkTarget[] }) {
  const { t } = useTranslation();
  return (
    <div className="sl-links">
      {targets.map((target) => (
        <Link key={target} to={target} className="sl-link">
          {t(LABELS[target])}
        </Link>
      ))}
    </div>
  );
}
