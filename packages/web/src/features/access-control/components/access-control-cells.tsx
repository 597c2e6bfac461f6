import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import RemoveIcon from '@mui/icons-material/Remove';
import SensorsIcon from '@mui/icons-material/Sensors';
import {
  READ_DIRECTION,
  READ_SOURCE,
  type ReadDirectionId,
  type ReadSourceId,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatReadTime } from '../access-control-format.ts';

/** A value the read does not have (unknown tag, no zone …), said in words, quietly. */
export function Missing({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: 'text.secondary', fontStyle: 'italic' }}
    >
      {children}
    </Typography>
  );
}

function IconText({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Stack>
  );
}

const DIRECTION_ICONS = {
  [READ_DIRECTION.In]: LoginIcon,
  [READ_DIRECTION.Out]: LogoutIcon,
  [READ_DIRECTION.NotAvailable]: RemoveIcon,
} as const;

/** In, Out or Not Applicable (spec 002 §9: "Not Available" is relabelled on this dashboard). */
export function AccessControlDirection({ directionId }: { directionId: ReadDirectionId }) {
  const { t } = useTranslation();
  const Icon = DIRECTION_ICONS[directionId];
  return (
    <IconText icon={<Icon fontSize="small" color="action" />}>
      {t(`accessControl.direction.${directionId}`)}
    </IconText>
  );
}

export function AccessControlSource({ sourceId }: { sourceId: ReadSourceId }) {
  const { t } = useTranslation();
  const Icon = sourceId === READ_SOURCE.Mobile ? PhoneIphoneIcon : SensorsIcon;
  return (
    <IconText icon={<Icon fontSize="small" color="action" />}>
      {t(`accessControl.source.${sourceId}`)}
    </IconText>
  );
}

/** The read's local date and time, or N/A when missing (spec 002 §2). */
export function AccessControlTime({ localEpoch }: { localEpoch: number | null }) {
  const { t } = useTranslation();
  const text = formatReadTime(localEpoch);
  return text === null ? (
    <Missing>{t('accessControl.notAvailable')}</Missing>
  ) : (
    // The date may go under the time in a narrow column; the time itself never breaks.
    <Typography component="span" variant="body2">
      <span>{text.slice(0, 10)}</span>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {text.slice(11)}
      </Box>
    </Typography>
  );
}

/** The worker's name, a link to the worker's record where the app has one (one click away). */
export function AccessControlWorker({
  name,
  href,
  noWrap,
}: {
  name: string | null;
  href: string | null;
  noWrap?: boolean;
}) {
  const { t } = useTranslation();
  if (name === null) return <Missing>{t('accessControl.unknownTag')}</Missing>;
  const sx = { fontWeight: 600, ...(noWrap ? { display: 'block' } : {}) };
  return href === null ? (
    <Typography component="span" variant="body2" sx={sx} noWrap={noWrap}>
      {name}
    </Typography>
  ) : (
    <Link
      href={href}
      variant="body2"
      sx={sx}
      noWrap={noWrap}
      title={t('accessControl.openWorker', { name })}
    >
      {name}
    </Link>
  );
}

/** The read's zone; a click shows the reads at that gate (the list filtered to the zone). */
export function AccessControlGate({
  zoneId,
  zoneName,
  onGate,
}: {
  zoneId: number | null;
  zoneName: string | null;
  onGate: (zoneId: number) => void;
}) {
  const { t } = useTranslation();
  if (zoneId === null || zoneName === null) {
    return <Missing>{t('accessControl.unassignedZone')}</Missing>;
  }
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onGate(zoneId)}
      title={t('accessControl.showGate', { zone: zoneName })}
      sx={{
        textAlign: 'left',
        fontWeight: 600,
        color: 'inherit',
        textDecorationColor: 'currentColor',
      }}
    >
      {zoneName}
    </Link>
  );
}
