import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { Reader } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useReaderAssignment } from '../api/get-reader-assignment.ts';
import type { ZoneOption } from '../hardware-format.ts';
import { HardwareReaderForm } from './hardware-reader-form.tsx';
import { HardwareStatusChip } from './hardware-status-chip.tsx';

export interface HardwareReaderDialogProps {
  projectId: number;
  reader: Reader;
  open: boolean;
  /** Null while the zone list is still loading. */
  zones: readonly ZoneOption[] | null;
  canEdit: boolean;
  onClose: () => void;
  onExited?: () => void;
}

function Body({ projectId, reader, zones, canEdit, onClose }: HardwareReaderDialogProps) {
  const { t } = useTranslation();
  const assignment = useReaderAssignment(projectId, reader.readerId);
  if (assignment.data && zones) {
    return (
      <HardwareReaderForm
        assignment={assignment.data}
        serialNumber={reader.ManufacturerSerialNumber}
        zones={zones}
        canEdit={canEdit}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <DialogContent dividers>
        {assignment.isError ? (
          <Alert severity="error">{t('hardware.dialog.loadError')}</Alert>
        ) : (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('hardware.dialog.close')}</Button>
      </DialogActions>
    </>
  );
}

/** The reader's edit dialog (spec 002 §2): full screen on a phone. */
export function HardwareReaderDialog(props: HardwareReaderDialogProps) {
  const { reader, open, onClose, onExited } = props;
  const { t } = useTranslation();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = `hardware-reader-${reader.readerId}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      {/* MUI would give the title block the dialog's label id; the heading alone names it. */}
      <DialogTitle component="div" id={`${titleId}-block`} sx={{ pr: 7 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('hardware.dialog.title', { serial: reader.ManufacturerSerialNumber })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {reader.HardwareModelDisplayName} ·{' '}
            {t('hardware.dialog.accessPoints', { count: reader.AccessPointsCount })}
          </Typography>
          <HardwareStatusChip statusId={reader.ReaderStatusId} />
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label={t('hardware.dialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <Body {...props} />
    </Dialog>
  );
}
