import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Battery20Icon from '@mui/icons-material/Battery20';
import Battery50Icon from '@mui/icons-material/Battery50';
import Battery80Icon from '@mui/icons-material/Battery80';
import BatteryFullIcon from '@mui/icons-material/BatteryFull';
import BatteryUnknownIcon from '@mui/icons-material/BatteryUnknown';
import PowerOffIcon from '@mui/icons-material/PowerOff';
import PowerOutlinedIcon from '@mui/icons-material/PowerOutlined';
import { POWER_STATUS, type PowerStatusId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/** Below this the battery shows in the warning colour: someone should swap it soon. */
const LOW_BATTERY_PERCENT = 25;

function BatteryIcon({ level }: { level: number | null }) {
  const color = level !== null && level < LOW_BATTERY_PERCENT ? 'warning' : 'action';
  if (level === null) return <BatteryUnknownIcon fontSize="small" color="action" />;
  if (level < LOW_BATTERY_PERCENT) return <Battery20Icon fontSize="small" color={color} />;
  if (level < 65) return <Battery50Icon fontSize="small" color={color} />;
  if (level < 95) return <Battery80Icon fontSize="small" color={color} />;
  return <BatteryFullIcon fontSize="small" color={color} />;
}

function PowerIcon({ statusId, level }: { statusId: PowerStatusId; level: number | null }) {
  switch (statusId) {
    case POWER_STATUS.Hardwired:
      return <PowerOutlinedIcon fontSize="small" color="action" />;
    case POWER_STATUS.Battery:
      return <BatteryIcon level={level} />;
    case POWER_STATUS.Unknown:
      return <BatteryUnknownIcon fontSize="small" color="disabled" />;
    case POWER_STATUS.NotAvailable:
      return <PowerOffIcon fontSize="small" color="disabled" />;
  }
}

/** The power source as reported, with the battery level when the reader sends one. */
export function HardwarePower({
  statusId,
  batteryLevel,
}: {
  statusId: PowerStatusId;
  batteryLevel: number | null;
}) {
  const { t } = useTranslation();
  const low = batteryLevel !== null && batteryLevel < LOW_BATTERY_PERCENT;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <PowerIcon statusId={statusId} level={batteryLevel} />
      <Typography variant="body2">{t(`hardware.power.${statusId}`)}</Typography>
      {batteryLevel !== null && (
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, color: low ? 'warning.dark' : 'text.secondary' }}
        >
          {t('hardware.batteryLevel', { level: batteryLevel })}
        </Typography>
      )}
    </Stack>
  );
}
