import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TIMINGS_MS } from '@siteline/shared';
import { headerMessageOf } from '@/lib/api-error.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useTimeout } from '@/lib/use-timeout.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthLinks } from './components/auth-links.tsx';
import { AuthNotice, type Notice } from './components/auth-notice.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { PlainTextField } from '@/components/plain-field/plain-field.tsx';

await loadLocales('features/auth');

const ResetRequestFormSchema = z.object({
  email: z.string().trim().min(1, 'auth.emailRequired').max(320),
});
type ResetRequestForm = z.infer<typeof ResetRequestFormSchema>;

/** spec 000 §4: after success the Message header shows for 2 s, then the user goes to login. */
export function AuthResetRequestPage() {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const requestReset = useRequestPasswordReset();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetRequestForm>({
    resolver: zodResolver(ResetRequestFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setNotice(null);
    try {
      const message = await requestReset.mutateAsync(email);
      setNotice({ severity: 'success', text: message ?? MESSAGES.resetRequested });
      schedule(() => void navigate({ to: '/login' }), TIMINGS_MS.resetRequestRedirect);
    } catch (error) {
      setNotice({ severity: 'error', text: headerMessageOf(error, MESSAGES.serverError) });
    }
  });

  const done = notice?.severity === 'success';
  return (
    <AuthCard
      title={t('auth.resetRequestTitle')}
      subtitle={t('auth.resetRequestSubtitle')}
      footer={<AuthLinks targets={['/login']} />}
    >
      <form className="sl-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AuthNotice notice={notice} />
        <PlainTextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={formState.errors.email?.message && translate(formState.errors.email.message)}
          {...register('email')}
        />
        <AuthSubmitButton
          disabled={requestReset.isPending || done}
          label={requestReset.isPending ? t('auth.sending') : t('auth.sendResetLink')}
        />
      </form>
    </AuthCard>
  );
}
