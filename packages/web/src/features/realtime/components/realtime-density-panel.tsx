import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import type { RealtimeDensityAlert } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@/lib/dates.ts';

/** The density view's list: active alerts first, then those resolved within the timeframe. */
export function RealtimeDensityPanel({ alerts }: { alerts: readonly RealtimeDensityAlert[] }) {
  const { t } = useTranslation();
  const sorted = [...alerts].sort(
    (a, b) =>
      Number(b.IsCurrentlyActive) - Number(a.IsCurrentlyActive) ||
      b.TriggerDateTimeLocal.localeCompare(a.TriggerDateTimeLocal),
  );
  return (
    <Paper
      component="section"
      aria-labelledby="realtime-density-title"
      variant="outlined"
      sx={{ p: 2 }}
    >
      <Typography id="realtime-density-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('realtime.density.title')}
      </Typography>
      {sorted.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('realtime.density.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sorted.map((alert) => (
            <Box
              component="li"
              key={alert.ProjectZoneAlertFactId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                p: 1.25,
                borderRadius: 1.5,
                border: 2,
                borderColor: alert.IsCurrentlyActive ? 'error.main' : 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {alert.ZoneName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('realtime.density.detail', {
                    count: alert.WorkerCount,
                    cutoff: alert.OverWorkerCutoffValue,
                    time: formatLocalTime(alert.TriggerDateTimeLocal),
                  })}
                </Typography>
              </Box>
              {alert.IsCurrentlyActive ? (
                <Chip
                  color="error"
                  icon={<WarningAmberRoundedIcon />}
                  label={t('realtime.density.active')}
                  sx={{ fontWeight: 700 }}
                />
              ) : (
                <Chip
                  color="success"
                  variant="outlined"
                  icon={<CheckCircleRoundedIcon />}
                  label={
                    alert.ResolvedDateTimeLocal
                      ? t('realtime.density.resolvedAt', {
                          time: formatLocalTime(alert.ResolvedDateTimeLocal),
                        })
                      : t('realtime.density.resolved')
                  }
                />
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
