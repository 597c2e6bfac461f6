import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/components/save-button/save-button.tsx';
import type { ButtonStatus } from '@/components/save-button/use-button-status.ts';

export interface AlertsSaveDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The save button's label before it is pressed ("Snooze", "Acknowledge"). */
  saveLabel: string;
  cancelLabel: string;
  status: ButtonStatus;
  canSave: boolean;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

/**
 * A fact's small dialog (snooze, acknowledge): a title, what it does, its field, Cancel and a
 * save button that says what happened (Saving..., Saved!, Error!). Closed only by Cancel or the
 * caller while the save runs or has just succeeded.
 */
export function AlertsSaveDialog(props: AlertsSaveDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const busy = props.status === 'busy' || props.status === 'success';
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          {props.children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <SaveButton
            status={props.status}
            disabled={!props.canSave}
            labels={{
              idle: props.saveLabel,
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
