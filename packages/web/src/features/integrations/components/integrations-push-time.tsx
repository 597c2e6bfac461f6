import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { INTEGRATIONS_MESSAGES } from '@siteline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { integrationsKey } from '../api/integrations-api.ts';
import { setPushTime } from '../api/procore-api.ts';
import { alertIntegrationErrors } from '../integrations-errors.ts';

/** When the evening push runs, on the site's clock (docs/domain.md "Push time"). */
export function IntegrationsPushTime(props: {
  projectId: number;
  providerId: number;
  provider: string;
  pushTime: string;
}) {
  const { projectId, providerId, provider } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const client = useQueryClient();
  const [value, setValue] = useState(props.pushTime);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await setPushTime(projectId, providerId, value);
      alerts.success(translate(INTEGRATIONS_MESSAGES.pushTimeSaved));
      await client.invalidateQueries({ queryKey: integrationsKey(projectId) });
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        type="time"
        size="small"
        label={t('integrations.procore.headcountHistory.pushTime')}
        helperText={t('integrations.procore.headcountHistory.pushTimeHelp', { provider })}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required
        slotProps={{ htmlInput: { step: 900 }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={busy || value === '' || value === props.pushTime}
        sx={{ mt: 0.25 }}
      >
        {t('integrations.procore.headcountHistory.savePushTime')}
      </Button>
    </form>
  );
}
