import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  REALTIME_TIMEOUT_SECONDS,
  RealtimeConfigurationUpdateSchema,
  type RealtimeConfiguration,
  type RealtimeConfigurationUpdate,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { useUpdateRealtimeConfiguration } from '../api/update-realtime-configuration.ts';

const SWITCHES = [
  'RealtimeDashboardEnabled',
  'UnauthorizedAlertEnabled',
  'ZoneDensityAlertEnabled',
] as const;

export interface RealtimeSettingsFormProps {
  projectId: number;
  configuration: RealtimeConfiguration;
}

/** spec 000 §3 "Realtime configuration": the switches, the refresh interval, the warning. */
export function RealtimeSettingsForm({ projectId, configuration }: RealtimeSettingsFormProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const translate = useTranslateText();
  const update = useUpdateRealtimeConfiguration(projectId);
  const [values, setValues] = useState<RealtimeConfigurationUpdate>({
    RealtimeDashboardEnabled: configuration.RealtimeDashboardEnabled,
    TimeoutSeconds: configuration.TimeoutSeconds,
    UnauthorizedAlertEnabled: configuration.UnauthorizedAlertEnabled,
    ZoneDensityAlertEnabled: configuration.ZoneDensityAlertEnabled,
  });
  const [timeoutText, setTimeoutText] = useState(String(configuration.TimeoutSeconds));
  const parsed = RealtimeConfigurationUpdateSchema.safeParse({
    ...values,
    TimeoutSeconds: Number(timeoutText),
  });
  const timeoutError =
    parsed.success || timeoutText === ''
      ? null
      : (parsed.error.issues.find((issue) => issue.path[0] === 'TimeoutSeconds')?.message ?? null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => alerts.success(t('realtime.configuration.saved')),
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-labelledby="realtime-settings-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="realtime-settings-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('realtime.configuration.settings')}
      </Typography>
      {configuration.DoesProjectHaveReadersWithoutZones && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('realtime.readersWithoutZones')}
        </Alert>
      )}
      <Stack spacing={1}>
        {SWITCHES.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Switch
                checked={values[name]}
                onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.checked }))}
              />
            }
            label={t(`realtime.configuration.${name}`)}
          />
        ))}
        <TextField
          type="number"
          label={t('realtime.configuration.TimeoutSeconds')}
          value={timeoutText}
          onChange={(event) => setTimeoutText(event.target.value)}
          error={timeoutError !== null || timeoutText === ''}
          helperText={
            timeoutError ? translate(timeoutError) : t('realtime.configuration.timeoutHint')
          }
          slotProps={{
            htmlInput: {
              min: REALTIME_TIMEOUT_SECONDS.min,
              max: REALTIME_TIMEOUT_SECONDS.max,
              step: 1,
            },
          }}
          sx={{ maxWidth: 280, mt: 1 }}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        disabled={!parsed.success || update.isPending}
        sx={{ mt: 2 }}
      >
        {update.isPending ? t('realtime.saving') : t('realtime.configuration.save')}
      </Button>
    </Paper>
  );
}
