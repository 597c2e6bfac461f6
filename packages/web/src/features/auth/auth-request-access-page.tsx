import { useTranslation } from 'react-i18next';
import { ALERT_DURATION_MS, MESSAGES, type RequestAccessBody } from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { headerMessageOf } from '@/lib/api-error.ts';
import { useRequestAccess } from './api/request-access.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthLinks } from './components/auth-links.tsx';
import { AuthRequestAccessForm } from './components/auth-request-access-form.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/auth');

/** spec 000 §8: the Message header is shown for success (5 s) and failure (4 s). */
export function AuthRequestAccessPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const requestAccess = useRequestAccess();

  const submit = async (values: RequestAccessBody) => {
    try {
      const message = await requestAccess.mutateAsync(values);
      alerts.success(message ?? MESSAGES.accessRequested, ALERT_DURATION_MS.accessRequestSuccess);
      return true;
    } catch (error) {
      alerts.error(
        headerMessageOf(error, MESSAGES.accessRequestFailed),
        ALERT_DURATION_MS.accessRequestFailure,
      );
      return false;
    }
  };

  return (
    <AuthCard
      title={t('auth.requestAccessTitle')}
      subtitle={t('auth.requestAccessSubtitle')}
      footer={<AuthLinks targets={['/login']} />}
      maxWidth={600}
    >
      <AuthRequestAccessForm pending={requestAccess.isPending} onSubmit={submit} />
    </AuthCard>
  );
}
