import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import type { RealtimeLastSeenWorker } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalTime, minutesAgo } from '../realtime-format.ts';

export interface RealtimeWorkerRowProps {
  worker: RealtimeLastSeenWorker;
  timeZoneId: string | undefined;
  now: Date;
  onOpen: (workerId: number) => void;
}

/** A worker in a zone list: name, contract, when last seen, and an unauthorized read marked. */
export function RealtimeWorkerRow({ worker, timeZoneId, now, onOpen }: RealtimeWorkerRowProps) {
  const { t } = useTranslation();
  const ago = minutesAgo(worker.LastSeenDateTimeLocal, timeZoneId, now);
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={() => onOpen(worker.WorkerId)}
        sx={{
          width: '100%',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          textAlign: 'left',
          bgcolor: (theme) =>
            worker.IsUnauthorizedRead ? alpha(theme.palette.warning.main, 0.1) : undefined,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {worker.WorkerName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {worker.ContractName ?? t('realtime.worker.noContract')}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatLocalTime(worker.LastSeenDateTimeLocal)}
          </Typography>
          {ago !== null && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {ago === 0
                ? t('realtime.worker.justNow')
                : t('realtime.worker.minutesAgo', { count: ago })}
            </Typography>
          )}
          {worker.IsUnauthorizedRead && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-end',
                gap: 0.5,
                color: 'warning.dark',
                fontWeight: 700,
                fontSize: '0.75rem',
              }}
            >
              <BlockRoundedIcon aria-hidden sx={{ fontSize: '1rem' }} />
              {t('realtime.worker.unauthorized')}
            </Box>
          )}
        </Box>
      </ButtonBase>
    </Box>
  );
}
