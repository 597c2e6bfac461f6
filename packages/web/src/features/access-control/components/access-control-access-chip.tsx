import Chip from '@mui/material/Chip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { ACCESS_TYPE, type AccessTypeId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

const LOOK = {
  [ACCESS_TYPE.Granted]: { color: 'success', Icon: CheckCircleOutlinedIcon },
  [ACCESS_TYPE.Denied]: { color: 'error', Icon: BlockIcon },
  [ACCESS_TYPE.CheckIn]: { color: 'info', Icon: HowToRegOutlinedIcon },
} as const;

/** The Access column: Granted green, Denied red, Check In blue (spec 002 §9 access types). */
export function AccessControlAccessChip({ accessType }: { accessType: AccessTypeId }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[accessType];
  return (
    <Chip
      size="small"
      color={color}
      variant={accessType === ACCESS_TYPE.Denied ? 'filled' : 'outlined'}
      icon={<Icon />}
      label={t(`accessControl.access.${accessType}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
