import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ALERT_TYPE, type GatewayKey } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../components/alerts/alerts-context.ts';
import { useRevokeGatewayKey } from '../api/revoke-gateway-key.ts';

/** The same 4 s as the reader's save alert (spec 002 §8). */
export const GATEWAY_KEY_REVOKED_ALERT_MS = 4_000;

export interface HardwareGatewayKeysRevokeDialogProps {
  projectId: number;
  /** The key to revoke; null keeps the dialog closed. */
  gatewayKey: GatewayKey | null;
  onClose: () => void;
}

/** Revoking cannot be undone and stops gateways at once, so it is asked for twice. */
export function HardwareGatewayKeysRevokeDialog({
  projectId,
  gatewayKey,
  onClose,
}: HardwareGatewayKeysRevokeDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const revoke = useRevokeGatewayKey(projectId);
  // The last key asked about stays named while the dialog fades out.
  const [shown, setShown] = useState(gatewayKey);
  if (gatewayKey && gatewayKey !== shown) setShown(gatewayKey);
  const name = shown?.Name ?? '';

  const onConfirm = async () => {
    if (!gatewayKey) return;
    try {
      await revoke.mutateAsync(gatewayKey.GatewayKeyId);
    } catch {
      // The query client's error handler has shown why; the user may try again.
      return;
    }
    alerts.show({
      type: ALERT_TYPE.success,
      message: t('hardware.gatewayKeys.revoked', { name }),
      durationMs: GATEWAY_KEY_REVOKED_ALERT_MS,
    });
    onClose();
  };

  return (
    <Dialog
      open={gatewayKey !== null}
      onClose={revoke.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="gateway-key-revoke-title"
      aria-describedby="gateway-key-revoke-text"
    >
      <DialogTitle id="gateway-key-revoke-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('hardware.gatewayKeys.confirmTitle', { name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="gateway-key-revoke-text">
          {t('hardware.gatewayKeys.confirmText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={revoke.isPending}>
          {t('hardware.gatewayKeys.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={revoke.isPending}
          onClick={() => void onConfirm()}
        >
          {revoke.isPending ? t('hardware.gatewayKeys.revoking') : t('hardware.gatewayKeys.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
