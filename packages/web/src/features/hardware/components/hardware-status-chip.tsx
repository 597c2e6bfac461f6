import Chip, { type ChipProps } from '@mui/material/Chip';
import CircleIcon from '@mui/icons-material/Circle';
import { READER_STATUS, type ReaderStatusId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ReaderStatusId, ChipProps['color']> = {
  [READER_STATUS.Online]: 'success',
  [READER_STATUS.Offline]: 'error',
  [READER_STATUS.Unknown]: 'default',
};

/** Online green, Offline red, Unknown grey (spec 002 §4 labels). */
export function HardwareStatusChip({ statusId }: { statusId: ReaderStatusId }) {
  const { t } = useTranslation();
  const unknown = statusId === READER_STATUS.Unknown;
  return (
    <Chip
      size="small"
      color={COLOR[statusId]}
      variant={unknown ? 'outlined' : 'filled'}
      icon={<CircleIcon sx={{ fontSize: '0.6rem !important' }} />}
      label={t(`hardware.status.${statusId}`)}
      // Never cut to "Unkno…" by a narrow header: the chip keeps its width.
      sx={{ fontWeight: 600, flexShrink: 0, '& .MuiChip-label': { overflow: 'visible' } }}
    />
  );
}
