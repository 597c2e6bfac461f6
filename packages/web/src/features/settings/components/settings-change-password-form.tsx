import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ALERT_DURATION_MS, ChangePasswordBodySchema, MESSAGES } from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';

const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  ConfirmPassword: z.string(),
}).refine((values) => values.NewPassword === values.ConfirmPassword, {
  path: ['ConfirmPassword'],
  message: 'settings.passwordMismatch',
});
type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
type FieldName = keyof ChangePasswordForm;

const FIELDS: readonly { name: FieldName; label: ParseKeys; autoComplete: string }[] = [
  { name: 'CurrentPassword', label: 'settings.currentPassword', autoComplete: 'current-password' },
  { name: 'NewPassword', label: 'settings.newPassword', autoComplete: 'new-password' },
  { name: 'ConfirmPassword', label: 'settings.confirmPassword', autoComplete: 'new-password' },
];

const EMPTY: ChangePasswordForm = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Change own password; a refusal shows the server's list joined for 3 s (spec 001 §8). */
export function SettingsChangePasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const changePassword = useChangePassword();
  const { status, setStatus } = useSaveCycle();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ CurrentPassword, NewPassword }) => {
    setStatus('busy');
    try {
      await changePassword.mutateAsync({ CurrentPassword, NewPassword });
      setStatus('success');
      reset(EMPTY);
      alerts.success(MESSAGES.passwordChanged);
    } catch (error) {
      setStatus('error');
      if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
        alerts.error(error.messages.join(' '), ALERT_DURATION_MS.passwordChangeErrors);
      } else {
        alerts.error(MESSAGES.serverError, ALERT_DURATION_MS.serverError);
      }
    }
  });

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('settings.changePasswordTitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} sx={{ maxWidth: 420 }}>
          {FIELDS.map((field) => {
            const message = formState.errors[field.name]?.message;
            return (
              <TextField
                key={field.name}
                label={t(field.label)}
                type="password"
                autoComplete={field.autoComplete}
                fullWidth
                error={Boolean(message)}
                helperText={message ? translate(message) : undefined}
                {...register(field.name)}
              />
            );
          })}
          <SaveChangesButton
            status={status}
            sx={{ alignSelf: 'flex-start' }}
            labels={{ idle: t('settings.changePassword') }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
