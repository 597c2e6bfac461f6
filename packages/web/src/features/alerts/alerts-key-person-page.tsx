import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { KeyPersonInstance } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { keyPersonEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { AlertsWorkerList, listedWorker } from './components/alerts-worker-list.tsx';
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
      <AlertsWorkerList
        projectId={projectId}
        rows={rows}
        onRows={setRows}
        toRow={(worker) => ({ ...listedWorker(worker), DaysSinceLastSeen: 0, days: '' })}
        extra={(r) => (
          <TextField
            size="small"
            label={t('alerts.keyPerson.days')}
            value={r.days}
            onChange={(event) =>
              setRows(
                (rows ?? []).map((x) =>
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
        )}
        testId="key-person-row"
      />
    </AlertsEditorFrame>
  );
}
