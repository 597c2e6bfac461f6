import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasProjectPermission,
  type ActiveAlertFacts,
  type AlertFact,
  type AlertTypeName,
} from '@siteline/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import {
  getActiveAlertFactsQueryOptions,
  useActiveAlertFacts,
} from './api/get-active-alert-facts.ts';
import { AlertsAcknowledgeDialog } from './components/alerts-acknowledge-dialog.tsx';
import { AlertsFactCard } from './components/alerts-fact-card.tsx';
import { AlertsSnoozeDialog } from './components/alerts-snooze-dialog.tsx';
import { useAlertFactsChannel } from './use-alert-facts-channel.ts';
import './alerts-overview-page.css';
import { channelWaitKey } from '@/lib/use-project-channel.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

/** Durations ("for 2 h 5 min") move on by the minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const groupId = (type: AlertTypeName) => `alerts-group-${type}`;

/** The facts with `held` in its place (newest first) when the server's list no longer has it. */
function withHeld(
  facts: ActiveAlertFacts | undefined,
  held: AlertFact | null,
): ActiveAlertFacts | undefined {
  if (!facts || !held || facts.Data.some((f) => f.AlertFactId === held.AlertFactId)) return facts;
  const at = facts.Data.findIndex((f) => f.TriggeredAt < held.TriggeredAt);
  const data = [...facts.Data];
  data.splice(at === -1 ? data.length : at, 0, held);
  const groups = facts.DataGroups.some((g) => g.AlertType === held.AlertType)
    ? facts.DataGroups.map((g) =>
        g.AlertType === held.AlertType ? { ...g, Count: g.Count + 1 } : g,
      )
    : [...facts.DataGroups, { AlertType: held.AlertType, Count: 1 }];
  return { Data: data, DataGroups: groups };
}

/**
 * spec 000 §2 "Overview": the project's active alert facts, grouped by type, newest first; each
 * can be snoozed (default 14 days) or acknowledged with a note. Live: the project channel says
 * when facts change, and the list is read again.
 */
export function AlertsOverviewPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const facts = useActiveAlertFacts(projectId);
  const status = useAlertFactsChannel(projectId);
  // Drawn as a deferred render, also when the route's prefetch has it there at mount (0016).
  const deferred = useDeferredValue(facts.data, undefined);
  const nowMs = useMinuteClock();
  const session = useSession();
  // Alert settings and subscribers are for those who may manage alerts (spec 000 §2).
  const canManage = session !== null && hasProjectPermission(session, projectId, ['ManageAlerts']);
  const [snoozing, setSnoozing] = useState<AlertFact | null>(null);
  const [acknowledging, setAcknowledging] = useState<AlertFact | null>(null);

  // spec 000 §9: after the dialog closes, the snoozed fact leaves the list.
  const removeFact = (fact: AlertFact) =>
    queryClient.setQueryData(getActiveAlertFactsQueryOptions(projectId).queryKey, (current) => {
      if (!current) return current;
      const left = current.Data.filter((f) => f.AlertFactId !== fact.AlertFactId);
      return {
        Data: left,
        DataGroups: current.DataGroups.map((g) =>
          g.AlertType === fact.AlertType ? { ...g, Count: g.Count - 1 } : g,
        ).filter((g) => g.Count > 0),
      };
    });

  // The fact being snoozed stays in its place until the dialog closes (spec 000 §9), though
  // the channel's re-read may already have dropped it.
  const data = useMemo(() => withHeld(deferred, snoozing), [deferred, snoozing]);
  const total = data?.Data.length ?? 0;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <div className="alerts-overview__head">
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('alerts.overview.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('alerts.overview.subtitle')}</Typography>
        </div>
        {canManage && (
          <Link
            className="sl-link"
            to="/project/$id/settings/alert-instances"
            params={{ id: String(projectId) }}
          >
            {t('alerts.overview.settings')}
          </Link>
        )}
        <Chip
          variant="outlined"
          color={status === 'live' ? 'success' : 'warning'}
          label={
            status === 'live'
              ? `${t('alerts.overview.live')} · ${t('alerts.overview.count', { count: total })}`
              : t(channelWaitKey(status))
          }
        />
      </div>

      {facts.isError && !data ? (
        <Alert severity="error">{t('alerts.overview.loadError')}</Alert>
      ) : data === undefined ? (
        <Skeleton variant="rounded" height={320} />
      ) : data.Data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('alerts.overview.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <nav aria-label={t('alerts.overview.groups')} className="alerts-overview__groups">
            {data.DataGroups.map((g) => (
              <a
                key={g.AlertType}
                href={`#${groupId(g.AlertType)}`}
                className="alerts-overview__group-link"
              >
                {t(`alerts.types.${g.AlertType}`)}
                <span className="alerts-overview__group-count">{g.Count}</span>
              </a>
            ))}
          </nav>
          {data.DataGroups.map((g) => (
            <section
              key={g.AlertType}
              id={groupId(g.AlertType)}
              aria-labelledby={`${groupId(g.AlertType)}-title`}
              className="alerts-overview__group"
            >
              <h2 id={`${groupId(g.AlertType)}-title`} className="alerts-overview__group-title">
                {t(`alerts.types.${g.AlertType}`)}
                <span className="alerts-overview__group-count">{g.Count}</span>
              </h2>
              <ul className="alerts-overview__list">
                {data.Data.filter((f) => f.AlertType === g.AlertType).map((fact) => (
                  <AlertsFactCard
                    key={fact.AlertFactId}
                    fact={fact}
                    projectId={projectId}
                    nowMs={nowMs}
                    t={t}
                    formatTime={formatLocalDateTime}
                    canOpenWorker
                    onSnooze={setSnoozing}
                    onAcknowledge={setAcknowledging}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      <AlertsSnoozeDialog
        projectId={projectId}
        fact={snoozing}
        onClose={() => setSnoozing(null)}
        onSnoozed={removeFact}
      />
      <AlertsAcknowledgeDialog
        projectId={projectId}
        fact={acknowledging}
        onClose={() => setAcknowledging(null)}
      />
    </Stack>
  );
}
