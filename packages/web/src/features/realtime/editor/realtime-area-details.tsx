import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { RealtimeArea } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { EDITOR_NOTICE_MS } from './realtime-editor-notice.ts';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useRenameRealtimeArea } from '../api/update-realtime-area.ts';
import { RealtimeAreaPicture } from '../components/realtime-area-picture.tsx';
import { RealtimePin } from '../components/realtime-pin.tsx';
import { parsePlacement } from '../realtime-geometry.ts';

export interface RealtimeAreaDetailsProps {
  projectId: number;
  area: RealtimeArea;
  onReplaceImage: () => void;
  onPlaceZones: () => void;
}

/** spec 000 §4 step "editing_area": rename the area, replace its picture, go to its pins. */
export function RealtimeAreaDetails({
  projectId,
  area,
  onReplaceImage,
  onPlaceZones,
}: RealtimeAreaDetailsProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [name, setName] = useState(area.realtimeAreaName);
  const rename = useRenameRealtimeArea(projectId);
  const trimmed = name.trim();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === area.realtimeAreaName) return;
    rename.mutate(
      { areaId: area.realtimeAreaId, name: trimmed },
      { onSuccess: () => alerts.success('View Updated', EDITOR_NOTICE_MS) },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} component="form" onSubmit={submit}>
        <TextField
          label={t('realtime.editor.name')}
          value={name}
          required
          error={!trimmed}
          helperText={!trimmed ? t('realtime.editor.nameRequired') : undefined}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!trimmed || trimmed === area.realtimeAreaName || rename.isPending}
        >
          {rename.isPending ? t('realtime.saving') : t('realtime.editor.rename')}
        </Button>
        <Button variant="outlined" startIcon={<ImageOutlinedIcon />} onClick={onReplaceImage}>
          {t('realtime.editor.replaceImage')}
        </Button>
        <Button variant="outlined" startIcon={<PlaceOutlinedIcon />} onClick={onPlaceZones}>
          {t('realtime.editor.placeZones')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('realtime.editor.pinCount', { count: area.zones.length })}
        </Typography>
      </Stack>
      <Box
        sx={{
          px: { xs: 0, sm: 1 },
          maxWidth: area.image.desktopPlacement === 'side' ? 480 : undefined,
        }}
      >
        <RealtimeAreaPicture image={area.image} alt={area.realtimeAreaName}>
          {area.zones.map((zone) => (
            <RealtimePin
              key={zone.projectZoneId}
              name={zone.zoneName}
              orientation={zone.orientation}
              placement={parsePlacement(zone.zonePinLocation)}
            />
          ))}
        </RealtimeAreaPicture>
      </Box>
    </Box>
  );
}
