import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { createLink } from '@tanstack/react-router';
import { useState } from 'react';
import {
  DATE_RANGE_OPTIONS,
  ROLLUP_TYPES,
  dateRangeFor,
  type DateRangeOption,
  type Project,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '@/components/date-range/date-range-picker.tsx';
import { PeriodChart } from '@/components/period-chart/period-chart.tsx';
import { formatDate } from '@/lib/dates.ts';
import { useBreakoutReport, type BreakoutRequest } from './api/get-breakout-report.ts';
import { DashboardsBreakoutFigures } from './components/dashboards-breakout-figures.tsx';
import { DashboardsBreakoutTable } from './components/dashboards-breakout-table.tsx';
import { breakoutHeading } from './dashboards-breakout-heading.ts';
import {
  changeRange,
  changeRollup,
  rangeSlug,
  resolveBreakoutSearch,
  type DashboardsBreakoutSearch,
} from './dashboards-breakout-search.ts';
import { siteToday } from '@/lib/zone-clock.ts';
import { lastSummarySearch } from './dashboards-summary-search.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/dashboards');

const RouterLink = createLink(Link);

export type BreakoutTarget =
  { groupBy: 'Contractor'; contractId: number } | { groupBy: 'Division'; divisionId: number };

export interface DashboardsBreakoutPageProps {
  project: Project;
  target: BreakoutTarget;
  search: DashboardsBreakoutSearch;
  onSearchChange: (search: DashboardsBreakoutSearch) => void;
}

/**
 * spec 000 §2 contract and division detail: the breakout report of one contract (with its subs)
 * or one division over a date range, as headline figures, planned against actual hours per
 * period (spec 002 §9 period types and ranges) and a row per contract.
 */
export function DashboardsBreakoutPage({
  project,
  target,
  search,
  onSearchChange,
}: DashboardsBreakoutPageProps) {
  const { t, i18n } = useTranslation();
  const projectId = project.ProjectId;
  // The server's today is the timesheet date: before the workday boundary (night shift) it is
  // still yesterday, while the calendar on the site has moved on. Once an answer says so, the
  // ranges end on the server's today, as every figure of the report does.
  const [serverToday, setServerToday] = useState<string | undefined>(undefined);
  const context = {
    today: serverToday ?? siteToday(project.TimeZoneId),
    projectStart: project.StartDate.slice(0, 10),
    projectEnd: project.EndDate?.slice(0, 10) ?? null,
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resolved = resolveBreakoutSearch(search, context, phone);
  const request: BreakoutRequest | null = resolved.applicable
    ? {
        rollupType: resolved.rollupType,
        startDate: resolved.startDate,
        endDate: resolved.endDate,
        ...target,
      }
    : null;
  const report = useBreakoutReport(projectId, request);
  const answeredToday = report.data?.Today;
  // Adjusted while rendering (React's pattern for state that follows an answer): no effect.
  if (answeredToday !== undefined && answeredToday !== serverToday) setServerToday(answeredToday);
  const heading = breakoutHeading(report.data);

  const optionLabel = (option: DateRangeOption) => t(`breakout.range.${rangeSlug(option)}`);
  const summaryTo =
    target.groupBy === 'Contractor'
      ? ('/project/$id/contracts-summary' as const)
      : ('/project/$id/divisions-summary' as const);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={i18n.language.startsWith('es') ? 'es' : 'en'}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          <RouterLink
            to={summaryTo}
            params={{ id: String(projectId) }}
            // Back to the list as the user left it: its filters and sort.
            search={lastSummarySearch(
              target.groupBy === 'Contractor' ? 'contracts' : 'divisions',
              projectId,
            )}
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <ArrowBackIcon fontSize="small" />
            {target.groupBy === 'Contractor'
              ? t('breakout.backContracts')
              : t('breakout.backDivisions')}
          </RouterLink>
          <Typography variant="h4" component="h1" data-testid="breakout-title">
            {heading.title ?? <Skeleton width={280} />}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('breakout.rangeLine', {
              start: formatDate(resolved.startDate),
              end: formatDate(resolved.endDate),
            })}
          </Typography>
        </Stack>

        <DateRangePicker
          options={DATE_RANGE_OPTIONS}
          customOption="Custom"
          optionLabel={optionLabel}
          resolve={(option) => {
            const range = dateRangeFor(option, context);
            return { start: range?.startDate ?? '', end: range?.endDate ?? '' };
          }}
          value={{ option: resolved.option, start: resolved.startDate, end: resolved.endDate }}
          onChange={(value) => onSearchChange(changeRange(value.option, value))}
        />

        {!resolved.applicable && <Alert severity="info">{t('breakout.rangeTooShort')}</Alert>}

        <DashboardsBreakoutFigures figures={heading.figures} />

        <PeriodChart
          title={t('breakout.chartTitle')}
          periodTypes={ROLLUP_TYPES}
          periodType={resolved.rollupType}
          onPeriodTypeChange={(rollupType) =>
            onSearchChange(changeRollup(search, resolved, rollupType, phone))
          }
          periodLabel={(rollupType) => t(`breakout.rollup.${rollupType}`)}
          loading={report.isFetching}
          points={report.data?.Series.map((point) => ({
            label: point.Label,
            planned: point.PlannedHours,
            actual: point.ActualHours,
          }))}
        />

        {report.data ? (
          <DashboardsBreakoutTable rows={report.data.PrimeContracts} phone={phone} />
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
      </Stack>
    </LocalizationProvider>
  );
}
