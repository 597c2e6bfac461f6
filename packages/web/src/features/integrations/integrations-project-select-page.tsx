import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useServiceProvider } from './api/integrations-api.ts';
import { selectExternalProject, useExternalProjects } from './api/procore-api.ts';
import { alertIntegrationErrors } from './integrations-errors.ts';
import { skipsMapping } from './integrations-provider-rules.ts';
import './integrations.css';

await loadLocales('features/integrations');

/** spec 000 §4 /project-select: the provider's projects (page 1, 100), one chosen. */
export function IntegrationsProjectSelectPage(props: { projectId: number; providerId: number }) {
  const { projectId, providerId } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const provider = useServiceProvider(projectId, providerId).data;
  const name = provider?.ServiceProviderName ?? '';
  const projects = useExternalProjects(projectId, providerId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selected =
    chosen ??
    projects.data?.Data.find(
      (p) => p.ServiceProviderProjectName === provider?.ServiceProviderProjectName,
    )?.ServiceProviderProjectCode ??
    '';

  const save = async () => {
    setBusy(true);
    try {
      const { Message } = await selectExternalProject(projectId, providerId, selected);
      alerts.success(translate(Message));
      await client.invalidateQueries({ queryKey: ['integrations', projectId] });
      // A design platform has no mapping step: set up once its project is chosen.
      void navigate(
        provider && skipsMapping(provider)
          ? { to: '/project/$id/integrations/providers', params: { id: String(projectId) } }
          : {
              to: '/project/$id/integrations/contractor-mappings',
              params: { id: String(projectId) },
              search: { serviceProviderId: providerId },
            },
      );
    } catch (error) {
      alertIntegrationErrors(alerts, error, translate);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 20, maxWidth: 720 }}>
      <div>
        <Typography variant="h5" component="h1">
          {t('integrations.procore.projects.title', { provider: name })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('integrations.procore.projects.intro')}
        </Typography>
      </div>
      {projects.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {!projects.data ? (
        !projects.isError && <Skeleton variant="rounded" height={200} />
      ) : projects.data.Data.length === 0 ? (
        <Typography>{t('integrations.procore.projects.empty')}</Typography>
      ) : (
        <div className="integrations__panel">
          <RadioGroup
            aria-label={t('integrations.procore.project')}
            value={selected}
            onChange={(e) => setChosen(e.target.value)}
          >
            {projects.data.Data.map((p) => (
              <FormControlLabel
                key={p.ServiceProviderProjectCode}
                value={p.ServiceProviderProjectCode}
                control={<Radio />}
                label={
                  p.ProjectNumber
                    ? `${p.ServiceProviderProjectName} · ${t('integrations.procore.projects.number', { number: p.ProjectNumber })}`
                    : p.ServiceProviderProjectName
                }
              />
            ))}
          </RadioGroup>
        </div>
      )}
      <div>
        <Button variant="contained" disabled={busy || selected === ''} onClick={() => void save()}>
          {t('integrations.procore.projects.save')}
        </Button>
      </div>
    </div>
  );
}
