import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SensorsIcon from '@mui/icons-material/Sensors';
import type { Project } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { DashboardsSiteClock } from './components/dashboards-site-clock.tsx';

function InfoCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The landing page of a project. The dashboard issue adds headcount and the indexes; until then
 * it says where the project is and when, and never shows made-up figures.
 */
export function DashboardsHomePage({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {project.Title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{project.AccountName}</Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <InfoCard label={t('home.localTime')}>
            <DashboardsSiteClock timeZoneId={project.TimeZoneId} />
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <InfoCard label={t('home.timeZone')}>
            <Typography variant="h5" component="p">
              {project.TimeZoneId}
            </Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <InfoCard label={t('home.startDate')}>
            <Typography variant="h5" component="p">
              {formatDate(project.StartDate)}
            </Typography>
          </InfoCard>
        </Grid>
      </Grid>
      <Alert severity="info" icon={<SensorsIcon />} variant="outlined">
        {t('home.waitingForReaders')}
      </Alert>
    </Stack>
  );
}
