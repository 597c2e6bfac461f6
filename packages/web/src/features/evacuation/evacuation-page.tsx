import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ALERT_DURATION_MS,
  ALERT_TYPE,
  EVACUATION_MESSAGES,
  EVACUATION_PUSH_TTL_MS,
  type EvacuationSessionWorker,
} from '@siteline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ApiError, describeError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { channelWaitKey, useProjectChannel } from '@/lib/use-project-channel.ts';
import {
  useEvacuationChanges,
  useEvacuationHistory,
  useEvacuationInitialData,
  useEvacuationSession,
  sessionStarted,
} from './api/evacuation-api.ts';
import { evacuationKey } from './api/evacuation-calls.ts';
import { markReachable } from './api/evacuation-network.ts';
import { useEvacuationQueue } from './api/evacuation-sync.ts';
import { EvacuationOpenDialog, type Dialog } from './components/evacuation-open-dialog.tsx';
import { EvacuationDownload } from './components/evacuation-download.tsx';
import { EvacuationAuditLogTable } from './components/evacuation-audit-log.tsx';
import { EvacuationHistoryTable } from './components/evacuation-history.tsx';
import { EvacuationReportTable } from './components/evacuation-report-table.tsx';
import { EvacuationRollCall, type RollCallOrder } from './components/evacuation-roll-call.tsx';
import { EvacuationStart, SESSION_STORAGE_KEY } from './components/evacuation-start.tsx';
import { EvacuationTabs } from './components/evacuation-tabs.tsx';
import './evacuation.css';

await loadLocales('features/evacuation');

/**
 * spec 001 §2, 002 §3 "/reports/evacuation": the running session's roll call (or Start), its
 * audit log, and the history, whose sessions open read-only. Everyone on the project sees the same
 * session live (the project channel's `evacuation` events, applied to the query cache).
 */
