import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GatewayKey } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLastActive } from '../hardware-format.ts';

export interface HardwareGatewayKeysListProps {
  keys: readonly GatewayKey[];
  timeZoneId: string | undefined;
  onRevoke: (key: GatewayKey) => void;
}

/** Active keys first (newest first, as the server sends them); revoked ones greyed at the end. */
export function orderGatewayKeys(keys: readonly GatewayKey[]): GatewayKey[] {
  return [...keys.filter((k) => k.RevokedAt === null), ...keys.filter((k) => k.RevokedAt !== null)];
}

function KeyRow({
  gatewayKey,
  timeZoneId,
  onRevoke,
}: {
  gatewayKey: GatewayKey;
  timeZoneId: string | undefined;
  onRevoke: (key: GatewayKey) => void;
}) {
  const { t } = useTranslation();
  // spec 002 §9 date format, on the project's clock.
  const date = (iso: string | null) => formatLastActive(iso, timeZoneId) ?? '—';
  const revoked = gatewayKey.RevokedAt !== null;
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        color: revoked ? 'text.disabled' : 'text.primary',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {gatewayKey.Name}
          </Typography>
          <Typography
            variant="body2"
            aria-label={t('hardware.gatewayKeys.prefix')}
            sx={{ fontFamily: 'monospace' }}
          >
            {`${gatewayKey.KeyPrefix}…`}
          </Typography>
          <Typography variant="body2" sx={{ color: revoked ? 'inherit' : 'text.secondary' }}>
            {t('hardware.gatewayKeys.created', { date: date(gatewayKey.CreatedAt) })} ·{' '}
            {t('hardware.gatewayKeys.lastUsed', {
              date: gatewayKey.LastUsedAt
                ? date(gatewayKey.LastUsedAt)
                : t('hardware.gatewayKeys.never'),
            })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {revoked ? (
            <Chip
              size="small"
              variant="outlined"
              label={t('hardware.gatewayKeys.revokedOn', { date: date(gatewayKey.RevokedAt) })}
            />
          ) : (
            <>
              <Chip size="small" color="success" label={t('hardware.gatewayKeys.active')} />
              <Button
                size="small"
                color="error"
                aria-label={t('hardware.gatewayKeys.revokeLabel', { name: gatewayKey.Name })}
                onClick={() => onRevoke(gatewayKey)}
              >
                {t('hardware.gatewayKeys.revoke')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The project's gateway keys: what each is called, how it starts, when it was used. */
export function HardwareGatewayKeysList({
  keys,
  timeZoneId,
  onRevoke,
}: HardwareGatewayKeysListProps) {
  const { t } = useTranslation();
  if (keys.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 1 }}>
        {t('hardware.gatewayKeys.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orderGatewayKeys(keys).map((key) => (
        <KeyRow
          key={key.GatewayKeyId}
          gatewayKey={key}
          timeZoneId={timeZoneId}
          onRevoke={onRevoke}
        />
      ))}
    </Box>
  );
}
