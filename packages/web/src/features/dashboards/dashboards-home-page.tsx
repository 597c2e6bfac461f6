import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import SensorDoorOutlinedIcon from '@mui/icons-material/SensorDoorOutlined';
import type { Project } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useDashboard } from './api/get-dashboard.ts';
import { useDashboardCheck } from './api/get-dashboard-check.ts';
import { DashboardsCriticalTrades } from './components/dashboards-critical-trades.tsx';
import { DashboardsDateNavigator } from './components/dashboards-date-navigator.tsx';
import { DashboardsDeviationCard } from './components/dashboards-deviation-card.tsx';
import { DashboardsGoToCard } from './components/dashboards-go-to-card.tsx';
import { DashboardsHeadcountCard } from './components/dashboards-headcount-card.tsx';
import { DashboardsOnsiteCard } from './components/dashboards-onsite-card.tsx';
import { DashboardsSiteClock } from './components/dashboards-site-clock.tsx';
import { DashboardsTciCard } from './components/dashboards-tci-card.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { siteToday } from '@/lib/zone-clock.ts';
import { shownDate, type DashboardsHomeSearch } from './dashboards-home-search.ts';
import { formatDate } from '@/lib/dates.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { OutboxWarning } from '@/components/outbox-warning/outbox-warning.tsx';

await loadLocales('features/dashboards');

export interface DashboardsHomePageProps {
  project: Project;
  search: DashboardsHomeSearch;
  /** A day to show; undefined is today. */
  onDateChange: (date: string | undefined) => void;
  /** What the route shows above the figures (the setup steps still open). */
  notice?: ReactNode;
}

/**
 * spec 000 §1–§2 Home: the morning's figures — headcount with its breakdown, the workforce-plan
 * deviation index, the trade-completion index — for today or a past day, and the people on site
 * now when the site has entrance and exit zones.
 */
export function DashboardsHomePage({
  project,
  search,
  onDateChange,
  notice,
}: DashboardsHomePageProps) {
  const { t } = useTranslation();
  const projectId = project.ProjectId;
  const localToday = siteToday(project.TimeZoneId);
  const date = shownDate(search, localToday, project.StartDate);
  const dashboard = useDashboard(projectId, date);
  const check = useDashboardCheck(projectId);
  const data = dashboard.data;
  // The server's own "today" and start settle the navigator's bounds once it has answered.
  const today = data?.Today ?? localToday;
  const firstDate = data?.ProjectStartDate ?? project.StartDate.slice(0, 10);
  const isToday = (date ?? today) === today;
  // spec 000 §2: the on-site count only when the site has entrance and exit zones; it is "now",
  // so it belongs with today's figures.
  const showOnsite = data?.HasEntranceExitZones === true && isToday;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {project.Title}
          </Typography>
          <Typography component="div" sx={{ color: 'text.secondary' }}>
            {project.AccountName} · {t('home.siteTime')}{' '}
            <DashboardsSiteClock timeZoneId={project.TimeZoneId} inline /> ({project.TimeZoneId})
          </Typography>
        </div>
        <DashboardsDateNavigator
          date={date ?? today}
          today={today}
          firstDate={firstDate}
          onChange={(next) => onDateChange(next >= today ? undefined : next)}
        />
      </Stack>

      <OutboxWarning />
      {notice}

      {dashboard.isError && (
        <Alert severity="error">
          {dashboard.error instanceof ApiError && dashboard.error.status < 500
            ? dashboard.error.message
            : t('home.loadError')}
        </Alert>
      )}

      <Grid container spacing={2}>
        {/* On a phone headcount and on-site share a row: two numbers read side by side. */}
        <Grid size={{ xs: showOnsite ? 6 : 12, sm: 6, lg: showOnsite ? 3 : 4 }}>
          <DashboardsHeadcountCard dashboard={data} />
        </Grid>
        {showOnsite && (
          <Grid size={{ xs: 6, lg: 3 }}>
            <DashboardsOnsiteCard projectId={projectId} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, lg: showOnsite ? 3 : 4 }}>
          <DashboardsDeviationCard dashboard={data} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: showOnsite ? 3 : 4 }}>
          <DashboardsTciCard dashboard={data} />
        </Grid>
      </Grid>

      {data ? (
        <DashboardsCriticalTrades projectId={projectId} trades={data.CriticalTrades} />
      ) : (
        // The card's room with its usual three trades, so the cards below stay put.
        <Skeleton variant="rounded" height={295} />
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: check.data?.hasNFCReader ? 4 : 6 }}>
          <DashboardsGoToCard
            to="/project/$id/contracts-summary"
            projectId={projectId}
            icon={<AssignmentOutlinedIcon color="primary" fontSize="large" />}
            title={t('home.goTo.contractsTitle')}
            text={t('home.goTo.contractsText')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: check.data?.hasNFCReader ? 4 : 6 }}>
          <DashboardsGoToCard
            to="/project/$id/divisions-summary"
            projectId={projectId}
            icon={<AccountTreeOutlinedIcon color="primary" fontSize="large" />}
            title={t('home.goTo.divisionsTitle')}
            text={t('home.goTo.divisionsText')}
          />
        </Grid>
        {/* Door readers (NFC) are what the access-control dashboard is about. */}
        {check.data?.hasNFCReader && (
          <Grid size={{ xs: 12, md: 4 }}>
            <DashboardsGoToCard
              to="/project/$id/access-control"
              projectId={projectId}
              icon={<SensorDoorOutlinedIcon color="primary" fontSize="large" />}
              title={t('home.goTo.accessTitle')}
              // A past day speaks of that day and opens its reads, 00:00 to 23:59 on the site.
              text={
                date && date < today
                  ? t('home.goTo.accessTextOn', { date: formatDate(date) })
                  : t('home.goTo.accessText')
              }
              range={
                date && date < today ? { start: `${date}T00:00`, end: `${date}T23:59` } : undefined
              }
            />
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
