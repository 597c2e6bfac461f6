import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Authenticated, CredentialsAuthentication } from '@siteline/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useServiceProvider } from './api/integrations-api.ts';
import { authenticate, authorizeCompany, startSignIn } from './api/procore-api.ts';
import { IntegrationsCredentialsForm } from './components/integrations-credentials-form.tsx';
import { alertIntegrationErrors } from './integrations-errors.ts';
import { oauthRedirectUri, signInInPopup } from './integrations-oauth.ts';
import './integrations.css';

await loadLocales('features/integrations');

export interface IntegrationsAuthenticationPageProps {
  projectId: number;
  providerId: number;
  /** Right after the switch: Cancel turns it back off (the providers page's `cancel`). */
  isNew: boolean;
}

/**
 * spec 000 §4 /{serviceProviderId}/authentication: the popup sign-in (LOGINPAGE) or a service
 * account's credentials (CLIENTSECRET), then the company.
 */
export function IntegrationsAuthenticationPage(props: IntegrationsAuthenticationPageProps) {
  const { projectId, providerId, isNew } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const provider = useServiceProvider(projectId, providerId).data;
  const name = provider?.ServiceProviderName ?? '';
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState(false);
  const [companies, setCompanies] = useState<Authenticated['Companies'] | null>(null);
  const [company, setCompany] = useState('');
  const id = String(projectId);

  const signIn = async () => {
    setBusy(true);
    setClosed(false);
    try {
      const redirectUri = oauthRedirectUri();
      const { AuthorizeUrl } = await startSignIn(projectId, providerId, redirectUri);
      const answer = await signInInPopup(AuthorizeUrl);
      if (!answer) {
        setClosed(true);
        return;
      }
      const signedIn = await authenticate(projectId, providerId, {
        RedirectURI: redirectUri,
        Code: answer.code,
        State: answer.state,
      });
      setCompanies(signedIn.Companies);
      setCompany(signedIn.Companies[0]?.ExternalCompanyIdentifier ?? '');
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setBusy(false);
    }
  };

  /** CLIENTSECRET: the service account's credentials, checked by the provider. */
  const connect = async (credentials: CredentialsAuthentication) => {
    setBusy(true);
    try {
      const signedIn = await authenticate(projectId, providerId, credentials);
      setCompanies(signedIn.Companies);
      setCompany(signedIn.Companies[0]?.ExternalCompanyIdentifier ?? '');
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setBusy(false);
    }
  };

  const chooseCompany = async () => {
    setBusy(true);
    try {
      await authorizeCompany(projectId, providerId, company);
      void navigate({
        to: '/project/$id/integrations/project-select',
        params: { id },
        search: { serviceProviderId: providerId, isNew: isNew ? true : undefined },
      });
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () =>
    void navigate({
      to: '/project/$id/integrations/providers',
      params: { id },
      search: isNew ? { cancel: providerId } : {},
    });

  return (
    <div style={{ display: 'grid', gap: 20, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('integrations.procore.auth.title', { provider: name })}
      </Typography>
      {provider && !provider.IsMappedToServiceProviderProject && (
        <Alert severity="info">{t('integrations.procore.notSetUp')}</Alert>
      )}
      {companies === null && provider?.AuthenticationType === 'CLIENTSECRET' ? (
        <IntegrationsCredentialsForm
          provider={name}
          busy={busy}
          onSubmit={(credentials) => void connect(credentials)}
          onCancel={cancel}
        />
      ) : companies === null ? (
        <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
          <Typography>{t('integrations.procore.auth.intro', { provider: name })}</Typography>
          {closed && <Alert severity="warning">{t('integrations.procore.auth.closed')}</Alert>}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy || !provider} onClick={() => void signIn()}>
              {busy
                ? t('integrations.procore.auth.waiting')
                : t('integrations.procore.auth.button', { provider: name })}
            </Button>
            <Button onClick={cancel}>{t('integrations.procore.auth.cancel')}</Button>
          </div>
        </div>
      ) : (
        <div className="integrations__panel" style={{ display: 'grid', gap: 16 }}>
          <Typography>{t('integrations.procore.auth.companyIntro', { provider: name })}</Typography>
          <TextField
            select
            label={t('integrations.procore.auth.company')}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
          >
            {companies.map((c) => (
              <MenuItem key={c.ExternalCompanyIdentifier} value={c.ExternalCompanyIdentifier}>
                {c.Name}
              </MenuItem>
            ))}
          </TextField>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button
              variant="contained"
              disabled={busy || company === ''}
              onClick={() => void chooseCompany()}
            >
              {t('integrations.procore.auth.continue')}
            </Button>
            <Button onClick={cancel}>{t('integrations.procore.auth.cancel')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
