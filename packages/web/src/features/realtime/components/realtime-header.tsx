import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import SyncProblemRoundedIcon from '@mui/icons-material/SyncProblemRounded';
import { createLink } from '@tanstack/react-router';
import type { RealtimeTimeframe } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { ChannelStatus } from '@/lib/socket.ts';
import { channelWaitKey } from '@/lib/use-project-channel.ts';
import { formatInstantInZone } from '../realtime-format.ts';

const ButtonLink = createLink(Button);

export interface RealtimeHeaderProps {
  projectId: number;
  timeframe: RealtimeTimeframe;
  timeZoneId: string | undefined;
  status: ChannelStatus;
  /** When the lists were last read (epoch ms; 0 before the first answer). */
  updatedAt: number;
  /** Workers seen in the timeframe after the filters; null while the page is off. */
  total: number | null;
  canConfigure: boolean;
}

/** Title, the headcount in view, whether pushes are arriving, and the way to configuration. */
export function RealtimeHeader({
  projectId,
  timeframe,
  timeZoneId,
  status,
  updatedAt,
  total,
  canConfigure,
}: RealtimeHeaderProps) {
  const { t } = useTranslation();
  const live = status === 'live';
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {t('realtime.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('realtime.subtitle', { count: timeframe, zone: timeZoneId ?? '…' })}
        </Typography>
      </Box>
      {/* Below md the group has a row of its own under the title, and the chip a line of its own
          under the count and the button: its label grows ("Live" to "Live · updated 10:32 am")
          when the first answer comes, and wrapping anew then pushed the whole page down (a
          layout shift of 0.14 on a phone). */}
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', width: { xs: '100%', md: 'auto' } }}
      >
        {total !== null && (
          <Box sx={{ textAlign: 'right' }} aria-live="polite">
            <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1 }}>
              {total}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('realtime.workersSeen', { count: total })}
            </Typography>
          </Box>
        )}
        <Box sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}>
          <Chip
            variant="outlined"
            color={live ? 'success' : 'warning'}
            icon={live ? <FiberManualRecordIcon /> : <SyncProblemRoundedIcon />}
            label={
              live
                ? updatedAt
                  ? t('realtime.liveUpdated', {
                      time: formatInstantInZone(updatedAt, timeZoneId),
                    })
                  : t('realtime.live')
                : t(channelWaitKey(status))
            }
          />
        </Box>
        {canConfigure && (
          <ButtonLink
            variant="outlined"
            startIcon={<SettingsOutlinedIcon />}
            to="/project/$id/realtime/configuration"
            params={{ id: String(projectId) }}
          >
            {t('realtime.configure')}
          </ButtonLink>
        )}
      </Stack>
    </Stack>
  );
}
