import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('components/confirm-dialog');

/** The confirmations spec 002 §3 names: leave, delete, assign and unassign site entrance. */
export const CONFIRM_KINDS = ['leave', 'delete', 'assignEntrance', 'unassignEntrance'] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];

/** Deleting is the one that cannot be undone: its button is red. */
const DESTRUCTIVE: Record<ConfirmKind, boolean> = {
  leave: false,
  delete: true,
  assignEntrance: false,
  unassignEntrance: false,
};

type ConfirmText =
  | {
      /** One of the spec's confirmations: its title, message and buttons, overridable. */
      kind: ConfirmKind;
      /** What the message names ("Level 3"): delete and (un)assign say "… {{subject}} …". */
      subject?: string;
      title?: ReactNode;
      message?: ReactNode;
      confirmLabel?: string;
    }
  | {
      kind?: undefined;
      subject?: undefined;
      title: ReactNode;
      message: ReactNode;
      confirmLabel: string;
    };

export type ConfirmDialogProps = ConfirmText & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** A red confirm button; the default for delete. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons disabled, a spinner on confirm. */
  busy?: boolean;
  /** More content under the message (an archive's list of child zones, a check box). */
  children?: ReactNode;
  /** False keeps confirm disabled until the extra content allows it (archive's checks). */
  canConfirm?: boolean;
};

/** A yes-or-no question before an action; Escape and the backdrop cancel, unless busy. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onConfirm, onCancel, busy = false, canConfirm = true, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const { kind } = props;
  const values = { subject: props.subject ?? '' };
  const title = props.title ?? (kind && t(`confirmDialog.${kind}.title`, values));
  const message = props.message ?? (kind && t(`confirmDialog.${kind}.message`, values));
  const confirmLabel = props.confirmLabel ?? (kind && t(`confirmDialog.${kind}.confirm`));
  const cancelLabel =
    props.cancelLabel ??
    (kind === 'leave' ? t('confirmDialog.leave.cancel') : t('confirmDialog.cancel'));
  const destructive = props.destructive ?? (kind ? DESTRUCTIVE[kind] : false);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy || !canConfirm}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
