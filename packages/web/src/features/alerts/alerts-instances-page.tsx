import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AlertDefinition } from '@siteline/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { useAlertDefinitions, useToggleAlert } from './api/alert-instances.ts';
import { ALERT_EDITOR_PATHS } from './alerts-editor-page.tsx';
import './alerts-subscribers-page.css';

await loadLocales('features/alerts');

/** An editor's path: the alert's webDisplayConst in lower case (spec 001 §2). */
const editorOf = (d: AlertDefinition) => d.webDisplayConst.toLowerCase();
/** An alert is listed here once its page exists. */
const edited = (d: AlertDefinition) =>
  (ALERT_EDITOR_PATHS as readonly string[]).includes(editorOf(d));
const EDITOR_ROUTE = '/project/$id/settings/alert-instances/$alertId/$editor';

/**
 * spec 001 §3–§4 "Alert instances": each alert with its switch; switched on the first time, its
 * page opens with isNew and the notice that saving activates it.
 */
export function AlertsInstancesPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const definitions = useAlertDefinitions(projectId);
  const toggle = useToggleAlert(projectId);
  const params = (d: AlertDefinition) => ({
    id: String(projectId),
    alertId: String(d.alertId),
    editor: editorOf(d),
  });

  // The switch moves at once; the list follows when the server has answered.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const settle = (alertId: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(alertId);
      return next;
    });
  const onToggle = (d: AlertDefinition, isActive: boolean) => {
    setPending((current) => new Map(current).set(d.alertId, isActive));
    toggle.mutate(
      { alertId: d.alertId, isActive },
      {
        onSuccess: (result) => {
          if (result.isNew && result.isActive)
            void navigate({
              to: EDITOR_ROUTE,
              params: params(d),
              search: { isNew: true },
            });
        },
        onError: (error) => alerts.fail(error),
        onSettled: () => settle(d.alertId),
      },
    );
  };

  const rows = (definitions.data?.alerts ?? []).filter(edited);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('alerts.instances.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('alerts.instances.subtitle')}</Typography>
        <Link
          className="sl-link"
          to="/project/$id/settings/alert-subscribers"
          params={{ id: String(projectId) }}
        >
          {t('alerts.instances.subscribers')}
        </Link>
      </div>
      {definitions.isError ? (
        <Alert severity="error">{t('alerts.instances.loadError')}</Alert>
      ) : definitions.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Paper variant="outlined">
          <table className="alerts-subscribers__table">
            <tbody>
              {rows.map((d) => (
                <tr key={d.alertId}>
                  <td>
                    <strong>{t(`alerts.types.${d.alertType}`)}</strong>
                  </td>
                  <td>
                    <Switch
                      checked={pending.get(d.alertId) ?? d.isActive}
                      onChange={(event) => onToggle(d, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': t('alerts.instances.switchLabel', {
                            name: t(`alerts.types.${d.alertType}`),
                          }),
                        },
                      }}
                    />
                    {(pending.get(d.alertId) ?? d.isActive)
                      ? t('alerts.instances.on')
                      : t('alerts.instances.off')}
                  </td>
                  <td>
                    {(d.alertInstanceId !== null || d.isActive) && (
                      <Link className="sl-link" to={EDITOR_ROUTE} params={params(d)}>
                        {t('alerts.instances.edit')} {t(`alerts.types.${d.alertType}`)}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
    </Stack>
  );
}
