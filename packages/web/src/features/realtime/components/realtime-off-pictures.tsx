import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { createLink } from '@tanstack/react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  UNASSIGNED_ZONE_ID,
  type RealtimeLastSeenWorker,
  type RealtimeUnplaced,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { RealtimeZoneCard } from './realtime-zone-card.tsx';

const ButtonLink = createLink(Button);

export interface RealtimeOffPicturesProps {
  projectId: number;
  /** ManageZones: the reader may place readers in zones on the Hardware page. */
  canPlaceReaders: boolean;
  /** ManageProjects: the reader may pin zones on the areas (Configure). */
  canConfigure: boolean;
  /** Workers no pin of any area counts (filtered and sorted). */
  workers: readonly RealtimeLastSeenWorker[];
  unplaced: RealtimeUnplaced | undefined;
  timeZoneId: string | undefined;
  now: Date;
  onOpenWorker: (workerId: number) => void;
}

/**
 * What the pictures do not show (spec: nothing on site is invisible): workers last seen in zones
 * that no area pins, zones with readers that no area pins, and readers in no zone at all.
 */
export function RealtimeOffPictures({
  projectId,
  canPlaceReaders,
  canConfigure,
  workers,
  unplaced,
  timeZoneId,
  now,
  onOpenWorker,
}: RealtimeOffPicturesProps) {
  const { t } = useTranslation();
  const groups = new Map<
    string,
    { zoneId: number | null; name: string; workers: RealtimeLastSeenWorker[] }
  >();
  for (const worker of workers) {
    const key = String(worker.LastSeenProjectZoneId ?? 'none');
    const group = groups.get(key) ?? {
      zoneId: worker.LastSeenProjectZoneId,
      name: worker.LastSeenZoneName ?? t('realtime.offPictures.noZone'),
      workers: [],
    };
    group.workers.push(worker);
    groups.set(key, group);
  }
  const occupied = new Set(workers.map((w) => w.LastSeenProjectZoneId));
  const emptyZones = (unplaced?.Zones ?? []).filter((zone) => !occupied.has(zone.ProjectZoneId));
  if (groups.size === 0 && emptyZones.length === 0 && !unplaced?.DoesProjectHaveReadersWithoutZones)
    return null;

  return (
    <Box component="section" aria-labelledby="realtime-off-pictures-title">
      <Typography id="realtime-off-pictures-title" component="h2" variant="h6">
        {t('realtime.offPictures.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {workers.length > 0
          ? t('realtime.offPictures.subtitle', { count: workers.length })
          : t('realtime.offPictures.nobody')}
      </Typography>
      <Stack spacing={1.5}>
        {unplaced?.DoesProjectHaveReadersWithoutZones && (
          // The advice fits who reads it: the one who can place readers gets the way there.
          <Alert
            severity="warning"
            action={
              canPlaceReaders ? (
                <ButtonLink
                  color="inherit"
                  size="small"
                  to="/project/$id/hardware"
                  params={{ id: String(projectId) }}
                  // The Hardware list filtered to readers in no zone (-1); its own defaults for the rest.
                  search={{
                    projectZoneId: UNASSIGNED_ZONE_ID,
                    pageSize: undefined,
                    orderBy: undefined,
                  }}
                >
                  {t('realtime.offPictures.openReaders')}
                </ButtonLink>
              ) : undefined
            }
          >
            {canPlaceReaders
              ? t('realtime.offPictures.readersManager')
              : t('realtime.offPictures.readersOthers')}
          </Alert>
        )}
        {groups.size > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
            }}
          >
            {[...groups.values()].map((group) => (
              <RealtimeZoneCard
                key={String(group.zoneId)}
                zoneId={group.zoneId}
                zoneName={group.name}
                workers={group.workers}
                density={null}
                selected={false}
                timeZoneId={timeZoneId}
                now={now}
                onOpenWorker={onOpenWorker}
              />
            ))}
          </Box>
        )}
        {emptyZones.length > 0 && (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('realtime.offPictures.zonesWithReaders')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
              {canConfigure
                ? t('realtime.offPictures.pinAdvice')
                : t('realtime.offPictures.pinAdviceOthers')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {emptyZones.map((zone) => (
                <Chip
                  key={zone.ProjectZoneId}
                  variant="outlined"
                  label={t('realtime.offPictures.zoneReaders', {
                    name: zone.ZoneName,
                    count: zone.ReaderCount,
                  })}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
