import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import type { RealtimeUnauthorizedRead } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@/lib/dates.ts';

/** The unauthorized-reads view's list: the latest denied read per worker and zone. */
export function RealtimeUnauthorizedPanel({
  reads,
}: {
  reads: readonly RealtimeUnauthorizedRead[];
}) {
  const { t } = useTranslation();
  const sorted = [...reads].sort((a, b) => b.DateTimeLocal.localeCompare(a.DateTimeLocal));
  return (
    <Paper
      component="section"
      aria-labelledby="realtime-unauthorized-title"
      variant="outlined"
      sx={{ p: 2 }}
    >
      <Typography id="realtime-unauthorized-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('realtime.unauthorized.title')}
      </Typography>
      {sorted.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('realtime.unauthorized.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}
        >
          {sorted.map((read) => (
            <Box
              component="li"
              key={`${read.WorkerId}-${read.ProjectZoneId ?? 'none'}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.25,
                borderRadius: 1.5,
                border: 2,
                borderColor: 'warning.main',
              }}
            >
              <BlockRoundedIcon aria-hidden sx={{ color: 'warning.dark' }} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {read.WorkerName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                  {[read.ContractName, read.ZoneName].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatLocalTime(read.DateTimeLocal)}
                </Typography>
                {read.ReadCount > 1 && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('realtime.unauthorized.reads', { count: read.ReadCount })}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
