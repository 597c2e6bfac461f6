import { lazy, type ComponentType } from 'react';
import type { WorkerTabSlug } from '@siteline/shared';
import { WorkersRecordBadgeActions } from '../badges/components/workers-badge-actions.tsx';
import type { WorkerActionProps, WorkerTabProps } from './workers-record-context.ts';

/**
 * The worker record's tabs by URL slug: only built tabs are listed (a tab missing here is not
 * shown). One line per tab; each loads when first opened.
 */
export const WORKER_RECORD_TABS: Partial<Record<WorkerTabSlug, ComponentType<WorkerTabProps>>> = {
  tags: lazy(() =>
    import('../badges/components/workers-tags-tab.tsx').then((m) => ({
      default: m.WorkersRecordTagsTab,
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
  WorkersRecordBadgeActions,
];
