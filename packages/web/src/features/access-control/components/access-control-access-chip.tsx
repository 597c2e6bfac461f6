import { ACCESS_TYPE, type AccessTypeId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import * as icons from './access-control-icons.ts';
import './access-control-cells.css';

const LOOK = {
  [ACCESS_TYPE.Granted]: { tone: 'success', icon: icons.checkCircleOutlined },
  [ACCESS_TYPE.Denied]: { tone: 'error', icon: icons.block },
  [ACCESS_TYPE.CheckIn]: { tone: 'info', icon: icons.howToRegOutlined },
} as const;

/** The Access column: Granted green, Denied red, Check In blue (spec 002 §9 access types). */
export function AccessControlAccessChip({ accessType }: { accessType: AccessTypeId }) {
  const { t } = useTranslation();
  const { tone, icon } = LOOK[accessType];
  return (
    <span className="access-control-chip" data-tone={tone}>
      <Icon path={icon} size={18} />
      {t(`accessControl.access.${accessType}`)}
    </span>
  );
}
