import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WORKER_NOTES_MAX, WORKER_RECORD_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes/unsaved-changes-guard.tsx';
import { useUpdateWorkerNotes } from './api/workers-record-api.ts';
import type { WorkerTabProps } from './workers-record-context.ts';

/** spec 002 §9: the note editor is at most 240 px high (it scrolls beyond). */
export const NOTE_EDITOR_MAX_HEIGHT = 240;

/** spec 002 "notes": the worker's notes; editing needs CanDoRegistrations; changelog written. */
export function WorkersRecordNotesTab({ projectId, workerId, worker, canEdit }: WorkerTabProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const update = useUpdateWorkerNotes(projectId, workerId);
  const cycle = useSaveCycle();
  const saved = worker.Notes ?? '';
  const [text, setText] = useState(saved);
  const changed = text !== saved;

  if (!canEdit) {
    return saved ? (
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{saved}</Typography>
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>{t('workerRecord.notes.empty')}</Typography>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void cycle
          .run(() => update.mutateAsync(text.trim() === '' ? null : text))
          .then((result) => {
            if (!result.ok) alerts.error(WORKER_RECORD_MESSAGES.saveError);
          });
      }}
    >
      <Stack spacing={2}>
        <TextField
          label={t('workerRecord.notes.label')}
          multiline
          minRows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: {
              maxLength: WORKER_NOTES_MAX,
              style: { maxHeight: NOTE_EDITOR_MAX_HEIGHT, overflowY: 'auto' },
            },
          }}
          fullWidth
        />
        {update.isError && cycle.status === 'error' && (
          <Alert severity="error">{WORKER_RECORD_MESSAGES.saveError}</Alert>
        )}
        <Box>
          <SaveChangesButton status={cycle.status} disabled={!changed && cycle.status === 'idle'} />
        </Box>
      </Stack>
      <UnsavedChangesGuard
        when={changed && cycle.status !== 'busy'}
        allow={({ next }) =>
          next.pathname === `/project/${projectId}/directory/worker/${workerId}/notes`
        }
      />
    </Box>
  );
}
