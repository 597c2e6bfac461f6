import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProjectZoneListItem, RealtimeArea } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { EDITOR_NOTICE_MS } from './realtime-editor-notice.ts';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useDeleteRealtimeAreaZone } from '../api/delete-realtime-area-zone.ts';
import { useSaveRealtimeAreaZone } from '../api/save-realtime-area-zone.ts';
import { RealtimeAreaPicture } from '../components/realtime-area-picture.tsx';
import { RealtimePin } from '../components/realtime-pin.tsx';
import { toThousandths } from '../realtime-geometry.ts';
import { RealtimePinForm } from './realtime-pin-form.tsx';
import {
  checkRemove,
  checkSave,
  draftsFromArea,
  isDirty,
  newDraft,
  nudge,
  type PinDraft,
} from './realtime-pin-drafts.ts';

export interface RealtimeZoningStepProps {
  projectId: number;
  area: RealtimeArea;
  zones: readonly ProjectZoneListItem[];
  /** "Done": called once every pin placed is saved (none is silently dropped). */
  onDone: () => void;
}

/**
 * spec 000 §4 step "zoning": click the picture to add a pin (BottomLeft), drag it, choose where
 * its bubble sits, attach it to a zone and save it; or remove it.
 */
export function RealtimeZoningStep({ projectId, area, zones, onDone }: RealtimeZoningStepProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [drafts, setDrafts] = useState<PinDraft[]>(() => draftsFromArea(area));
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pictureRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);
  const save = useSaveRealtimeAreaZone(projectId);
  const remove = useDeleteRealtimeAreaZone(projectId);
  const busy = save.isPending || remove.isPending;

  const selected = drafts.find((d) => d.key === selectedKey) ?? null;
  const zoneNames = new Map(zones.map((z) => [z.ProjectZoneId, z.ZoneName]));
  const update = (key: string, changes: Partial<PinDraft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...changes } : d)));

  const pointFrom = (event: React.PointerEvent) => {
    const box = pictureRef.current?.getBoundingClientRect();
    if (!box) return null;
    return toThousandths(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: box.width, height: box.height },
    );
  };

  const onPicturePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button > 0 || busy) return;
    const point = pointFrom(event);
    if (!point) return;
    const draft = newDraft(point);
    setDrafts((list) => [...list, draft]);
    setSelectedKey(draft.key);
    setError(null);
  };

  const startDrag = (key: string) => (event: React.PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.button > 0) return;
    setSelectedKey(key);
    setError(null);
    dragging.current = key;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const key = dragging.current;
    if (!key) return;
    const point = pointFrom(event);
    if (point) update(key, { orientation: point });
  };
  const endDrag = () => {
    dragging.current = null;
  };

  const onSave = async (draft: PinDraft): Promise<boolean> => {
    const check = checkSave(draft, area.realtimeAreaId);
    if (!check.ok) {
      setError(check.message);
      return false;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({ areaId: check.areaId, zone: check.body });
      // Re-attached to another zone: the old zone's pin goes (one pin per zone and area).
      const previous = draft.saved?.projectZoneId;
      let latest = saved;
      if (previous !== undefined && previous !== draft.projectZoneId) {
        latest = await remove.mutateAsync({ areaId: check.areaId, projectZoneId: previous });
      }
      const stored = latest.zones.find((z) => z.projectZoneId === draft.projectZoneId) ?? null;
      update(draft.key, { saved: stored });
      alerts.success(draft.saved ? 'Zone Updated' : 'Zone Added', EDITOR_NOTICE_MS);
      return true;
    } catch (caught) {
      setError(describeError(caught).message);
      return false;
    }
  };

  /**
   * Done saves what was placed and not saved yet; a pin without a zone cannot be, so the editor
   * stays on it and says so instead of dropping it (pins placed then "Done" used to vanish).
   */
  const [finishing, setFinishing] = useState(false);
  const onFinish = async () => {
    const pending = drafts.filter(isDirty);
    const zoneless = pending.find((d) => !checkSave(d, area.realtimeAreaId).ok);
    if (zoneless) {
      setSelectedKey(zoneless.key);
      setError(t('realtime.editor.pinWithoutZone'));
      return;
    }
    setFinishing(true);
    for (const draft of pending) {
      setSelectedKey(draft.key);
      if (!(await onSave(draft))) {
        setFinishing(false);
        return;
      }
    }
    setFinishing(false);
    onDone();
  };

  const onRemove = async (draft: PinDraft) => {
    const check = checkRemove(draft, area.realtimeAreaId);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    if (check.kind === 'server') {
      try {
        await remove.mutateAsync({ areaId: check.areaId, projectZoneId: check.projectZoneId });
        alerts.success('Zone deleted', EDITOR_NOTICE_MS);
      } catch (caught) {
        setError(describeError(caught).message);
        return;
      }
    }
    setDrafts((list) => list.filter((d) => d.key !== draft.key));
    setSelectedKey(null);
  };

  const takenZoneIds = new Set(
    drafts.filter((d) => d.projectZoneId !== null).map((d) => d.projectZoneId as number),
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        // The form on the left: the app's notices appear top right, over that side.
        gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, order: { xs: 2, md: 0 } }}>
        {selected ? (
          <RealtimePinForm
            key={selected.key}
            draft={selected}
            zones={zones}
            takenZoneIds={takenZoneIds}
            dirty={isDirty(selected)}
            busy={busy}
            error={error}
            onChange={(changes) => {
              setError(null);
              update(selected.key, changes);
            }}
            onSave={() => void onSave(selected).then(() => undefined)}
            onRemove={() => void onRemove(selected)}
          />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            {drafts.length ? t('realtime.editor.selectPin') : t('realtime.editor.noPins')}
          </Typography>
        )}
      </Paper>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('realtime.editor.zoningHint')}
        </Typography>
        <Box
          sx={{ px: { xs: 0, sm: 1 } }}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <RealtimeAreaPicture
            ref={pictureRef}
            image={area.image}
            alt={area.realtimeAreaName}
            onPointerDown={onPicturePointerDown}
          >
            {drafts.map((draft) => (
              <RealtimePin
                key={draft.key}
                name={
                  draft.projectZoneId !== null
                    ? (zoneNames.get(draft.projectZoneId) ?? draft.saved?.zoneName ?? '')
                    : t('realtime.editor.noZone')
                }
                orientation={draft.orientation}
                placement={draft.placement}
                selected={draft.key === selectedKey}
                onPointerDown={startDrag(draft.key)}
                onKeyDown={(event) => {
                  const moved = nudge(draft.orientation, event.key, event.shiftKey);
                  if (!moved) return;
                  event.preventDefault();
                  setSelectedKey(draft.key);
                  update(draft.key, { orientation: moved });
                }}
                onClick={() => setSelectedKey(draft.key)}
              />
            ))}
          </RealtimeAreaPicture>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" disabled={busy || finishing} onClick={() => void onFinish()}>
            {t('realtime.editor.done')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
