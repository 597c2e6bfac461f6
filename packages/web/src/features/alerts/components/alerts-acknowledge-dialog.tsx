import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { ACKNOWLEDGE_NOTE_MAX, type AlertFact } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { describeError } from '@/lib/api-error.ts';
import { useAcknowledgeAlertFact } from '../api/acknowledge-alert-fact.ts';
import { AlertsSaveDialog } from './alerts-save-dialog.tsx';

/** How long "Saved!" shows before the dialog closes (as the snooze dialog's). */
const CLOSE_AFTER_MS = 1_000;

export interface AlertsAcknowledgeDialogProps {
  projectId: number;
  /** The fact to acknowledge; null keeps the dialog closed. */
  fact: AlertFact | null;
  onClose: () => void;
}

/** A note on what was done; the overview then says who acknowledged the fact, and when. */
export function AlertsAcknowledgeDialog({
  projectId,
  fact,
  onClose,
}: AlertsAcknowledgeDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const acknowledge = useAcknowledgeAlertFact(projectId);
  const cycle = useSaveCycle({ success: CLOSE_AFTER_MS, error: 4_000 });
  useEffect(() => {
    if (fact) {
      setNote(fact.AcknowledgeNote ?? '');
      setProblem(null);
    }
  }, [fact]);
  const busy = cycle.status === 'busy' || cycle.status === 'success';
  const tooLong = note.length > ACKNOWLEDGE_NOTE_MAX;

  async function save() {
    if (!fact || tooLong) return;
    setProblem(null);
    const result = await cycle.run(() => acknowledge.mutateAsync({ fact, note }));
    if (!result.ok) {
      setProblem(describeError(result.error).message);
      return;
    }
    window.setTimeout(onClose, CLOSE_AFTER_MS);
  }

  return (
    <AlertsSaveDialog
      open={fact !== null}
      title={t('alerts.acknowledgeDialog.title')}
      text={t('alerts.acknowledgeDialog.text')}
      saveLabel={t('alerts.acknowledgeDialog.save')}
      cancelLabel={t('alerts.acknowledgeDialog.cancel')}
      status={cycle.status}
      canSave={!tooLong}
      onClose={onClose}
      onSave={() => void save()}
    >
      <TextField
        autoFocus
        multiline
        minRows={3}
        label={t('alerts.acknowledgeDialog.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={tooLong || problem !== null}
        helperText={
          problem ??
          `${t('alerts.acknowledgeDialog.noteHelp')} ${note.length}/${ACKNOWLEDGE_NOTE_MAX}`
        }
        disabled={busy}
        fullWidth
      />
    </AlertsSaveDialog>
  );
}
