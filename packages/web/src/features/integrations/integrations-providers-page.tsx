import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import Switch from '@mui/material/Switch';
import { ALERT_TYPE, INTEGRATIONS_MESSAGES, type ServiceProvider } from '@siteline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createLink, useNavigate } from '@tanstack/react-router';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useServiceProviders } from './api/integrations-api.ts';
import { switchIntegration } from './api/procore-api.ts';
import { alertIntegrationErrors } from './integrations-errors.ts';
import { goesStraightToAuthentication } from './integrations-provider-rules.ts';
import './integrations.css';

await loadLocales('features/integrations');

const ButtonLink = createLink(Button);

export interface IntegrationsProvidersPageProps {
  projectId: number;
  timeZoneId: string | undefined;
  /** spec 001 §4: a set-up cancelled from authentication turns its integration back off. */
  cancel?: number | undefined;
  onCancelled?: () => void;
}

/** spec 001 §3 /integrations/providers: a card per provider, with what it offers (its Links). */
export function IntegrationsProvidersPage(props: IntegrationsProvidersPageProps) {
  const { projectId, timeZoneId, cancel, onCancelled } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const providers = useServiceProviders(projectId);
  const id = String(projectId);
  const [switching, setSwitching] = useState<number | null>(null);

  const reload = () => client.invalidateQueries({ queryKey: ['integrations', projectId] });

  /** spec 001 §4: off to on creates it and goes to authentication; on to off deletes it. */
  const toggle = async (provider: ServiceProvider, on: boolean) => {
    const authentication = {
      to: '/project/$id/integrations/$serviceProviderId/authentication',
      params: { id, serviceProviderId: String(provider.ServiceProviderId) },
      search: { isNew: true },
    } as const;
    // Autodesk: its sign-in makes the integration.
    if (on && goesStraightToAuthentication(provider)) return void navigate(authentication);
    setSwitching(provider.ServiceProviderId);
    try {
      await switchIntegration(projectId, provider.ServiceProviderId, on);
      const name = provider.ServiceProviderName;
      if (on) {
        alerts.show({ type: ALERT_TYPE.info, message: INTEGRATIONS_MESSAGES.turnedOn(name) });
        void navigate(authentication);
      } else {
        alerts.show({ type: ALERT_TYPE.info, message: INTEGRATIONS_MESSAGES.turnedOff(name) });
      }
      await reload();
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setSwitching(null);
    }
  };

  // Back from a cancelled set-up: the integration turned back off, once.
  const cancelled = useRef<number | null>(null);
  useEffect(() => {
    if (cancel === undefined || cancelled.current === cancel) return;
    const provider = providers.data?.Data.find((p) => p.ServiceProviderId === cancel);
    if (!provider) return;
    cancelled.current = cancel;
    void (async () => {
      if (provider.IsOn) await toggle(provider, false);
      onCancelled?.();
    })();
  });

  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <div>
        <Typography variant="h5" component="h1">
          {t('integrations.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760, mt: 0.5 }}>
          {t('integrations.intro')}
        </Typography>
      </div>
      {providers.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {!providers.data ? (
        !providers.isError && <Skeleton variant="rounded" height={200} />
      ) : (
        <div className="integrations__cards">
          {providers.data.Data.map((p) => (
            <section
              key={p.ServiceProviderId}
              className="integrations__card"
              aria-labelledby={`integration-${p.ServiceProviderId}`}
            >
              <h2 id={`integration-${p.ServiceProviderId}`}>{p.ServiceProviderName}</h2>
              <p>{p.Description}</p>
              {p.Links.includes('toggle-on-off') && (
                <label style={{ display: 'flex', alignItems: 'center' }}>
                  <Switch
                    checked={p.IsOn}
                    disabled={switching === p.ServiceProviderId}
                    slotProps={{
                      input: {
                        'aria-label': t('integrations.procore.switchLabel', {
                          provider: p.ServiceProviderName,
                        }),
                      },
                    }}
                    onChange={(e) => void toggle(p, e.target.checked)}
                  />
                  {p.IsOn ? t('integrations.procore.on') : t('integrations.procore.off')}
                </label>
              )}
              {p.AuthenticationType !== null ? (
                p.IsOn && (
                  <p className="integrations__muted">
                    {p.IsMappedToServiceProviderProject && p.ServiceProviderProjectName
                      ? t('integrations.procore.mappedTo', {
                          project: p.ServiceProviderProjectName,
                        })
                      : t('integrations.procore.notSetUp')}
                  </p>
                )
              ) : (
                <p className="integrations__muted">
                  {p.LastProcessedFileName && p.LastProcessedAt
                    ? t('integrations.providers.lastProcessed', {
                        file: p.LastProcessedFileName,
                        when: formatDateTimeInZone(p.LastProcessedAt, timeZoneId),
                      })
                    : t('integrations.providers.noneProcessed')}
                </p>
              )}
              <div className="integrations__actions">
                {p.IsOn && p.Links.includes('authentication') && (
                  <ButtonLink
                    variant={p.IsAuthenticated ? 'text' : 'contained'}
                    to="/project/$id/integrations/$serviceProviderId/authentication"
                    params={{ id, serviceProviderId: String(p.ServiceProviderId) }}
                  >
                    {t('integrations.procore.signIn')}
                  </ButtonLink>
                )}
                {p.IsOn && p.IsAuthenticated && p.Links.includes('project-select') && (
                  <ButtonLink
                    to="/project/$id/integrations/project-select"
                    params={{ id }}
                    search={{ serviceProviderId: p.ServiceProviderId }}
                  >
                    {t('integrations.procore.project')}
                  </ButtonLink>
                )}
                {p.IsOn &&
                  p.IsMappedToServiceProviderProject &&
                  p.Links.includes('contractor-mappings') && (
                    <ButtonLink
                      to="/project/$id/integrations/contractor-mappings"
                      params={{ id }}
                      search={{ serviceProviderId: p.ServiceProviderId }}
                    >
                      {t('integrations.procore.mappings')}
                    </ButtonLink>
                  )}
                {p.IsOn && p.Links.includes('headcount-history') && (
                  <ButtonLink
                    to="/project/$id/integrations/headcount-history"
                    params={{ id }}
                    search={{ serviceProviderId: p.ServiceProviderId }}
                  >
                    {t('integrations.procore.headcount')}
                  </ButtonLink>
                )}
                {p.IsOn && p.Links.includes('issues-history') && (
                  <ButtonLink
                    to="/project/$id/integrations/issues-history"
                    params={{ id }}
                    search={{ serviceProviderId: p.ServiceProviderId }}
                  >
                    {t('integrations.issues.link')}
                  </ButtonLink>
                )}
                {p.Links.includes('import') && (
                  <ButtonLink
                    variant="contained"
                    to="/project/$id/integrations/steps/import"
                    params={{ id }}
                    search={{ serviceProviderId: p.ServiceProviderId }}
                  >
                    {t('integrations.providers.import')}
                  </ButtonLink>
                )}
                {p.Links.includes('file-uploads-history') && (
                  <ButtonLink
                    to="/project/$id/integrations/file-uploads-history"
                    params={{ id }}
                    search={{ serviceProviderId: p.ServiceProviderId }}
                  >
                    {t('integrations.providers.history')}
                  </ButtonLink>
                )}
              </div>
            </section>
          ))}
          <section className="integrations__card" aria-labelledby="integration-webhooks">
            <h2 id="integration-webhooks">{t('integrations.webhooks.title')}</h2>
            <p>{t('integrations.webhooks.card')}</p>
            <div className="integrations__actions">
              <ButtonLink
                variant="contained"
                to="/project/$id/integrations/webhooks"
                params={{ id }}
              >
                {t('integrations.webhooks.manage')}
              </ButtonLink>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
