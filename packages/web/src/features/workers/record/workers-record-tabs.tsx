import { lazy, type ComponentType } from 'react';
import type { WorkerTabSlug } from '@siteline/shared';
import { WorkersSafeProxAction } from '../worktime/workers-safe-prox-action.tsx';
import { WorkersRecordBadgeActions } from '../badges/components/workers-badge-actions.tsx';
import type { WorkerActionProps, WorkerTabProps } from './workers-record-context.ts';

const sections = () => import('./workers-record-section-tab.tsx');

/**
 * The worker record's tabs by URL slug: only built tabs are listed (a tab missing here is not
 * shown). One line per tab; each loads when first opened.
 */
export const WORKER_RECORD_TABS: Partial<Record<WorkerTabSlug, ComponentType<WorkerTabProps>>> = {
  profile: lazy(() => sections().then((m) => ({ default: m.ProfileTab }))),
  'emergency-info': lazy(() => sections().then((m) => ({ default: m.EmergencyInfoTab }))),
  'project-attributes': lazy(() => sections().then((m) => ({ default: m.ProjectAttributesTab }))),
  certifications: lazy(() => sections().then((m) => ({ default: m.CertificationsTab }))),
  health: lazy(() => sections().then((m) => ({ default: m.HealthTab }))),
  notes: lazy(() =>
    import('./workers-record-notes-tab.tsx').then((m) => ({ default: m.WorkersRecordNotesTab })),
  ),
  timesheets: lazy(() =>
    import('../worktime/workers-timesheets-tab.tsx').then((m) => ({
      default: m.WorkersTimesheetsTab,
    })),
  ),
  access: lazy(() =>
    import('../worktime/workers-access-tab.tsx').then((m) => ({ default: m.WorkersAccessTab })),
  ),
  alerts: lazy(() =>
    import('../worktime/workers-alerts-tab.tsx').then((m) => ({ default: m.WorkersAlertsTab })),
  ),
  tags: lazy(() =>
    import('../badges/components/workers-tags-tab.tsx').then((m) => ({
      default: m.WorkersRecordTagsTab,
    })),
  ),
  documents: lazy(() =>
    import('./workers-record-documents-tab.tsx').then((m) => ({
      default: m.WorkersRecordDocumentsTab,
    })),
  ),
  changelog: lazy(() =>
    import('./workers-record-changelog-tab.tsx').then((m) => ({
      default: m.WorkersRecordChangelogTab,
    })),
  ),
};

/** Extra header actions (badge, photo, contact tracing…), one line each, shown in order. */
export const WORKER_RECORD_ACTIONS: ComponentType<WorkerActionProps>[] = [
  WorkersSafeProxAction,
  WorkersRecordBadgeActions,
];
