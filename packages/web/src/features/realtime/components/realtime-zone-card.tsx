import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import {
  ZONE_DENSITY_WINDOW_MINUTES,
  type RealtimeDensityAlert,
  type RealtimeLastSeenWorker,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { RealtimeWorkerRow } from './realtime-worker-row.tsx';

export interface RealtimeZoneCardProps {
  zoneId: number | null;
  zoneName: string;
  workers: readonly RealtimeLastSeenWorker[];
  /**
   * The zone's active density alert, if any. Its count (everyone read there in the last 15
   * minutes) is shown beside the list's (workers last seen there), which can be lower.
   */
  density: RealtimeDensityAlert | null;
  selected: boolean;
  timeZoneId: string | undefined;
  now: Date;
  onSelect?: () => void;
  onOpenWorker: (workerId: number) => void;
}

/** One zone's list: its count, its density state, and who was last seen there. */
export function RealtimeZoneCard({
  zoneId,
  zoneName,
  workers,
  density,
  selected,
  timeZoneId,
  now,
  onSelect,
  onOpenWorker,
}: RealtimeZoneCardProps) {
  const { t } = useTranslation();
  const headingId = `realtime-zone-${zoneId ?? 'none'}`;
  const dense = density !== null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        overflow: 'hidden',
        borderWidth: 2,
        borderColor: selected ? 'secondary.main' : dense ? 'error.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <ButtonBase
        onClick={onSelect}
        disabled={!onSelect}
        aria-pressed={onSelect ? selected : undefined}
        sx={{
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.25,
          textAlign: 'left',
          bgcolor: dense ? 'error.main' : 'grey.50',
          color: dense ? 'error.contrastText' : 'text.primary',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {dense && <WarningAmberRoundedIcon aria-hidden />}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={headingId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700 }}
              noWrap
            >
              {zoneName}
            </Typography>
            {density && (
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {t('realtime.zone.dense', {
                  workers: density.WorkerCount,
                  minutes: ZONE_DENSITY_WINDOW_MINUTES,
                  cutoff: density.OverWorkerCutoffValue,
                })}
              </Typography>
            )}
          </Box>
        </Stack>
        {/* Two counts by two rules: say which is which, so "0" and "over density: 12" can
            stand side by side (the alert counts everyone read here lately, of every company). */}
        <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <Typography
            component="span"
            aria-label={t('realtime.zone.count', { count: workers.length })}
            sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1 }}
          >
            {workers.length}
          </Typography>
          <Typography component="span" variant="caption" aria-hidden sx={{ fontWeight: 600 }}>
            {t('realtime.zone.countCaption')}
          </Typography>
        </Stack>
      </ButtonBase>
      {workers.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1.5 }}>
          {t('realtime.zone.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 380, overflowY: 'auto' }}
        >
          {workers.map((worker) => (
            <RealtimeWorkerRow
              key={worker.WorkerId}
              worker={worker}
              timeZoneId={timeZoneId}
              now={now}
              onOpen={onOpenWorker}
              t={t}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
