import type { ZoneDays } from '../../engine/zone-days.ts';
import { defineArea } from '../../lib/area.ts';
import type { AlertFactsService } from '../alerts/alerts-facts.service.ts';
import type { DashboardsService } from '../dashboards/dashboards.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { WorkersTracingService } from '../workers/workers-tracing.service.ts';
import { createReportFilesService } from './reports-files.service.ts';
import { REPORTS_QUEUES, registerReportsJobs } from './reports.jobs.ts';
import { reportSubscriptionsRoutes } from './reports-subscriptions.routes.ts';
import { createReportSubscriptionsService } from './reports-subscriptions.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** The workforce reports, their Excel and CSV files, and the report file download by uid. */
export const reportsArea = defineArea({
  name: 'reports',
  needs: {
    projects: true,
    dashboards: true,
    alertFacts: true,
    workersTracing: true,
    zoneDays: true,
  },
  services: (
    { db, queue, config },
    needs: {
      projects: Pick<ProjectsService, 'contractScope' | 'demoFlag'>;
      dashboards: Pick<DashboardsService, 'breakout'>;
      alertFacts: Pick<AlertFactsService, 'report'>;
      workersTracing: Pick<WorkersTracingService, 'download'>;
      zoneDays: Pick<ZoneDays, 'catchUp'>;
    },
  ) => {
    const reports = createReportsService({
      db,
      projects: needs.projects,
      dashboards: needs.dashboards,
      zoneDays: needs.zoneDays,
    });
    const reportFiles = createReportFilesService({
      db,
      reports,
      alertFacts: needs.alertFacts,
      projects: needs.projects,
      tracing: needs.workersTracing,
    });
    return {
      reports,
      reportFiles,
      reportSubscriptions: createReportSubscriptionsService({
        db,
        projects: needs.projects,
        files: reportFiles,
        queue,
        publicUrl: config.publicUrl,
        mailConfigured: config.smtpUrl !== undefined,
      }),
    };
  },
  routes: ({ reports, reportFiles, reportSubscriptions }) => [
    reportsRoutes(reports, reportFiles),
    reportSubscriptionsRoutes(reportSubscriptions),
  ],
  jobs: {
    queues: Object.values(REPORTS_QUEUES),
    start: (boss, { reportSubscriptions, reportFiles }, { config }) =>
      registerReportsJobs(boss, reportSubscriptions, reportFiles, config.reportsJobClock),
  },
});
