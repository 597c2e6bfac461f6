import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { createLink } from '@tanstack/react-router';
import {
  hasProjectPermission,
  WORKER_WORKTIME_MESSAGES,
  type WorkerZoneAccess,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales, useTranslateText } from '@/lib/i18n.ts';
import { useWorkerZones } from './api/get-worker-zones.ts';
import { useResetWorkerZoneAccess } from './api/save-worker-zone-access.ts';
import { WorkersAccessDialog } from './workers-access-dialog.tsx';
import { siteToday } from '@/lib/zone-clock.ts';
import { formatDate } from './workers-worktime-format.ts';
import type { WorkersWorktimeTabProps } from './workers-timesheets-tab.tsx';

await loadLocales('features/workers/worktime');

const ZoneLink = createLink(Link);

/** The zones as rows in tree order, each with its depth. */
function flatten(nodes: readonly WorkerZoneAccess[], depth = 0): [WorkerZoneAccess, number][] {
  return nodes.flatMap((n) => [
    [n, depth] as [WorkerZoneAccess, number],
    ...flatten(n.ChildZones, depth + 1),
  ]);
}

/**
 * The access tab (spec 002 §3, §5, §6; CHECKLIST §11.11): every zone with the worker's access
 * today and where it comes from; ManageZones edits the worker's own rule and resets it (offered
 * for WORKER-level access); CanDoRegistrations follows a zone's name to the zone.
 */
export function WorkersAccessTab({
  projectId,
  workerId,
  worker,
  timeZoneId,
}: WorkersWorktimeTabProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const session = useSession();
  const zones = useWorkerZones(projectId, workerId);
  const reset = useResetWorkerZoneAccess(projectId, workerId);
  const today = siteToday(timeZoneId);
  const [editing, setEditing] = useState<WorkerZoneAccess | null>(null);
  const [resetting, setResetting] = useState<WorkerZoneAccess | null>(null);
  const can = (permission: 'ManageZones' | 'CanDoRegistrations') =>
    session !== null && hasProjectPermission(session, projectId, [permission]);
  const canEdit = can('ManageZones');
  const canOpenZone = can('CanDoRegistrations');

  const onReset = async (zone: WorkerZoneAccess) => {
    try {
      await reset.mutateAsync(zone.ProjectZoneId);
      alerts.success(translate(WORKER_WORKTIME_MESSAGES.accessReset));
    } catch {
      alerts.error(t('workerWorktime.access.resetError'));
    }
    setResetting(null);
  };

  const origin = (zone: WorkerZoneAccess) => {
    const level = t(`workerWorktime.access.level.${zone.AssignmentLevel}`);
    if (zone.ruleOriginProjectZoneId === null)
      return `${level} · ${t('workerWorktime.access.rootDefault')}`;
    if (zone.ruleOriginProjectZoneId === zone.ProjectZoneId) return level;
    return `${level} ${t('workerWorktime.access.inheritedFrom', { zone: zone.ruleOriginZoneName })}`;
  };
  const rule = (zone: WorkerZoneAccess) => {
    if (!zone.AccessLevel) return null;
    const dates = [zone.StartDateInclusive, zone.EndDateInclusive]
      .filter((d) => d !== null)
      .map(formatDate)
      .join(' – ');
    const sub = zone.SubAccessLevel
      ? ` (${t(`workerWorktime.access.subLevel.${zone.SubAccessLevel}`)})`
      : '';
    return `${t(`workerWorktime.access.levels.${zone.AccessLevel}`)}${dates ? ` ${dates}` : ''}${sub}`;
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('workerWorktime.access.title')}
      </Typography>
      {zones.isError && <Alert severity="error">{t('workerWorktime.access.loadError')}</Alert>}
      {zones.isPending && <Skeleton variant="rounded" height={160} />}
      {zones.data?.length === 0 && <Typography>{t('workerWorktime.access.empty')}</Typography>}
      {zones.data && zones.data.length > 0 && (
        <List aria-label={t('workerWorktime.access.treeLabel')} dense disablePadding>
          {flatten(zones.data).map(([zone, depth]) => (
            <ListItem
              key={zone.ProjectZoneId}
              divider
              sx={{ pl: 1 + depth * 3, alignItems: 'flex-start' }}
              secondaryAction={
                canEdit && (
                  <Box>
                    <Tooltip title={t('workerWorktime.access.edit', { zone: zone.ZoneName })}>
                      <IconButton
                        aria-label={t('workerWorktime.access.edit', { zone: zone.ZoneName })}
                        onClick={() => setEditing(zone)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {zone.AssignmentLevel === 'WORKER' && (
                      <Tooltip title={t('workerWorktime.access.reset', { zone: zone.ZoneName })}>
                        <IconButton
                          aria-label={t('workerWorktime.access.reset', { zone: zone.ZoneName })}
                          onClick={() => setResetting(zone)}
                        >
                          <RestartAlt fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Box>
                )
              }
            >
              <Stack spacing={0.25} sx={{ pr: canEdit ? 10 : 0, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {canOpenZone ? (
                    <ZoneLink
                      to="/project/$id/zones/$zoneId/access"
                      params={{ id: String(projectId), zoneId: String(zone.ProjectZoneId) }}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {zone.ZoneName}
                    </ZoneLink>
                  ) : (
                    <Typography sx={{ fontWeight: 600 }}>{zone.ZoneName}</Typography>
                  )}
                  <Chip
                    size="small"
                    color={zone.HasAccess ? 'success' : 'error'}
                    variant="outlined"
                    label={
                      zone.HasAccess
                        ? t('workerWorktime.access.allowed')
                        : t('workerWorktime.access.denied')
                    }
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[origin(zone), rule(zone)].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <WorkersAccessDialog
          projectId={projectId}
          workerId={workerId}
          zone={editing}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={t('workerWorktime.access.resetTitle')}
        message={t('workerWorktime.access.resetMessage', {
          name: worker?.WorkerName ?? '',
          zone: resetting?.ZoneName ?? '',
        })}
        confirmLabel={t('workerWorktime.access.resetConfirm')}
        busy={reset.isPending}
        onConfirm={() => resetting && void onReset(resetting)}
        onCancel={() => setResetting(null)}
      />
    </Stack>
  );
}
