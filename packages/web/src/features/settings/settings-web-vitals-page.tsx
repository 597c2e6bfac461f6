import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { WebVitalName, WebVitalsSummary } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { formatCount } from '@/lib/numbers.ts';
import { useWebVitals } from './api/get-web-vitals.ts';

await loadLocales('features/settings');

/** The three Core Web Vitals, and the thresholds they are judged by (web.dev). */
const SHOWN: readonly {
  name: Extract<WebVitalName, 'LCP' | 'INP' | 'CLS'>;
  good: number;
  poor: number;
}[] = [
  { name: 'LCP', good: 2500, poor: 4000 },
  { name: 'INP', good: 200, poor: 500 },
  { name: 'CLS', good: 0.1, poor: 0.25 },
];
const PERIODS = [24, 168] as const;

type Metric = WebVitalsSummary['Routes'][number]['Metrics'][number];

function Figure({
  metric,
  good,
  poor,
}: {
  metric: Metric | undefined;
  good: number;
  poor: number;
}) {
  const { t } = useTranslation();
  if (!metric) return <Typography sx={{ color: 'text.secondary' }}>–</Typography>;
  const rating = metric.P75 <= good ? 'good' : metric.P75 <= poor ? 'needsImprovement' : 'poor';
  const color = { good: 'success.main', needsImprovement: 'warning.dark', poor: 'error.main' };
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 700, color: color[rating] }}>
        {metric.Name === 'CLS'
          ? metric.P75.toFixed(3)
          : t('webVitals.ms', { value: formatCount(metric.P75) })}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
        {t(`webVitals.rating.${rating}`)} ·{' '}
        {t('webVitals.poorShare', { percent: metric.PoorPercent, count: metric.Count })}
      </Typography>
    </>
  );
}

/**
 * What users in the field see (issue 23): the web vitals the app posts for one load in five,
 * per route, as the 75th percentile Core Web Vitals are judged by. Provider employees only.
 */
export function SettingsWebVitalsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [hours, setHours] = useState<(typeof PERIODS)[number]>(24);
  const vitals = useWebVitals(hours, session?.isProviderEmployee === true);
  if (!session?.isProviderEmployee) {
    return <Alert severity="info">{t('webVitals.providerOnly')}</Alert>;
  }
  const routes = vitals.data?.Routes ?? [];
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('webVitals.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('webVitals.subtitle')}</Typography>
      </div>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={hours}
        onChange={(_event, value: (typeof PERIODS)[number] | null) => value && setHours(value)}
        aria-label={t('webVitals.period')}
      >
        {PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`webVitals.periods.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {vitals.isError ? (
        <Alert severity="error">{t('webVitals.loadError')}</Alert>
      ) : vitals.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : routes.length === 0 ? (
        <Alert severity="info">{t('webVitals.empty')}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('webVitals.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('webVitals.route')}</TableCell>
                {SHOWN.map(({ name }) => (
                  <TableCell key={name}>{t(`webVitals.metric.${name}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {routes.map((route) => (
                <TableRow key={route.Route}>
                  <TableCell
                    sx={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}
                  >
                    {route.Route}
                  </TableCell>
                  {SHOWN.map(({ name, good, poor }) => (
                    <TableCell key={name} sx={{ minWidth: 170 }}>
                      <Figure
                        metric={route.Metrics.find((m) => m.Name === name)}
                        good={good}
                        poor={poor}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
