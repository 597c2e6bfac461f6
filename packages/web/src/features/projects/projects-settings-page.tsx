import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useSession } from '@/lib/auth-store.ts';
import { useAccounts } from './api/get-accounts.ts';
import { useProjectSettings } from './api/get-project-settings.ts';
import { useSaveProjectSettings } from './api/save-project-settings.ts';
import { ProjectsSettingsFields } from './components/projects-settings-fields.tsx';
import {
  emptyForm,
  followDefaultStart,
  formOf,
  toInput,
  type ProjectSettingsForm,
} from './projects-settings-values.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/projects');

/** The server's refusals by field, for the inputs; the rest joined for an alert. */
function refusals(error: unknown): { byField: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError) || error.status >= 500) return { byField: {}, message: null };
  const byField: Record<string, string> = {};
  for (const item of error.items) if (item.field) byField[item.field] = item.errorMessage;
  return { byField, message: error.messages.join(' ') || null };
}

/**
 * A new project (projectId null) or a project's settings (beyond the spec: provider employees set
 * projects up). Others see the settings read-only.
 */
export function ProjectsSettingsPage({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const provider = useSession()?.isProviderEmployee ?? false;
  const settings = useProjectSettings(projectId);
  const accounts = useAccounts(provider);
  const save = useSaveProjectSettings(projectId);
  const cycle = useSaveCycle();
  const [form, setForm] = useState<ProjectSettingsForm | null>(
    projectId === null ? emptyForm() : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (projectId !== null && settings.data && form === null) setForm(formOf(settings.data));
  }, [projectId, settings.data, form]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setErrors({});
    const result = await cycle.run(() => save.mutateAsync(toInput(form)));
    if (result.ok) {
      if (projectId === null) {
        alerts.success(t('projects.settings.created', { title: result.value.Title }));
        void navigate({ to: '/project/$id/home', params: { id: String(result.value.ProjectId) } });
      }
      return;
    }
    const { byField, message } = refusals(result.error);
    setErrors(byField);
    alerts.error(message ?? t('projects.settings.saveFailed'));
  };

  const title =
    projectId === null ? t('projects.settings.createTitle') : t('projects.settings.editTitle');
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!provider && <Alert severity="info">{t('projects.settings.providerOnly')}</Alert>}
      {projectId !== null && settings.isError && (
        <Alert severity="error">{t('projects.settings.loadFailed')}</Alert>
      )}
      {!form && !settings.isError && <CircularProgress aria-label={title} />}
      {form && (
        <Paper component="form" onSubmit={(e) => void onSubmit(e)} noValidate sx={{ p: 3 }}>
          <Stack spacing={3}>
            <ProjectsSettingsFields
              value={form}
              onChange={(next) =>
                setForm((previous) =>
                  previous && projectId === null ? followDefaultStart(previous, next) : next,
                )
              }
              accounts={
                accounts.data ??
                (settings.data
                  ? [{ AccountId: settings.data.AccountId, AccountName: settings.data.AccountName }]
                  : [])
              }
              errors={errors}
              disabled={!provider || cycle.status === 'busy'}
            />
            {provider && (
              <div>
                {projectId === null ? (
                  <Button type="submit" variant="contained" disabled={cycle.status === 'busy'}>
                    {cycle.status === 'busy'
                      ? t('projects.settings.creating')
                      : t('projects.settings.create')}
                  </Button>
                ) : (
                  <SaveChangesButton status={cycle.status} />
                )}
              </div>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
