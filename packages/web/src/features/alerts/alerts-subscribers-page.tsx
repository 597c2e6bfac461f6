import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ALERT_SUBSCRIBER_MESSAGES,
  type AlertSubscriber,
  type AlertSubscriberUpsert,
  type AlertSubscribersQuery,
} from '@siteline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { phoneForDisplay } from '@siteline/shared/common/phone';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import {
  alertSubscribersKey,
  useAlertSubscribers,
  useDeleteAlertSubscriber,
  useSaveAlertSubscriber,
} from './api/alert-subscribers.ts';
import { AlertsSubscriberDialog } from './components/alerts-subscriber-dialog.tsx';
import './alerts-subscribers-page.css';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

/** spec 001 §4: "Saving..." shows for 2 s; each result then stays as long. */
const STATE_MS = 2_000;

type RowState = 'saving' | 'saved' | 'error' | 'deleting' | 'deleted';

/** +1 (555) 234-5678; another country's in its international form (+34 612 34 59 87). */
function phoneText(s: AlertSubscriber): string {
  const d = s.PhoneNumber;
  return s.CountryCode === '+1' && d.length === 10
    ? `${s.CountryCode} (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`
    : phoneForDisplay(`${s.CountryCode}${d}`, '');
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export interface AlertsSubscribersPageProps {
  projectId: number;
  /** The project's country (null until known): a new subscriber's calling code. */
  countryCode: string | null;
  order: AlertSubscribersQuery;
  onOrderChange: (order: AlertSubscribersQuery) => void;
}

/**
 * spec 001 §3–§8 "Alert subscribers": who is texted when an alert is raised (ManageAlerts). A
 * row says what is happening to it: Saving... then Saved! or Error!, Deleting... then Deleted!.
 */
export function AlertsSubscribersPage({
  projectId,
  countryCode,
  order,
  onOrderChange,
}: AlertsSubscribersPageProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const subscribers = useAlertSubscribers(projectId, order);
  const save = useSaveAlertSubscriber(projectId);
  const remove = useDeleteAlertSubscriber(projectId);
  const [dialog, setDialog] = useState<{ subscriber: AlertSubscriber | null } | null>(null);
  const [states, setStates] = useState<Map<number | 'new', RowState>>(new Map());
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const setState = (key: number | 'new', state: RowState | null) => {
    if (!mounted.current) return;
    setStates((current) => {
      const next = new Map(current);
      if (state === null) next.delete(key);
      else next.set(key, state);
      return next;
    });
  };

  async function onSubmit(body: AlertSubscriberUpsert) {
    setDialog(null);
    const key = body.ProjectAlertSubscriberId ?? 'new';
    setState(key, 'saving');
    const [result] = await Promise.allSettled([save.mutateAsync(body), wait(STATE_MS)]);
    if (result.status === 'fulfilled') {
      alerts.success(
        body.ProjectAlertSubscriberId
          ? ALERT_SUBSCRIBER_MESSAGES.edited
          : ALERT_SUBSCRIBER_MESSAGES.created,
      );
      setState(key, key === 'new' ? null : 'saved');
    } else {
      alerts.error(describeError(result.reason).message);
      setState(key, key === 'new' ? null : 'error');
    }
    if (key !== 'new') {
      await wait(STATE_MS);
      setState(key, null);
    }
  }

  async function onDelete(subscriber: AlertSubscriber) {
    const key = subscriber.ProjectAlertSubscriberId;
    setState(key, 'deleting');
    try {
      await remove.mutateAsync(key);
      alerts.success(ALERT_SUBSCRIBER_MESSAGES.deleted);
      setState(key, 'deleted');
    } catch {
      alerts.error(ALERT_SUBSCRIBER_MESSAGES.deleteError);
      setState(key, 'error');
    }
    await wait(STATE_MS);
    await queryClient.invalidateQueries({ queryKey: alertSubscribersKey(projectId) });
    setState(key, null);
  }

  const sortHeader = (column: AlertSubscribersQuery['orderBySubscribers']) => {
    const active = order.orderBySubscribers === column;
    return (
      <th
        scope="col"
        aria-sort={active ? (order.reverseSubscribers ? 'descending' : 'ascending') : undefined}
      >
        <button
          type="button"
          className="alerts-subscribers__sort"
          onClick={() =>
            onOrderChange({
              orderBySubscribers: column,
              reverseSubscribers: active ? !order.reverseSubscribers : false,
            })
          }
        >
          {t(`alerts.subscribers.columns.${column}`)}
          {active ? (order.reverseSubscribers ? ' ↓' : ' ↑') : ''}
        </button>
      </th>
    );
  };

  const stateText: Record<RowState, string> = {
    saving: t('saveButton.busy'),
    saved: t('saveButton.success'),
    error: t('alerts.subscribers.error'),
    deleting: t('alerts.subscribers.deleting'),
    deleted: t('alerts.subscribers.deleted'),
  };
  const rows = subscribers.data?.alertSubscribers ?? [];

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}
      >
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('alerts.subscribers.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('alerts.subscribers.subtitle')}
          </Typography>
        </div>
        <Button variant="contained" onClick={() => setDialog({ subscriber: null })}>
          {t('alerts.subscribers.add')}
        </Button>
      </Stack>
      {states.get('new') === 'saving' && <Alert severity="info">{stateText.saving}</Alert>}
      {subscribers.isError ? (
        <Alert severity="error">{t('alerts.subscribers.loadError')}</Alert>
      ) : subscribers.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('alerts.subscribers.empty')}</Typography>
        </Paper>
      ) : (
        <div className="alerts-subscribers">
          <table className="alerts-subscribers__table">
            <thead>
              <tr>
                {sortHeader('SubscriberName')}
                {sortHeader('PhoneNumber')}
                <th scope="col">{t('alerts.subscribers.columns.Alerts')}</th>
                <th scope="col">{t('alerts.subscribers.columns.Quiet')}</th>
                <th scope="col">{t('alerts.subscribers.columns.Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => {
                const state = states.get(s.ProjectAlertSubscriberId);
                return (
                  <tr key={s.ProjectAlertSubscriberId} data-state={state}>
                    <td data-label={t('alerts.subscribers.columns.SubscriberName')}>
                      {s.SubscriberName}
                    </td>
                    <td data-label={t('alerts.subscribers.columns.PhoneNumber')}>{phoneText(s)}</td>
                    <td data-label={t('alerts.subscribers.columns.Alerts')}>
                      {s.SubscribeToAllAlerts
                        ? t('alerts.subscribers.all')
                        : s.Alerts.map((a) => t(`alerts.types.${a.AlertType}`)).join(', ')}
                    </td>
                    <td data-label={t('alerts.subscribers.columns.Quiet')}>
                      {s.QuietFrom && s.QuietTo
                        ? t('alerts.subscribers.quiet', { from: s.QuietFrom, to: s.QuietTo })
                        : t('alerts.subscribers.none')}
                    </td>
                    <td className="alerts-subscribers__actions">
                      {state ? (
                        <span
                          role="status"
                          className="alerts-subscribers__state"
                          data-state={state}
                        >
                          {stateText[state]}
                        </span>
                      ) : (
                        <>
                          <button
                            type="button"
                            className="alerts-subscribers__action"
                            onClick={() => setDialog({ subscriber: s })}
                          >
                            {t('alerts.subscribers.edit')}
                            <span className="alerts-subscribers__hidden"> {s.SubscriberName}</span>
                          </button>
                          <button
                            type="button"
                            className="alerts-subscribers__action"
                            data-danger=""
                            onClick={() => void onDelete(s)}
                          >
                            {t('alerts.subscribers.delete')}
                            <span className="alerts-subscribers__hidden"> {s.SubscriberName}</span>
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AlertsSubscriberDialog
        projectId={projectId}
        countryCode={countryCode}
        open={dialog !== null}
        subscriber={dialog?.subscriber ?? null}
        onClose={() => setDialog(null)}
        onSubmit={(body) => void onSubmit(body)}
      />
    </Stack>
  );
}
