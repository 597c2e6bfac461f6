import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@siteline/shared';
import { SaveButton } from '../../components/save-button/save-button.tsx';
import { useButtonStatus } from '../../components/save-button/use-button-status.ts';
import { loadLocales, useTranslateText } from '../../lib/i18n.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { getRememberedProjectId, getSession, type Session } from '../../lib/auth-store.ts';
import { signInErrorMessage, useSignIn, visibilityOnlyRedirect } from './api/sign-in.ts';
import { safeRedirectTarget } from './auth-redirect.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthLinks } from './components/auth-links.tsx';

await loadLocales('features/auth');

const LoginFormSchema = z.object({
  email: z.string().trim().min(1, 'auth.emailRequired'),
  password: z.string().min(1, 'auth.passwordRequired'),
});
type LoginForm = z.infer<typeof LoginFormSchema>;

const BUTTON_RESET = {
  success: TIMINGS_MS.loginButtonReset,
  error: TIMINGS_MS.loginButtonReset,
} as const;

/** The remembered project of the signed-in user, when the user may still open it. */
function rememberedProjectOf(session: Session | null): number | null {
  if (!session) return null;
  const id = getRememberedProjectId(session.userId);
  if (id === null) return null;
  const member =
    session.isProviderEmployee || session.permissions.some((entry) => entry.ProjectId === id);
  return member ? id : null;
}

/** spec 000 §4: Sign In → Loading... → Success! or Error → Sign In again after 2 s. */
export function AuthLoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const schedule = useTimeout();
  const signIn = useSignIn();
  const [status, setStatus] = useButtonStatus(BUTTON_RESET);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setStatus('busy');
    try {
      await signIn.mutateAsync(values);
      setStatus('success');
      const target = safeRedirectTarget(redirect);
      // Without a saved address, the project opened last (spec 000 §2, remembered per user) if
      // the user still belongs to it; else project selection.
      const remembered = rememberedProjectOf(getSession());
      if (target) void navigate({ href: target });
      else if (remembered !== null) {
        schedule(
          () => void navigate({ to: '/project/$id/home', params: { id: String(remembered) } }),
          TIMINGS_MS.loginRedirect,
        );
      } else schedule(() => void navigate({ to: '/project' }), TIMINGS_MS.loginRedirect);
    } catch (error) {
      setStatus('error');
      const supportArticle = visibilityOnlyRedirect(error);
      if (supportArticle) window.location.assign(supportArticle);
      else setFailure(signInErrorMessage(error));
    }
  });

  const fieldError = (message: string | undefined) => (message ? translate(message) : undefined);

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={<AuthLinks targets={['/reset-request', '/request-access']} />}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {failure && (
          <Alert severity="error" data-testid="login-error">
            {translate(failure)}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(formState.errors.email)}
          helperText={fieldError(formState.errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          fullWidth
          error={Boolean(formState.errors.password)}
          helperText={fieldError(formState.errors.password?.message)}
          {...register('password')}
        />
        <SaveButton
          size="large"
          fullWidth
          status={status}
          disabled={status === 'success'}
          labels={{
            idle: t('auth.signIn'),
            busy: t('auth.signingIn'),
            success: t('auth.signInSuccess'),
            error: t('auth.signInError'),
          }}
        />
      </Stack>
    </AuthCard>
  );
}
