import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/get-current-user.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography sx={{ color: 'text.secondary', minWidth: 140 }}>{label}</Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/** The signed-in user's own details (GET /api/v1/Auth/CurrentUser). */
export function SettingsProfileDetails() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('settings.detailsTitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {isPending || !user ? (
          <Stack spacing={1}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Row label={t('settings.name')} value={`${user.FirstName} ${user.LastName}`.trim()} />
            <Row label={t('settings.email')} value={user.Email} />
            <Row label={t('settings.userId')} value={String(user.UserId)} />
            {(user.IsDemoUser || user.IsProviderEmployee) && (
              <Stack direction="row" spacing={1}>
                {user.IsProviderEmployee && (
                  <Chip color="primary" size="small" label={t('settings.providerEmployee')} />
                )}
                {user.IsDemoUser && <Chip size="small" label={t('settings.demoUser')} />}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
