import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@tanstack/react-router';
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
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      {targets.map((target) => (
        <Link key={target} component={RouterLink} to={target} variant="body2" underline="hover">
          {t(LABELS[target])}
        </Link>
      ))}
    </Stack>
  );
}
