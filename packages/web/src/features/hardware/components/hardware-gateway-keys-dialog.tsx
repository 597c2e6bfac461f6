import { useState } from 'react';
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
import type { GatewayKey } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useGatewayKeys } from '../api/get-gateway-keys.ts';
import {
  HardwareGatewayKeysCreated,
  HardwareGatewayKeysCreateForm,
  type CreatedKey,
} from './hardware-gateway-keys-create.tsx';
import { HardwareGatewayKeysList } from './hardware-gateway-keys-list.tsx';
import { HardwareGatewayKeysRevokeDialog } from './hardware-gateway-keys-revoke-dialog.tsx';

export interface HardwareGatewayKeysDialogProps {
  projectId: number;
  timeZoneId: string | undefined;
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'hardware-gateway-keys-title';

/** The keys gateways authenticate with: list, create (key shown once), revoke. */
export function HardwareGatewayKeysDialog({
  projectId,
  timeZoneId,
  open,
  onClose,
}: HardwareGatewayKeysDialogProps) {
  const { t } = useTranslation();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const keys = useGatewayKeys(projectId, open);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<GatewayKey | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={mobile}
      aria-labelledby={TITLE_ID}
      // The key is shown once: closing the dialog forgets it.
      slotProps={{ transition: { onExited: () => setCreated(null) } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }}>
        {t('hardware.gatewayKeys.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('hardware.gatewayKeys.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('hardware.gatewayKeys.intro')}
          </Typography>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {t('hardware.gatewayKeys.newKey')}
          </Typography>
          {created ? (
            <HardwareGatewayKeysCreated created={created} onDone={() => setCreated(null)} />
          ) : (
            <HardwareGatewayKeysCreateForm projectId={projectId} onCreated={setCreated} />
          )}
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
            {t('hardware.gatewayKeys.title')}
          </Typography>
          {keys.data ? (
            <HardwareGatewayKeysList
              keys={keys.data}
              timeZoneId={timeZoneId}
              onRevoke={setRevoking}
            />
          ) : keys.isError ? (
            <Alert severity="error">{t('hardware.gatewayKeys.loadError')}</Alert>
          ) : (
            <Stack spacing={1} aria-busy="true">
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('hardware.gatewayKeys.close')}</Button>
      </DialogActions>
      <HardwareGatewayKeysRevokeDialog
        projectId={projectId}
        gatewayKey={revoking}
        onClose={() => setRevoking(null)}
      />
    </Dialog>
  );
}
