import { useState } from 'react';
import Box from '@mui/material/Box';
import { ALERT_TYPE, type GatewayKey } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
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
    <ConfirmDialog
      open={gatewayKey !== null}
      title={
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {t('hardware.gatewayKeys.confirmTitle', { name })}
        </Box>
      }
      message={t('hardware.gatewayKeys.confirmText')}
      confirmLabel={
        revoke.isPending ? t('hardware.gatewayKeys.revoking') : t('hardware.gatewayKeys.revoke')
      }
      cancelLabel={t('hardware.gatewayKeys.cancel')}
      destructive
      busy={revoke.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
    />
  );
}