export function EvacuationPage(props: {
  projectId: number;
  order: RollCallOrder;
  historical: number | null;
  /** `displayEvacuationReport`: the session as the report table rather than the roll call. */
  report: boolean;
  onReportChange: (report: boolean) => void;
  onOrderChange: (order: RollCallOrder) => void;
  onOpenHistorical: (sessionId: number | null) => void;
}) {
  const { projectId } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const initial = useEvacuationInitialData(projectId);
  const history = useEvacuationHistory(projectId);
  const stored = Number(localStorage.getItem(SESSION_STORAGE_KEY(projectId))) || null;
  const running = initial.data ? initial.data.ActiveEvacuationSessionId : stored;
  const sessionId = props.historical ?? running;
  const session = useEvacuationSession(projectId, sessionId);
  const changes = useEvacuationChanges(projectId, sessionId ?? 0);
  const [audit, setAudit] = useState(false);
  const tab = audit ? 'audit' : props.report ? 'report' : 'rollCall';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const reread = () => void queryClient.invalidateQueries({ queryKey: evacuationKey(projectId) });
  const queue = useEvacuationQueue(projectId, sessionId ?? 0, () => {
    alerts.error(EVACUATION_MESSAGES.syncError, ALERT_DURATION_MS.serverError);
    reread();
  });
  const status = useProjectChannel(projectId, {
    on: {
      evacuation: (message) => {
        // A push older than its time-to-live (spec 002 §7) is not trusted as it is: read again.
        const fresh = Date.now() - message.PublishedAt <= EVACUATION_PUSH_TTL_MS;
        const started = message.Action === 'session_created' ? message.EvacuationSessionId : null;
        if (fresh && message.Worker && message.EvacuationSessionId === sessionId)
          changes.received(message.Worker);
        else if (fresh && started !== null) {
          // Started here (already named by the answer) or elsewhere: its roll call at once.
          if (started !== running) sessionStarted(queryClient, projectId, started);
        } else reread();
      },
    },
    // The server refused this screen the channel: it cannot follow the others (spec 002 §8).
    onPublishError: () =>
      alerts.error(EVACUATION_MESSAGES.syncError, ALERT_DURATION_MS.serverError),
    // What changed between the first read and the join (a tap elsewhere) is read again.
    onFirstJoin: reread,
    // Back on the network: this device's kept changes first, then what others did meanwhile.
    onRejoin: () => {
      markReachable(true);
      void queue.flush().then(reread);
    },
  });

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409)
      alerts.show({ type: ALERT_TYPE.warning, ...describeError(error) });
    else alerts.error(EVACUATION_MESSAGES.syncError, ALERT_DURATION_MS.serverError);
  };
  const change = (
    person: EvacuationSessionWorker,
    operations: Parameters<typeof changes.patch.mutate>[0]['operations'],
    after?: () => void,
  ) => {
    setPending((p) => new Set(p).add(person.EvacuationSessionWorkerId));
    changes.patch.mutate(
      { person, operations },
      {
        onSuccess: after,
        onError: failed,
        onSettled: () =>
          setPending((p) => {
            const next = new Set(p);
            next.delete(person.EvacuationSessionWorkerId);
            return next;
          }),
      },
    );
  };

  const s = session.data;
  const live = s !== undefined && s.FinishTimeLocal === null && props.historical === null;
  return (
    <Stack spacing={2.5} className="evacuation">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {props.historical !== null && s ? s.EvacuationSessionName : t('evacuation.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('evacuation.subtitle')}</Typography>
        </div>
        <span className="evacuation__live" data-live={status === 'live'} role="status">
          {status === 'live' ? t('evacuation.live') : t(channelWaitKey(status))}
        </span>
      </Stack>
      {props.historical !== null && (
        <div>
          <Button onClick={() => props.onOpenHistorical(null)}>
            {t('evacuation.history.back')}
          </Button>
        </div>
      )}

      {sessionId === null ? (
        initial.isError ? (
          <Alert severity="error">{EVACUATION_MESSAGES.loadError}</Alert>
        ) : initial.data ? (
          <EvacuationStart
            projectId={projectId}
            initial={initial.data}
            refresh={() => void initial.refetch()}
          />
        ) : (
          <Skeleton variant="rounded" height={200} />
        )
      ) : session.isError && !s ? (
        <Alert severity="error">{EVACUATION_MESSAGES.loadError}</Alert>
      ) : !s ? (
        <Skeleton variant="rounded" height={400} />
      ) : (
        <>
          {live && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" onClick={() => setDialog({ kind: 'add' })}>
                {t('evacuation.actions.add')}
              </Button>
              <Button variant="outlined" size="large" onClick={() => setDialog({ kind: 'text' })}>
                {t('evacuation.actions.text')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="large"
                onClick={() => setDialog({ kind: 'finish' })}
              >
                {t('evacuation.actions.finish')}
              </Button>
            </Stack>
          )}
          {!queue.online && live && <Alert severity="warning">{t('evacuation.offlineKept')}</Alert>}
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <EvacuationTabs
              value={tab}
              label={s.EvacuationSessionName}
              tabs={[
                { value: 'rollCall', label: t('evacuation.actions.rollCall') },
                { value: 'report', label: t('evacuation.report.tab') },
                { value: 'audit', label: t('evacuation.actions.auditLog') },
              ]}
              onChange={(value) => {
                setAudit(value === 'audit');
                if (value !== 'audit') props.onReportChange(value === 'report');
              }}
            />
            <EvacuationDownload
              projectId={projectId}
              sessionId={s.EvacuationSessionId}
              sessionName={s.EvacuationSessionName}
              zoneId={props.order.projectZoneId}
            />
          </Stack>
          {tab === 'rollCall' ? (
            <EvacuationRollCall
              session={s}
              order={props.order}
              onOrderChange={props.onOrderChange}
              pending={pending}
              unsynced={queue.unsynced}
              onVerify={
                live
                  ? (person) =>
                      change(person, [
                        { op: 'replace', path: '/IsVerified', value: !person.IsVerified },
                      ])
                  : null
              }
              onEdit={live ? (person) => setDialog({ kind: 'edit', person }) : null}
            />
          ) : tab === 'report' ? (
            <EvacuationReportTable session={s} zoneId={props.order.projectZoneId} />
          ) : (
            <EvacuationAuditLogTable
              projectId={projectId}
              session={s}
              order={props.order}
              onOrderChange={props.onOrderChange}
            />
          )}
        </>
      )}

      {/* Drawn once the session is there (or there is none), not below its placeholder: it
          would be pushed down when the roll call arrives (a layout shift). */}
      {((sessionId === null && initial.data) || s) && (
        <>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, pt: 2 }}>
            {t('evacuation.actions.history')}
          </Typography>
          {history.data ? (
            <EvacuationHistoryTable
              sessions={history.data.Sessions.filter((h) => h.FinishTimeLocal !== null)}
              onOpen={(id) => props.onOpenHistorical(id)}
            />
          ) : (
            <Skeleton variant="rounded" height={120} />
          )}
        </>
      )}

      <EvacuationOpenDialog
        projectId={projectId}
        dialog={dialog}
        session={s}
        changes={changes}
        change={change}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
