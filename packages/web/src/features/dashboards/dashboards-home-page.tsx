import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import RouterOutlinedIcon from '@mui/icons-material/RouterOutlined';
import { createLink } from '@tanstack/react-router';
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

const CardLink = createLink(CardActionArea);

function GoToCard({
  to,
  projectId,
  icon,
  title,
  text,
}: {
  to: '/project/$id/access-control' | '/project/$id/hardware';
  projectId: number;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardLink to={to} params={{ id: String(projectId) }} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {icon}
            <div>
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
            </div>
          </Stack>
        </CardContent>
      </CardLink>
    </Card>
  );
}

/**
 * The landing page of a project. The dashboard issue adds headcount and the indexes; until then
 * it says where the project is and when, leads to what the site engine shows, and never shows
 * made-up figures.
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
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <GoToCard
            to="/project/$id/access-control"
            projectId={project.ProjectId}
            icon={<MeetingRoomOutlinedIcon color="primary" fontSize="large" />}
            title={t('home.accessTitle')}
            text={t('home.accessText')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <GoToCard
            to="/project/$id/hardware"
            projectId={project.ProjectId}
            icon={<RouterOutlinedIcon color="primary" fontSize="large" />}
            title={t('home.hardwareTitle')}
            text={t('home.hardwareText')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
