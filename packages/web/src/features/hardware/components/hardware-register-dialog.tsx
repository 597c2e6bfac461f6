import { useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { parseSerialList, READER_REGISTRATION_MAX, type HardwareModel } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useRegisterReaders } from '../api/register-readers.ts';

export interface HardwareRegisterDialogProps {
  projectId: number;
  models: readonly HardwareModel[];
  open: boolean;
  onClose: () => void;
}

/** Largest serial list file read in the browser (a text or CSV list of serials). */
const MAX_FILE_BYTES = 256 * 1024;

/** Register readers: one serial, a pasted list or an uploaded file of serials, of one model. */
export function HardwareRegisterDialog({
  projectId,
  models,
  open,
  onClose,
}: HardwareRegisterDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const register = useRegisterReaders(projectId);
  const [modelId, setModelId] = useState<number | ''>('');
  const [ports, setPorts] = useState(1);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const serials = parseSerialList(text);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblems([t('hardware.register.fileTooLarge')]);
      return;
    }
    setText(parseSerialList(await file.text()).join('\n'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (modelId === '' || serials.length === 0) return;
    setProblems([]);
    register.mutate(
      { HardwareModelId: modelId, AccessPointsCount: ports, SerialNumbers: serials },
      {
        onSuccess: (result) => {
          alerts.success(t('hardware.register.done', { count: result.Created.length }));
          setText('');
          onClose();
        },
        onError: (error) =>
          setProblems(
            error instanceof ApiError && error.status < 500 && error.messages.length > 0
              ? error.messages
              : [t('hardware.register.failed')],
          ),
      },
    );
  };

  return (
    <Dialog open={open} onClose={register.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{t('hardware.register.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('hardware.register.intro', { max: READER_REGISTRATION_MAX })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={t('hardware.register.model')}
                value={modelId}
                onChange={(e) => setModelId(Number(e.target.value))}
                required
                fullWidth
              >
                {models.map((model) => (
                  <MenuItem key={model.HardwareModelId} value={model.HardwareModelId}>
                    {model.Name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="number"
                label={t('hardware.register.ports')}
                value={ports}
                onChange={(e) => setPorts(Math.min(16, Math.max(1, Number(e.target.value) || 1)))}
                slotProps={{ htmlInput: { min: 1, max: 16 } }}
                sx={{ width: { sm: 160 } }}
              />
            </Stack>
            <TextField
              label={t('hardware.register.serials')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={4}
              maxRows={12}
              helperText={t('hardware.register.count', { count: serials.length })}
            />
            <div>
              <Button component="label" startIcon={<UploadFileOutlinedIcon />} size="small">
                {t('hardware.register.upload')}
                <input
                  hidden
                  type="file"
                  accept=".txt,.csv,text/plain,text/csv"
                  onChange={(e) => void onFile(e)}
                />
              </Button>
            </div>
            {problems.map((problem) => (
              <Alert key={problem} severity="error">
                {problem}
              </Alert>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={register.isPending}>
            {t('hardware.register.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={register.isPending || modelId === '' || serials.length === 0}
            startIcon={
              register.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            {t('hardware.register.submit', { count: serials.length })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
