import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { hasProjectPermission } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';
import { useRealtimeAreas } from './api/get-realtime-areas.ts';
import { useRealtimeConfiguration } from './api/get-realtime-configuration.ts';
import { useRealtimeContracts } from './api/get-realtime-contracts.ts';
import { useRealtimeDensityAlerts } from './api/get-realtime-density-alerts.ts';
import { useRealtimeLastSeen } from './api/get-realtime-last-seen.ts';
import { useRealtimeUnauthorizedReads } from './api/get-realtime-unauthorized-reads.ts';
import { useRealtimeUnplaced } from './api/get-realtime-unplaced.ts';
import { RealtimeAreaView } from './components/realtime-area-view.tsx';
import { RealtimeDensityPanel } from './components/realtime-density-panel.tsx';
import { RealtimeFilters } from './components/realtime-filters.tsx';
import { RealtimeHeader } from './components/realtime-header.tsx';
import { RealtimeNoticeStack } from './components/realtime-notice-stack.tsx';
import { RealtimeOffPictures } from './components/realtime-off-pictures.tsx';
import { RealtimeUnauthorizedPanel } from './components/realtime-unauthorized-panel.tsx';
import { RealtimeWorkerDialog } from './components/realtime-worker-dialog.tsx';
import { resolveRealtimeSearch, withoutDefaults, type RealtimeSearch } from './realtime-search.ts';
import {
  filterWorkers,
  parentMap,
  sortWorkers,
  workersByPin,
  workersOffPictures,
} from './realtime-workers.ts';
import { useRealtimeChannel } from './use-realtime-channel.ts';
import { useRealtimeNotices } from './use-realtime-notices.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/realtime');

export interface RealtimePageProps {
  projectId: number;
  timeZoneId: string | undefined;
  search: RealtimeSearch;
  onSearchChange: (search: RealtimeSearch) => void;
}

