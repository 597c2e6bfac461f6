import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { OAUTH_CHANNEL } from './integrations-oauth.ts';

await loadLocales('features/integrations');

/** Where the provider's sign-in returns in the popup: it hands the code to the page and closes. */
export function IntegrationsOAuthCallback() {
  const { t } = useTranslation();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const channel = new BroadcastChannel(OAUTH_CHANNEL);
    channel.postMessage({ code: query.get('code'), state: query.get('state') });
    channel.close();
    window.close();
  }, []);
  return (
    <Typography component="h1" sx={{ p: 3 }}>
      {t('integrations.procore.callback')}
    </Typography>
  );
}
