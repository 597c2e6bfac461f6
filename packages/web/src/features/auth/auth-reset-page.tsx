import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES, NewPasswordSchema, TIMINGS_MS } from '@siteline/shared';
import { headerMessageOf } from '@/lib/api-error.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useTimeout } from '@/lib/use-timeout.ts';
import { useResetPassword } from './api/reset-password.ts';
import { signInWithPassword } from './api/sign-in.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthLinks } from './components/auth-links.tsx';
import { AuthNotice, type Notice } from './components/auth-notice.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { PlainTextField } from '@/components/plain-field/plain-field.tsx';

await loadLocales('features/auth');

const ResetFormSchema = z
  .object({ NewPassword: NewPasswordSchema, ConfirmPassword: z.string() })
  .refine((values) => values.NewPassword === values.ConfirmPassword, {
    path: ['ConfirmPassword'],
    message: 'auth.passwordMismatch',
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

/**
 * spec 000 §4 "Password reset": on success an automatic sign-in after 1.5 s goes to project
 * selection, or to login if that fails.
 */
export function AuthResetPage({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const reset = useResetPassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { NewPassword: '', ConfirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ NewPassword }) => {
    setNotice(null);
    try {
      const { email, message } = await reset.mutateAsync({ resetKey, NewPassword });
      setNotice({ severity: 'success', text: message ?? MESSAGES.passwordReset });
      // An invitee (a first password) goes straight into their project: the entry picks it
      // (their only one, or the first); a reset goes to project selection (spec 000 §4).
      const invited = message === MESSAGES.passwordSet;
      schedule(() => {
        signInWithPassword({ email, password: NewPassword }).then(
          () =>
            invited
              ? navigate({ to: '/project/$id', params: { id: 'enter' } })
              : navigate({ to: '/project' }),
          () => navigate({ to: '/login' }),
        );
      }, TIMINGS_MS.resetAutoLogin);
    } catch (error) {
      setNotice({ severity: 'error', text: headerMessageOf(error, MESSAGES.serverError) });
    }
  });

  const done = notice?.severity === 'success';
  const errorText = (message: string | undefined) => (message ? translate(message) : undefined);
  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={<AuthLinks targets={['/login', '/reset-request']} />}
    >
      <form className="sl-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AuthNotice notice={notice} />
        <PlainTextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errorText(formState.errors.NewPassword?.message)}
          {...register('NewPassword')}
        />
        <PlainTextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errorText(formState.errors.ConfirmPassword?.message)}
          {...register('ConfirmPassword')}
        />
        <AuthSubmitButton
          disabled={reset.isPending || done}
          label={reset.isPending ? t('auth.saving') : t('auth.setPassword')}
        />
      </form>
    </AuthCard>
  );
}
