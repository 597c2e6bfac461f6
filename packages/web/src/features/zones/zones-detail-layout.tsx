import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { createLink, useNavigate } from '@tanstack/react-router';
import { ZONES_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { ApiError, describeError } from '@/lib/api-error.ts';
import { useArchiveZone } from './api/archive-zone.ts';
import { useZone } from './api/get-zone.ts';
import { useZoneHierarchy } from './api/get-zone-hierarchy.ts';
import { useToggleEntranceExit } from './api/toggle-entrance-exit.ts';
import { ZonesArchiveDialog } from './components/zones-archive-dialog.tsx';
import { ZonesFormDialog, type ZonesFormTarget } from './components/zones-form-dialog.tsx';
import { ZonesStatusChips } from './components/zones-status-chips.tsx';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/zones');

const RouterLink = createLink(Link);
function AnchorTab(props: Omit<TabProps<'a'>, 'href'>) {
  return <Tab component="a" {...props} />;
}
const TabLink = createLink(AnchorTab);

export interface ZonesDetailLayoutProps {
  projectId: number;
  zoneId: number;
  tab: 'access' | 'workers';
  children: ReactNode;
}

/** spec 002 §2: the zone detail with its access and workers tabs, archive and entrance/exit. */
export function ZonesDetailLayout({ projectId, zoneId, tab, children }: ZonesDetailLayoutProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const zone = useZone(projectId, zoneId);
  const hierarchy = useZoneHierarchy(projectId);
  const toggle = useToggleEntranceExit(projectId);
  const archive = useArchiveZone(projectId);
  const [dialog, setDialog] = useState<'entrance' | 'archive' | null>(null);
  const [form, setForm] = useState<ZonesFormTarget | null>(null);
  const params = { id: String(projectId), zoneId: String(zoneId) };

  if (zone.isPending) return <Skeleton variant="rounded" height={160} />;
  if (zone.isError) {
    const missing = zone.error instanceof ApiError && zone.error.status === 404;
    return (
      <Alert severity="error">
        {t(missing ? 'zones.detail.notFound' : 'zones.detail.loadError')}
      </Alert>
    );
  }
  const z = zone.data;
  const entrance = z.isSiteEntranceExit;

  const onToggle = async () => {
    try {
      await toggle.mutateAsync({ zoneId, value: !entrance });
      alerts.success(
        entrance ? ZONES_MESSAGES.entranceUnassigned : ZONES_MESSAGES.entranceAssigned,
      );
    } catch (error) {
      // spec 002 §8: the toggle's errors come as errors[].errorMessage.
      const notice = describeError(error);
      alerts.error(notice.message, notice.durationMs);
    }
    setDialog(null);
  };
  const onArchive = async () => {
    try {
      await archive.mutateAsync(zoneId);
      alerts.success(ZONES_MESSAGES.zoneArchivedNotice);
      setDialog(null);
      await navigate({ to: '/project/$id/zones', params: { id: String(projectId) } });
    } catch {
      alerts.error(ZONES_MESSAGES.archiveError);
      setDialog(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="breadcrumb" sx={{ '& ol': { flexWrap: 'wrap' } }}>
        <RouterLink to="/project/$id/zones" params={{ id: String(projectId) }} underline="hover">
          {t('zones.detail.back')}
        </RouterLink>
        {z.Ancestors.map((a) => (
          <RouterLink
            key={a.ProjectZoneId}

            to="/project/$id/zones/$zoneId/access"
            params={{ id: String(projectId), zoneId: String(a.ProjectZoneId) }}
            underline="hover"
          >
            {a.ZoneName}
          </RouterLink>
        ))}
        <Typography sx={{ color: 'text.primary' }}>{z.ZoneName}</Typography>
      </Breadcrumbs>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {z.ZoneName}
          </Typography>
          <ZonesStatusChips
            status={z.defaultAuthorizationStatus}
            entrance={entrance}
            archived={z.IsArchived}
          />
          <Typography sx={{ color: 'text.secondary' }}>
            {z.zoneDescription ?? t('zones.detail.noDescription')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('zones.detail.workersWithAccess', { count: z.workersWithAccess })}
          </Typography>
        </Stack>
        {!z.IsArchived && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() =>
                setForm({
                  kind: 'edit',
                  zoneId,
                  values: {
                    ZoneName: z.ZoneName,
                    parentProjectZoneId: z.parentProjectZoneId,
                    zoneDescription: z.zoneDescription,
                  },
                })
              }
            >
              {t('zones.edit')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DoorFrontOutlinedIcon />}
              onClick={() => setDialog('entrance')}
            >
              {t(entrance ? 'zones.detail.unassignEntrance' : 'zones.detail.assignEntrance')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<ArchiveOutlinedIcon />}
              onClick={() => setDialog('archive')}
            >
              {t('zones.detail.archive')}
            </Button>
          </Stack>
        )}
      </Stack>
      {z.IsArchived && <Alert severity="info">{t('zones.detail.archivedNote')}</Alert>}
      <Tabs value={tab} aria-label={z.ZoneName} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabLink
          value="access"
          label={t('zones.detail.tabs.access')}
          to="/project/$id/zones/$zoneId/access"
          params={params}
        />
        <TabLink
          value="workers"
          label={t('zones.detail.tabs.workers')}
          to="/project/$id/zones/$zoneId/workers"
          params={params}
        />
      </Tabs>
      {children}
      <ConfirmDialog
        kind={entrance ? 'unassignEntrance' : 'assignEntrance'}
        subject={z.ZoneName}
        open={dialog === 'entrance'}
        busy={toggle.isPending}
        onConfirm={() => void onToggle()}
        onCancel={() => setDialog(null)}
      />
      <ZonesArchiveDialog
        projectId={projectId}
        zoneId={zoneId}
        zoneName={z.ZoneName}
        open={dialog === 'archive'}
        busy={archive.isPending}
        onConfirm={() => void onArchive()}
        onCancel={() => setDialog(null)}
      />
      <ZonesFormDialog
        projectId={projectId}
        target={form}
        roots={hierarchy.data ?? []}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          alerts.success(ZONES_MESSAGES.zoneUpdated);
        }}
      />
    </Stack>
  );
}
