import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ALERT_TYPE,
  SAFE_PROX_DURATIONS,
  SAFE_PROX_TIME_RANGE,
  WORKER_WORKTIME_MESSAGES,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { downloadSafeProx } from './api/download-safe-prox.ts';
import {
  canDownload,
  defaultSafeProxForm,
  settleTimes,
  toSafeProxQuery,
  type SafeProxForm,
} from './workers-safe-prox-rules.ts';

export interface WorkersSafeProxDialogProps {
  open: boolean;
  projectId: number;
  workerId: number;
  workerName?: string;
  /** The project's today, 'YYYY-MM-DD' (the default range ends there). */
  today: string;
  onClose: () => void;
}

const TIME_RANGES = [
  SAFE_PROX_TIME_RANGE.All,
  SAFE_PROX_TIME_RANGE.Seen,
  SAFE_PROX_TIME_RANGE.Range,
] as const;

/** The contact-tracing (safe-prox) modal of spec 002 §5, §9. */
export function WorkersSafeProxDialog(props: WorkersSafeProxDialogProps) {
  const { open, projectId, workerId, workerName, today, onClose } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const [form, setForm] = useState<SafeProxForm>(() => defaultSafeProxForm(today));
  const [busy, setBusy] = useState(false);
  const range = form.timeRangeFilter === SAFE_PROX_TIME_RANGE.Range;

  const change = (patch: Partial<SafeProxForm>) => setForm((f) => ({ ...f, ...patch }));
  const settle = () => {
    const result = settleTimes(form);
    if (result.warned)
      alerts.show({
        type: ALERT_TYPE.warning,
        message: translate(WORKER_WORKTIME_MESSAGES.endBeforeStartTime),
      });
    setForm(result.form);
  };
  const onDownload = async () => {
    setBusy(true);
    try {
      await downloadSafeProx(projectId, workerId, toSafeProxQuery(form));
      onClose();
    } catch {
      alerts.error(translate(WORKER_WORKTIME_MESSAGES.safeProxError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('workerWorktime.safeProx.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {workerName && (
            <DialogContentText>
              {t('workerWorktime.safeProx.intro', { name: workerName })}
            </DialogContentText>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('workerWorktime.safeProx.startDate')}
              value={form.startDateInclusive}
              onChange={(e) => change({ startDateInclusive: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="date"
              label={t('workerWorktime.safeProx.endDate')}
              value={form.endDateInclusive}
              onChange={(e) => change({ endDateInclusive: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <TextField
            select
            label={t('workerWorktime.safeProx.duration')}
            value={String(form.minDurationInMinutes)}
            onChange={(e) =>
              change({
                minDurationInMinutes: Number(
                  e.target.value,
                ) as SafeProxForm['minDurationInMinutes'],
              })
            }
          >
            {SAFE_PROX_DURATIONS.map((d) => (
              <MenuItem key={d} value={String(d)}>
                {t(`workerWorktime.safeProx.durations.${d}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('workerWorktime.safeProx.timeRange')}
            value={String(form.timeRangeFilter)}
            onChange={(e) =>
              change({ timeRangeFilter: Number(e.target.value) as SafeProxForm['timeRangeFilter'] })
            }
          >
            {TIME_RANGES.map((r) => (
              <MenuItem key={r} value={String(r)}>
                {t(`workerWorktime.safeProx.timeRanges.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          {range && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="time"
                label={t('workerWorktime.safeProx.startTime')}
                value={form.startTimeInclusive}
                onChange={(e) => change({ startTimeInclusive: e.target.value })}
                onBlur={settle}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                type="time"
                label={t('workerWorktime.safeProx.endTime')}
                value={form.endTimeInclusive}
                onChange={(e) => change({ endTimeInclusive: e.target.value })}
                onBlur={settle}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          )}
          {form.endDateInclusive < form.startDateInclusive && (
            <Alert severity="warning">{translate(WORKER_WORKTIME_MESSAGES.rangeBackwards)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('workerWorktime.safeProx.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void onDownload()}
          disabled={busy || !canDownload(form)}
        >
          {busy ? t('workerWorktime.safeProx.downloading') : t('workerWorktime.safeProx.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
