import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { unauthorizedEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

/**
 * spec 001 §2 "/unauthorized-person" (its fields are not shown in the spec): whether a read in a
 * zone the worker may not enter raises an alert, and beside it the realtime dashboard's own
 * switch for the live pop-ups, which an admin changes on the realtime configuration.
 */
export function AlertsUnauthorizedPage({
  projectId,
  isNew,
}: {
  projectId: number;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const instance = unauthorizedEditor.useInstance(projectId);
  const save = unauthorizedEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [active, setActive] = useState<boolean | null>(null);

  useEffect(() => {
    if (instance.data && active === null) setActive(instance.data.IsActive);
  }, [instance.data, active]);
  useBackToListOnNotFound(instance.error, projectId);

  const onSave = () =>
    void editor.run(async () => {
      const saved = await save.mutateAsync({ IsActive: active ?? true });
      setActive(saved.IsActive);
    });

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.unauthorized.title')}
      subtitle={t('alerts.unauthorized.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {active === null || !instance.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Switch checked={active} onChange={(event) => setActive(event.target.checked)} />
              }
              label={t('alerts.unauthorized.raise')}
            />
            <Alert severity={instance.data.UnauthorizedAlertEnabled ? 'info' : 'warning'}>
              {instance.data.UnauthorizedAlertEnabled
                ? t('alerts.unauthorized.realtimeOn')
                : t('alerts.unauthorized.realtimeOff')}{' '}
              <Link
                className="sl-link"
                to="/project/$id/realtime/configuration"
                params={{ id: String(projectId) }}
              >
                {t('alerts.unauthorized.realtimeLink')}
              </Link>
            </Alert>
          </Stack>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
