import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import type { ZoneDefaultStatus } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface ZonesStatusChipsProps {
  status: ZoneDefaultStatus;
  entrance: boolean;
  archived: boolean;
}

/** A zone's marks: its default status, entrance/exit, archived. */
export function ZonesStatusChips({ status, entrance, archived }: ZonesStatusChipsProps) {
  const { t } = useTranslation();
  const color = status === 'ALLOW' ? 'success' : status === 'DENY' ? 'error' : 'default';
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" variant="outlined" color={color} label={t(`zones.status.${status}`)} />
      {entrance && (
        <Chip
          size="small"
          color="primary"
          icon={<DoorFrontOutlinedIcon />}
          label={t('zones.chips.entrance')}
        />
      )}
      {archived && <Chip size="small" label={t('zones.chips.archived')} />}
    </Stack>
  );
}
