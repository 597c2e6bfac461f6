import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RealtimePersonInstance, Tradesman } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { realtimePersonEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { AlertsWorkerLabel } from './components/alerts-worker-label.tsx';
import { AlertsWorkerSearch } from './components/alerts-worker-search.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

type Row = RealtimePersonInstance['Workers'][number];

/** spec 001 §3, §5 "Realtime person": the workers whose arrival on site is news. */
export function AlertsRealtimePersonPage({
  projectId,
  isNew,
}: {
  projectId: number;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const instance = realtimePersonEditor.useInstance(projectId);
  const save = realtimePersonEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const [rows, setRows] = useState<Row[] | null>(null);

  useEffect(() => {
    if (instance.data && rows === null) setRows(instance.data.Workers);
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
        LastSeenLocal: null,
      },
    ]);
  };

  const onSave = () =>
    void editor.run(async () => {
      const saved = await save.mutateAsync({
        Workers: (rows ?? []).map((r) => ({ WorkerId: r.WorkerId })),
      });
      setRows(saved.Workers);
    });

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.realtimePerson.title')}
      subtitle={t('alerts.realtimePerson.subtitle')}
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
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
                data-testid="realtime-person-row"
              >
                <AlertsWorkerLabel
                  name={r.WorkerName}
                  company={r.CompanyName}
                  lastSeenLocal={r.LastSeenLocal}
                />
                <Button
                  color="error"
                  onClick={() => setRows(rows.filter((x) => x.WorkerId !== r.WorkerId))}
                  aria-label={`${t('alerts.keyPerson.remove')}: ${r.WorkerName}`}
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
