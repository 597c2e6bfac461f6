import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeInZone } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useServiceProviders } from './api/integrations-api.ts';
import './integrations.css';

await loadLocales('features/integrations');

const ButtonLink = createLink(Button);

export interface IntegrationsProvidersPageProps {
  projectId: number;
  timeZoneId: string | undefined;
}

/** spec 001 §3 /integrations/providers: a card per provider, with what it offers (its Links). */
export function IntegrationsProvidersPage({
  projectId,
  timeZoneId,
}: IntegrationsProvidersPageProps) {
  const { t } = useTranslation();
  const providers = useServiceProviders(projectId);
  const id = String(projectId);

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
              <p className="integrations__muted">
                {p.LastProcessedFileName && p.LastProcessedAt
                  ? t('integrations.providers.lastProcessed', {
                      file: p.LastProcessedFileName,
                      when: formatDateTimeInZone(p.LastProcessedAt, timeZoneId),
                    })
                  : t('integrations.providers.noneProcessed')}
              </p>
              <div className="integrations__actions">
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
