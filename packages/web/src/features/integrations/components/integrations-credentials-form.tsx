import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CredentialsAuthentication } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/**
 * spec 000 §7 "… or credentials" (CLIENTSECRET): a service account's client ID and secret,
 * checked by the provider when sent. The secret is never shown again or read back.
 */
export function IntegrationsCredentialsForm(props: {
  provider: string;
  busy: boolean;
  onSubmit: (credentials: CredentialsAuthentication) => void;
  onCancel: () => void;
}) {
  const { provider, busy } = props;
  const { t } = useTranslation();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const ready = clientId.trim() !== '' && clientSecret.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) props.onSubmit({ ClientId: clientId.trim(), ClientSecret: clientSecret });
  };

  return (
    <form
      className="integrations__panel"
      style={{ display: 'grid', gap: 16 }}
      onSubmit={submit}
      aria-label={t('integrations.procore.auth.title', { provider })}
    >
      <Typography>{t('integrations.procore.auth.credentialsIntro', { provider })}</Typography>
      <TextField
        label={t('integrations.procore.auth.clientId')}
        value={clientId}
        onChange={(e) => setClientId(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('integrations.procore.auth.clientSecret')}
        type="password"
        value={clientSecret}
        onChange={(e) => setClientSecret(e.target.value)}
        autoComplete="new-password"
        required
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || !ready}>
          {busy
            ? t('integrations.procore.auth.connecting', { provider })
            : t('integrations.procore.auth.connect')}
        </Button>
        <Button onClick={props.onCancel}>{t('integrations.procore.auth.cancel')}</Button>
      </div>
    </form>
  );
}
