import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMITS, PHOTO_MIME_TYPES, type CropData } from '@siteline/shared';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { describeError } from '@/lib/api-error.ts';
import { useSaveWorkerPhoto } from '../api/worker-photo.ts';

export interface WorkersPhotoDialogProps {
  open: boolean;
  projectId: number;
  workerId: number;
  onClose: () => void;
}

const ASPECTS = { portrait: 3 / 4, square: 1 } as const;

/** The crop in whole pixels of the picture, inside it (the server refuses anything else). */
export function toCropData(area: Area): CropData {
  const X = Math.max(0, Math.round(area.x));
  const Y = Math.max(0, Math.round(area.y));
  return {
    X,
    Y,
    Width: Math.max(1, Math.floor(area.width - (X - area.x))),
    Height: Math.max(1, Math.floor(area.height - (Y - area.y))),
  };
}

/**
 * Photo upload with crop (spec 002 §7): choose a picture, drag the portrait or square box over it
 * and zoom; the picture goes up as it is and the server crops and re-encodes it.
 */
export function WorkersPhotoDialog({
  open,
  projectId,
  workerId,
  onClose,
}: WorkersPhotoDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const save = useSaveWorkerPhoto(projectId, workerId);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [shape, setShape] = useState<keyof typeof ASPECTS>('portrait');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblem(null);
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(chosen.type)) {
      setProblem(t('workerBadges.photo.typeError'));
      return;
    }
    if (chosen.size > PHOTO_LIMITS.fileBytes) {
      setProblem(t('workerBadges.photo.sizeError'));
      return;
    }
    setFile(chosen);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };

  const submit = () => {
    if (!file || !area) return;
    setProblem(null);
    save.mutate(
      { file, crop: toCropData(area) },
      {
        onSuccess: () => {
          alerts.success(t('workerBadges.photo.saved'));
          onClose();
        },
        onError: (error) => setProblem(describeError(error).message),
      },
    );
  };

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('workerBadges.photo.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" data-testid="photo-dialog-error">
              {problem}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button variant="outlined" component="label">
              {t('workerBadges.photo.choose')}
              <input
                hidden
                type="file"
                accept={PHOTO_MIME_TYPES.join(',')}
                onChange={choose}
                data-testid="photo-file-input"
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('workerBadges.photo.chooseHelp')}
            </Typography>
          </Stack>
          {url && (
            <>
              <Box
                sx={{ position: 'relative', height: { xs: 280, sm: 360 }, bgcolor: 'grey.900' }}
                data-testid="photo-crop-area"
              >
                <Cropper
                  image={url}
                  crop={crop}
                  zoom={zoom}
                  aspect={ASPECTS[shape]}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => setArea(pixels)}
                />
              </Box>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={shape}
                  onChange={(_, next: keyof typeof ASPECTS | null) => next && setShape(next)}
                >
                  <ToggleButton value="portrait">{t('workerBadges.photo.portrait')}</ToggleButton>
                  <ToggleButton value="square">{t('workerBadges.photo.square')}</ToggleButton>
                </ToggleButtonGroup>
                <Slider
                  aria-label={t('workerBadges.photo.zoom')}
                  min={1}
                  max={4}
                  step={0.05}
                  value={zoom}
                  onChange={(_, value) => setZoom(value)}
                />
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('workerBadges.photo.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!file || !area || save.isPending}>
          {save.isPending ? t('workerBadges.photo.saving') : t('workerBadges.photo.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
