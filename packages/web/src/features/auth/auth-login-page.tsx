import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@siteline/shared';
import { useButtonStatus } from '@/components/save-button/use-button-status.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useTimeout } from '@/lib/use-timeout.ts';
import { getRememberedProjectId, getSession, type Session } from '@/lib/auth-store.ts';
import { signInErrorMessage, useSignIn, visibilityOnlyRedirect } from './api/sign-in.ts';
import { safeRedirectTarget } from './auth-redirect.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthLinks } from './components/auth-links.tsx';
import { AuthAlert } from './components/auth-notice.tsx';
import { AuthSubmitButton } from './components/auth-submit-button.tsx';
import { PlainTextField } from '@/components/plain-field/plain-field.tsx';

await loadLocales('features/auth');

interface LoginForm {
  email: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginForm, string>>;

// Two required fields, checked by hand rather than with a form library and zod: this page is the
// app's first load. The server checks the credentials themselves.
function validate({ email, password }: LoginForm): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'auth.emailRequired';
  if (!password) errors.password = 'auth.passwordRequired';
  return errors;
}

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
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As with a form library's defaults: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginForm) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setStatus('busy');
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
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
  };

  const fieldError = (message: string | undefined) => (message ? translate(message) : undefined);

  return (
    <AuthCard
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={<AuthLinks targets={['/reset-request', '/request-access']} />}
    >
      <form className="sl-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <AuthAlert severity="error" testId="login-error">
            {translate(failure)}
          </AuthAlert>
        )}
        <PlainTextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={change('email')}
          error={fieldError(errors.email)}
          ref={emailRef}
        />
        <PlainTextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={fieldError(errors.password)}
          ref={passwordRef}
        />
        <AuthSubmitButton
          status={status}
          disabled={status === 'success'}
          label={
            {
              idle: t('auth.signIn'),
              busy: t('auth.signingIn'),
              success: t('auth.signInSuccess'),
              error: t('auth.signInError'),
            }[status]
          }
        />
      </form>
    </AuthCard>
  );
}
