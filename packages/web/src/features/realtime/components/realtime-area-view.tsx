import Box from '@mui/material/Box';
import type { RealtimeArea, RealtimeDensityAlert, RealtimeLastSeenWorker } from '@siteline/shared';
import { naturalCompare } from '@siteline/shared';
import { parsePlacement } from '../realtime-geometry.ts';
import { RealtimeAreaPicture } from './realtime-area-picture.tsx';
import { RealtimePinLayer } from './realtime-pin-layer.tsx';
import { RealtimeZoneCard } from './realtime-zone-card.tsx';

export interface RealtimeAreaViewProps {
  area: RealtimeArea;
  /** Workers each pin counts (filtered, sorted), by pinned zone id. */
  byPin: ReadonlyMap<number, RealtimeLastSeenWorker[]>;
  /** The active density alert of each zone that has one; empty when the density view is off. */
  densityByZone: ReadonlyMap<number, RealtimeDensityAlert>;
  /** Workers with unauthorized reads per zone; empty when that view is off. */
  unauthorizedByZone: ReadonlyMap<number, number>;
  selectedZoneId: number | null;
  onSelectZone: (zoneId: number | null) => void;
  timeZoneId: string | undefined;
  now: Date;
  onOpenWorker: (workerId: number) => void;
}

/**
 * One area: its picture with a pin per zone, and a list per zone. A top picture spans the
 * width above the lists; a side picture stands beside them (stacked on phones).
 */
export function RealtimeAreaView({
  area,
  byPin,
  densityByZone,
  unauthorizedByZone,
  selectedZoneId,
  onSelectZone,
  timeZoneId,
  now,
  onOpenWorker,
}: RealtimeAreaViewProps) {
  const side = area.image.desktopPlacement === 'side';
  const zones = [...area.zones].sort((a, b) => naturalCompare(a.zoneName, b.zoneName));
  const densityOf = (zoneId: number) => {
    const alert = densityByZone.get(zoneId);
    return alert ? { workerCount: alert.WorkerCount, cutoff: alert.OverWorkerCutoffValue } : null;
  };
  const toggle = (zoneId: number) => onSelectZone(selectedZoneId === zoneId ? null : zoneId);
  // A selected zone's list comes first, so a tap on a pin shows its crew without scrolling.
  const ordered =
    selectedZoneId === null
      ? zones
      : [
          ...zones.filter((z) => z.projectZoneId === selectedZoneId),
          ...zones.filter((z) => z.projectZoneId !== selectedZoneId),
        ];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        gridTemplateColumns: side ? { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } : '1fr',
      }}
    >
      <Box
        sx={{
          position: { md: side ? 'sticky' : 'static' },
          top: 80,
          px: { xs: 0, sm: 1 },
          // Left open on a screen in the site office: the picture fits the window's height, so
          // the crews' lists start on the same screen.
          width: {
            xs: '100%',
            md: `min(100%, calc((100vh - ${side ? 120 : 380}px) * ${area.image.width / area.image.height}))`,
          },
          mx: 'auto',
        }}
      >
        <RealtimeAreaPicture image={area.image} alt={area.realtimeAreaName}>
          <RealtimePinLayer
            pins={area.zones.map((zone) => ({
              zoneId: zone.projectZoneId,
              name: zone.zoneName,
              count: byPin.get(zone.projectZoneId)?.length ?? 0,
              orientation: zone.orientation,
              placement: parsePlacement(zone.zonePinLocation),
              density: densityOf(zone.projectZoneId),
              unauthorized: unauthorizedByZone.get(zone.projectZoneId) ?? 0,
              selected: selectedZoneId === zone.projectZoneId,
            }))}
            onSelect={toggle}
            section={side}
          />
        </RealtimeAreaPicture>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: side
            ? 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))'
            : 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
        }}
      >
        {ordered.map((zone) => (
          <RealtimeZoneCard
            key={zone.projectZoneId}
            zoneId={zone.projectZoneId}
            zoneName={zone.zoneName}
            workers={byPin.get(zone.projectZoneId) ?? []}
            density={densityByZone.get(zone.projectZoneId) ?? null}
            selected={selectedZoneId === zone.projectZoneId}
            onSelect={() => toggle(zone.projectZoneId)}
            timeZoneId={timeZoneId}
            now={now}
            onOpenWorker={onOpenWorker}
          />
        ))}
      </Box>
    </Box>
  );
}
