import { useEffect, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EndDateInstance } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatHours } from '@/lib/numbers.ts';
import { endDateEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

/** What the rule sees today: the plan's end, what remains, the pace and where it leads. */
function PaceSummary({ pace }: { pace: EndDateInstance['Pace'] }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [
      t('alerts.endDate.lastForecast'),
      pace.LastForecastDate ? formatDate(pace.LastForecastDate) : t('alerts.endDate.noPlan'),
    ],
    [
      t('alerts.endDate.remaining'),
      pace.RemainingHours === null
        ? '—'
        : t('alerts.endDate.hours', { hours: formatHours(pace.RemainingHours) }),
    ],
    [t('alerts.endDate.pace'), t('alerts.endDate.hours', { hours: formatHours(pace.DailyHours) })],
    [
      t('alerts.endDate.projected'),
      pace.ProjectedFinishDate
        ? formatDate(pace.ProjectedFinishDate)
        : pace.LastForecastDate
          ? t('alerts.endDate.stalled')
          : '—',
    ],
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} component="dl">
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/**
 * spec 002 §3, §7 "End date in jeopardy": the cut-off days before the plan's last forecast date
 * from which a projected finish after it raises the alert (DOMAIN.md).
 */
export function AlertsEndDatePage({ projectId, isNew }: { projectId: number; isNew: boolean }) {
  const { t } = useTranslation();
  const instance = endDateEditor.useInstance(projectId);
  const save = endDateEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [days, setDays] = useState<string | null>(null);

  useEffect(() => {
    if (instance.data && days === null) setDays(String(instance.data.CutOffDays ?? ''));
  }, [instance.data, days]);
  useBackToListOnNotFound(instance.error, projectId);

  const onSave = () =>
    void editor.run(async () => {
      const saved = await save.mutateAsync({
        ProjectId: projectId,
        CutOffDays: /^\d+$/.test(days ?? '') ? Number(days) : Number.NaN,
      });
      setDays(String(saved.CutOffDays ?? ''));
    });

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.endDate.title')}
      subtitle={t('alerts.endDate.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {days === null || !instance.data ? (
        <Skeleton variant="rounded" height={180} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2.5}>
            <PaceSummary pace={instance.data.Pace} />
            <TextField
              label={t('alerts.endDate.cutOff')}
              value={days}
              onChange={(event) => setDays(event.target.value.trim())}
              helperText={t('alerts.endDate.cutOffHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 320 }}
            />
          </Stack>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
