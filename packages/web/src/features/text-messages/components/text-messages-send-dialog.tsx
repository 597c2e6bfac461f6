import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NoSmsProvider } from '@/components/outbox-warning/no-sms-provider.tsx';

/** A text to many cannot be taken back: the send is confirmed with the count and the text. */
export function TextMessagesSendDialog(props: {
  open: boolean;
  count: number;
  message: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('textMessages.send.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          {t('textMessages.send.text', { count: props.count })}
        </Typography>
        <p className="text-messages__message">{props.message}</p>
        <NoSmsProvider kind="crew_text" when="before" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={props.busy} size="large">
          {t('textMessages.send.cancel')}
        </Button>
        <Button variant="contained" size="large" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? t('textMessages.send.working') : t('textMessages.send.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
