import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** The evacuation's dialogs: a title, what it does, its fields, Cancel and the action. */
export function EvacuationDialog(props: {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  canConfirm?: boolean;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>{props.children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.busy} size="large">
            {props.cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            color={props.danger ? 'error' : 'primary'}
            disabled={props.busy || props.canConfirm === false}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
