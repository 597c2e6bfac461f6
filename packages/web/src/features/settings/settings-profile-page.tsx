import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SettingsChangePasswordForm } from './components/settings-change-password-form.tsx';
import { SettingsProfileDetails } from './components/settings-profile-details.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/settings');

/** spec 001 §2 Settings: the user's profile and password change. */
export function SettingsProfilePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {t('settings.profileTitle')}
      </Typography>
      <SettingsProfileDetails />
      <SettingsChangePasswordForm />
    </Stack>
  );
}