/** "Minutes ago" moves on even between refreshes. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** spec 000 §2 "Realtime": who is where, now, on the site's own pictures. */
export function RealtimePage({ projectId, timeZoneId, search, onSearchChange }: RealtimePageProps) {
  const { t } = useTranslation();
  const session = useSession();
  // spec 000 §6: ManageProjects gives admin rights on the realtime page.
  const canConfigure =
    session !== null && hasProjectPermission(session, projectId, ['ManageProjects']);
  // spec 002 §6: placing readers in zones (the Hardware page) is zone management.
  const canPlaceReaders =
    session !== null && hasProjectPermission(session, projectId, ['ManageZones']);
  const resolved = resolveRealtimeSearch(search);
  const now = useNow();

  const configuration = useRealtimeConfiguration(projectId);
  const enabled = configuration.data?.RealtimeDashboardEnabled === true;
  // spec 000 §9: the page refreshes every TimeoutSeconds of the configuration.
  const timeoutSeconds = configuration.data?.TimeoutSeconds ?? 0;
  const refreshMs = enabled ? Math.max(5, timeoutSeconds) * 1000 : false;
  const areas = useRealtimeAreas(projectId, enabled);
  const lastSeen = useRealtimeLastSeen(projectId, resolved.timeframe, refreshMs);
  const unauthorized = useRealtimeUnauthorizedReads(projectId, resolved.timeframe, refreshMs);
  const density = useRealtimeDensityAlerts(projectId, resolved.timeframe, refreshMs);
  const contracts = useRealtimeContracts(projectId);
  const zones = useProjectZones(projectId);
  const unplaced = useRealtimeUnplaced(projectId);

  // Each answer is drawn as a deferred render when it arrives (decision 0016): the pictures, pins
  // and crews' lists are drawn in slices, never in one task that holds a phone's main thread.
  // Answers already there when the page mounts (the route prefetches them) are deferred too:
  // the first draw is the placeholders, and the answers follow in slices.
  const lastSeenData = useDeferredValue(lastSeen.data, undefined);
  // With the crews, so the header's "updated" line changes in the same draw as what it dates
  // (the header growing under a placeholder still up would move it: a layout shift).
  const lastSeenAt = useDeferredValue(lastSeen.dataUpdatedAt, 0);
  const areasData = useDeferredValue(areas.data, undefined);
  const zonesData = useDeferredValue(zones.data, undefined);
  const densityData = useDeferredValue(density.data, undefined);
  const unauthorizedData = useDeferredValue(unauthorized.data, undefined);

  const notices = useRealtimeNotices(density.data);
  const status = useRealtimeChannel({
    projectId,
    timeframe: resolved.timeframe,
    notices,
    announce: { density: resolved.density, unauthorized: resolved.unauthorized },
  });

  const change = useCallback(
    (changes: RealtimeSearch) => onSearchChange(withoutDefaults({ ...search, ...changes })),
    [onSearchChange, search],
  );
  const [selectedZoneId, setSelectedZoneId] = useState<number | null>(null);
  const [openWorkerId, setOpenWorkerId] = useState<number | null>(null);

  const parents = useMemo(() => parentMap(zonesData ?? []), [zonesData]);
  const workers = useMemo(
    () =>
      sortWorkers(
        filterWorkers(lastSeenData ?? [], resolved.teams, resolved.contractIds),
        resolved.sort,
      ),
    [lastSeenData, resolved.teams, resolved.contractIds, resolved.sort],
  );
  const areaList = useMemo(() => areasData ?? [], [areasData]);
  const area = areaList.find((a) => a.realtimeAreaId === resolved.area) ?? areaList[0];
  const byPin = useMemo(
    () => (area ? workersByPin(area, workers, parents) : new Map()),
    [area, workers, parents],
  );
  const offPictures = useMemo(
    () => workersOffPictures(areaList, workers, parents),
    [areaList, workers, parents],
  );
  const densityByZone = useMemo(
    () =>
      new Map(
        resolved.density
          ? (densityData ?? [])
              .filter((a) => a.IsCurrentlyActive)
              .map((a) => [a.ProjectZoneId, a] as const)
          : [],
      ),
    [densityData, resolved.density],
  );
  const unauthorizedReads = useMemo(
    () =>
      (unauthorizedData ?? []).filter(
        (read) =>
          resolved.contractIds.length === 0 ||
          (read.ContractId !== null && resolved.contractIds.includes(read.ContractId)),
      ),
    [unauthorizedData, resolved.contractIds],
  );
  const unauthorizedByZone = useMemo(() => {
    const counts = new Map<number, number>();
    if (!resolved.unauthorized) return counts;
    for (const read of unauthorizedReads) {
      if (read.ProjectZoneId !== null) {
        counts.set(read.ProjectZoneId, (counts.get(read.ProjectZoneId) ?? 0) + 1);
      }
    }
    return counts;
  }, [unauthorizedReads, resolved.unauthorized]);

  const header = (
    <RealtimeHeader
      projectId={projectId}
      timeframe={resolved.timeframe}
      timeZoneId={timeZoneId}
      status={status}
      updatedAt={lastSeenAt}
      total={enabled ? workers.length : null}
      canConfigure={canConfigure}
    />
  );

  if (configuration.isPending) {
    return (
      <Stack spacing={2}>
        {header}
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  if (!enabled) {
    return (
      <Stack spacing={2}>
        {header}
        <Alert severity="info">
          {canConfigure ? t('realtime.disabledAdmin') : t('realtime.disabled')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      {header}
      <RealtimeFilters search={resolved} contracts={contracts.data ?? []} onChange={change} />
      {areasData === undefined && !areas.isError ? (
        <Skeleton variant="rounded" height={420} />
      ) : area ? (
        <Box>
          <Tabs
            value={area.realtimeAreaId}
            onChange={(_event, value: number) => {
              setSelectedZoneId(null);
              change({ area: value });
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('realtime.areas')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {areaList.map((a) => (
              <Tab
                key={a.realtimeAreaId}
                value={a.realtimeAreaId}
                label={a.realtimeAreaName}
                sx={{ fontSize: '1rem', fontWeight: 600 }}
              />
            ))}
          </Tabs>
          {/* The tabs name the area; its zones' lists are h3, so the area is their h2. */}
          <Typography component="h2" style={visuallyHidden}>
            {area.realtimeAreaName}
          </Typography>
          <RealtimeAreaView
            area={area}
            byPin={byPin}
            densityByZone={densityByZone}
            unauthorizedByZone={unauthorizedByZone}
            selectedZoneId={selectedZoneId}
            onSelectZone={setSelectedZoneId}
            timeZoneId={timeZoneId}
            now={now}
            onOpenWorker={setOpenWorkerId}
          />
        </Box>
      ) : (
        <Alert severity="info">
          {canConfigure ? t('realtime.noAreasAdmin') : t('realtime.noAreas')}
        </Alert>
      )}
      {(resolved.density || resolved.unauthorized) && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // minmax(0, …): a long zone name wraps or ellipses instead of widening a phone's page.
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
            },
          }}
        >
          {resolved.density && <RealtimeDensityPanel alerts={densityData ?? []} />}
          {resolved.unauthorized && <RealtimeUnauthorizedPanel reads={unauthorizedReads} />}
        </Box>
      )}
      <RealtimeOffPictures
        projectId={projectId}
        canPlaceReaders={canPlaceReaders}
        canConfigure={canConfigure}
        workers={offPictures}
        unplaced={unplaced.data}
        timeZoneId={timeZoneId}
        now={now}
        onOpenWorker={setOpenWorkerId}
      />
      <RealtimeWorkerDialog
        projectId={projectId}
        workerId={openWorkerId}
        onClose={() => setOpenWorkerId(null)}
      />
      <RealtimeNoticeStack notices={notices.notices} onDismiss={notices.dismiss} />
    </Stack>
  );
}
