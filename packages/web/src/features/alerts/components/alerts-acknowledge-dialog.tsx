import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ACKNOWLEDGE_NOTE_MAX, type AlertFact } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/components/save-button/save-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { describeError } from '@/lib/api-error.ts';
import { useAcknowledgeAlertFact } from '../api/acknowledge-alert-fact.ts';

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
  const titleId = useId();
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
    <Dialog
      open={fact !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{t('alerts.acknowledgeDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('alerts.acknowledgeDialog.text')}</DialogContentText>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('alerts.acknowledgeDialog.cancel')}
          </Button>
          <SaveButton
            status={cycle.status}
            disabled={tooLong}
            labels={{
              idle: t('alerts.acknowledgeDialog.save'),
              busy: t('saveButton.busy'),
              success: t('saveButton.success'),
              error: t('saveButton.error'),
            }}
          />
        </DialogActions>
      </form>
    </Dialog>
  );
}
