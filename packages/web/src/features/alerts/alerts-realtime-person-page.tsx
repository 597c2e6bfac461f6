import { useEffect, useState } from 'react';
import type { RealtimePersonInstance } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';
import { realtimePersonEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { AlertsWorkerList, listedWorker } from './components/alerts-worker-list.tsx';
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
      <AlertsWorkerList
        projectId={projectId}
        rows={rows}
        onRows={setRows}
        toRow={listedWorker}
        testId="realtime-person-row"
      />
    </AlertsEditorFrame>
  );
}
