import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyPersonInstance, Tradesman } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { keyPersonEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { AlertsWorkerLabel } from './components/alerts-worker-label.tsx';
import { AlertsWorkerSearch } from './components/alerts-worker-search.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

type Row = KeyPersonInstance['Workers'][number] & { days: string };

/** spec 001 §3, §5 "Key person": workers and the days each may go unseen. */
export function AlertsKeyPersonPage({ projectId, isNew }: { projectId: number; isNew: boolean }) {
  const { t } = useTranslation();
  const instance = keyPersonEditor.useInstance(projectId);
  const save = keyPersonEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [rows, setRows] = useState<Row[] | null>(null);

  useEffect(() => {
    if (instance.data && rows === null)
      setRows(instance.data.Workers.map((w) => ({ ...w, days: String(w.DaysSinceLastSeen) })));
  }, [instance.data, rows]);
  useBackToListOnNotFound(instance.error, projectId);

  const add = (worker: Tradesman) => {
    if (!rows || rows.some((r) => r.WorkerId === worker.WorkerId)) return;
    setRows([
      ...rows,
      {
        WorkerId: worker.WorkerId,
        WorkerName: worker.WorkerName,
        CompanyName: worker.CompanyName,
        DaysSinceLastSeen: 0,
        LastSeenLocal: null,
        days: '',
      },
    ]);
  };

  const onSave = () =>
    void editor.run(async () => {
      const saved = await save.mutateAsync({
        Workers: (rows ?? []).map((r) => ({
          WorkerId: r.WorkerId,
          DaysSinceLastSeen: /^\d+$/.test(r.days) ? Number(r.days) : null,
        })),
      });
      setRows(saved.Workers.map((w) => ({ ...w, days: String(w.DaysSinceLastSeen) })));
    });

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.keyPerson.title')}
      subtitle={t('alerts.keyPerson.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {rows === null ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            {rows.length === 0 && <Typography>{t('alerts.keyPerson.empty')}</Typography>}
            {rows.map((r) => (
              <Stack
                key={r.WorkerId}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
                data-testid="key-person-row"
              >
                <AlertsWorkerLabel
                  name={r.WorkerName}
                  company={r.CompanyName}
                  lastSeenLocal={r.LastSeenLocal}
                />
                <TextField
                  size="small"
                  label={t('alerts.keyPerson.days')}
                  value={r.days}
                  onChange={(event) =>
                    setRows(
                      rows.map((x) =>
                        x.WorkerId === r.WorkerId ? { ...x, days: event.target.value.trim() } : x,
                      ),
                    )
                  }
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      'aria-label': `${t('alerts.keyPerson.days')}: ${r.WorkerName}`,
                    },
                  }}
                  sx={{ width: 160 }}
                />
                <Button
                  color="error"
                  onClick={() => setRows(rows.filter((x) => x.WorkerId !== r.WorkerId))}
                >
                  {t('alerts.keyPerson.remove')}
                </Button>
              </Stack>
            ))}
            <AlertsWorkerSearch projectId={projectId} onPick={add} />
          </Stack>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
