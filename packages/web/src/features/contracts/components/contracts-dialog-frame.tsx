import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/lib/i18n.ts';

export interface ContractsDialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The submit button (a SaveButton, or a plain one). */
  action: ReactNode;
  /** Failure messages, English from the spec or the server: translated here. */
  errors: readonly string[];
  onSubmit: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The list's modals share one frame: a form, its failure (spec 002 §8), Cancel and submit. */
export function ContractsDialogFrame(props: ContractsDialogFrameProps) {
  const { open, title, onClose, action, errors, onSubmit, children, maxWidth = 'sm' } = props;
  const { t } = useTranslation();
  const translate = useTranslateText();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={mobile}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          {children}
          {errors.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errors.map(translate).join(' ')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('contractManagement.dialogs.cancel')}</Button>
          {action}
        </DialogActions>
      </form>
    </Dialog>
  );
}
