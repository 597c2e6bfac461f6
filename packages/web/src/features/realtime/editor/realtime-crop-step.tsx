import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { AREA_IMAGE_MAX_BYTES, type DesktopPlacement } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { AREA_IMAGE_RULES } from '../realtime-geometry.ts';
import { loadImage, maxCropZoom, renderCrop, type PixelArea } from './realtime-crop.ts';

export interface CropResult {
  name: string;
  placement: DesktopPlacement;
  /** The cropped picture as a JPEG data URL at the placement's output size. */
  file: string;
}

export interface RealtimeCropStepProps {
  /** 'create' asks for the area's name too; 'replace' only for a new picture. */
  mode: 'create' | 'replace';
  initialPlacement?: DesktopPlacement;
  busy: boolean;
  onSubmit: (result: CropResult) => void;
  onCancel: () => void;
}

interface Picture {
  url: string;
  element: HTMLImageElement;
}

/**
 * spec 000 §4 step "cropping": pick a picture, crop it to the placement's aspect (1.6 top, 0.8
 * side) no narrower than 1170 / 585 source pixels; the crop is drawn at 940×651 or 585×651.
 */
export function RealtimeCropStep({
  mode,
  initialPlacement = 'top',
  busy,
  onSubmit,
  onCancel,
}: RealtimeCropStepProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [placement, setPlacement] = useState<DesktopPlacement>(initialPlacement);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const rules = AREA_IMAGE_RULES[placement];
  const maxZoom = picture
    ? maxCropZoom(
        { width: picture.element.naturalWidth, height: picture.element.naturalHeight },
        placement,
      )
    : null;
  const tooSmall = picture !== null && maxZoom === null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) {
      setFileError(t('realtime.editor.fileType'));
      return;
    }
    if (file.size > AREA_IMAGE_MAX_BYTES) {
      setFileError(t('realtime.editor.fileTooLarge'));
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const element = await loadImage(url);
      setPicture({ url, element });
      setCrop({ x: 0, y: 0 });
      setZoom(1);
    } catch {
      URL.revokeObjectURL(url);
      setFileError(t('realtime.editor.fileUnreadable'));
    }
  };

  const submit = () => {
    if (mode === 'create' && !name.trim()) {
      setNameError(true);
      return;
    }
    if (!picture || !area || tooSmall) return;
    onSubmit({ name: name.trim(), placement, file: renderCrop(picture.element, area, placement) });
  };

  return (
    <Stack spacing={2}>
      {mode === 'create' && (
        <TextField
          label={t('realtime.editor.name')}
          value={name}
          required
          error={nameError}
          helperText={nameError ? t('realtime.editor.nameRequired') : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(false);
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      )}
      <FormControl>
        <FormLabel id="realtime-placement-label">{t('realtime.editor.placement')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="realtime-placement-label"
          value={placement}
          onChange={(event) => {
            setPlacement(event.target.value as DesktopPlacement);
            setZoom(1);
          }}
        >
          <FormControlLabel
            value="top"
            control={<Radio />}
            label={t('realtime.editor.placementTop')}
          />
          <FormControlLabel
            value="side"
            control={<Radio />}
            label={t('realtime.editor.placementSide')}
          />
        </RadioGroup>
      </FormControl>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          {picture ? t('realtime.editor.otherImage') : t('realtime.editor.chooseImage')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={t('realtime.editor.imageFile')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
          {t('realtime.editor.imageHint', { width: rules.minCropWidth })}
        </Typography>
      </Box>
      {fileError && <Alert severity="error">{fileError}</Alert>}
      {tooSmall && (
        <Alert severity="error">
          {t('realtime.editor.imageTooNarrow', {
            width: picture.element.naturalWidth,
            min: rules.minCropWidth,
          })}
        </Alert>
      )}
      {picture && maxZoom !== null && (
        <>
          <Box
            data-testid="realtime-cropper"
            sx={{
              position: 'relative',
              height: { xs: 280, sm: 420 },
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <Cropper
              image={picture.url}
              crop={crop}
              zoom={zoom}
              aspect={rules.aspect}
              minZoom={1}
              maxZoom={maxZoom}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_percent: Area, pixels: Area) => setArea(pixels)}
            />
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" id="realtime-zoom-label">
              {t('realtime.editor.zoom')}
            </Typography>
            <Slider
              aria-labelledby="realtime-zoom-label"
              value={zoom}
              min={1}
              max={maxZoom}
              step={0.01}
              disabled={maxZoom <= 1}
              onChange={(_event, value) => setZoom(value)}
            />
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('realtime.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy || !picture || tooSmall || !area}
        >
          {busy
            ? t('realtime.saving')
            : mode === 'create'
              ? t('realtime.editor.createArea')
              : t('realtime.editor.saveImage')}
        </Button>
      </Stack>
    </Stack>
  );
}
