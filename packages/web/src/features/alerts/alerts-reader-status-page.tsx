import { useEffect, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { READER_POWER_WAIT_MINUTES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { readerStatusEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

/** spec 001 §3 "Reader status": each model's wait (BLE, NFC); the power wait is fixed at 3. */
export function AlertsReaderStatusPage({
  projectId,
  isNew,
}: {
  projectId: number;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const instance = readerStatusEditor.useInstance(projectId);
  const save = readerStatusEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [minutes, setMinutes] = useState<Map<number, string> | null>(null);

  useEffect(() => {
    if (instance.data && minutes === null)
      setMinutes(
        new Map(
          instance.data.DelaySettings.map((d) => [
            d.HardwareModelId,
            String(d.OnlineStatusMinutesToWait),
          ]),
        ),
      );
  }, [instance.data, minutes]);
  useBackToListOnNotFound(instance.error, projectId);

  const onSave = () =>
    void editor.run(() =>
      save.mutateAsync({
        DelaySettings: [...(minutes ?? new Map<number, string>())].map(([id, value]) => ({
          HardwareModelId: id,
          OnlineStatusMinutesToWait: /^\d+$/.test(value) ? Number(value) : Number.NaN,
          PowerStatusMinutesToWait: READER_POWER_WAIT_MINUTES,
        })),
      }),
    );

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.readerStatus.title')}
      subtitle={t('alerts.readerStatus.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {minutes === null || !instance.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {instance.data.DelaySettings.map((d) => (
              <Stack
                key={d.HardwareModelId}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ fontWeight: 700, width: 80 }}>
                  {d.HardwareModelDisplayName}
                </Typography>
                <TextField
                  size="small"
                  label={`${t('alerts.readerStatus.online')} (${d.HardwareModelDisplayName})`}
                  value={minutes.get(d.HardwareModelId) ?? ''}
                  onChange={(event) =>
                    setMinutes(new Map(minutes).set(d.HardwareModelId, event.target.value.trim()))
                  }
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ minWidth: 280 }}
                />
                <TextField
                  size="small"
                  label={t('alerts.readerStatus.power')}
                  value={String(d.PowerStatusMinutesToWait)}
                  disabled
                  sx={{ width: 220 }}
                />
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
