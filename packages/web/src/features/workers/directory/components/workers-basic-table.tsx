import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useRouter } from '@tanstack/react-router';
import {
  WORKER_LIST_PAGE_SIZES,
  type WorkerListItem,
  type WorkerListOrderField,
} from '@siteline/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { workerRecordPath } from '../workers-directory-links.ts';
import { WorkersThumbnail } from './workers-thumbnail.tsx';

const SORTABLE: Record<string, WorkerListOrderField> = {
  name: 'lastName',
  company: 'companyName',
  trade: 'trade',
  siteNumber: 'workerSiteNumber',
  registered: 'registeredAt',
};
const COLUMN_OF: Record<WorkerListOrderField, string> = {
  lastName: 'name',
  firstName: 'name',
  companyName: 'company',
  trade: 'trade',
  workerSiteNumber: 'siteNumber',
  registeredAt: 'registered',
};

export interface WorkersBasicTableProps {
  projectId: number;
  workers: readonly WorkerListItem[];
  totalCount: number;
  page: number;
  pageSize: number;
  orderBy: WorkerListOrderField;
  reverse: boolean;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onSortChange: (orderBy: WorkerListOrderField, reverse: boolean) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The basic list: server-side paging and sorting; a row opens the worker's record. */
export function WorkersBasicTable(props: WorkersBasicTableProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { projectId } = props;
  const open = useMemo(
    () => (workerId: number) => router.history.push(workerRecordPath(projectId, workerId)),
    [router, projectId],
  );
  const columns = useMemo<DataGridColumn<WorkerListItem>[]>(
    () => [
      {
        id: 'name',
        size: 240,
        header: t('workersDirectory.columns.name'),
        value: (w) => `${w.lastName}, ${w.firstName}`,
        text: (w) => `${w.firstName} ${w.lastName}`,
        render: (w) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <WorkersThumbnail photoUrl={w.photoUrl} firstName={w.firstName} lastName={w.lastName} />
            <Link
              href={workerRecordPath(projectId, w.workerId)}
              underline="hover"
              tabIndex={-1}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                open(w.workerId);
              }}
              sx={{ fontWeight: 600, minWidth: 0 }}
            >
              {w.firstName} {w.middleName ? `${w.middleName} ` : ''}
              {w.lastName}
            </Link>
          </Box>
        ),
      },
      {
        id: 'company',
        size: 180,
        header: t('workersDirectory.columns.company'),
        value: (w) => w.companyName,
      },
      {
        id: 'trade',
        size: 140,
        header: t('workersDirectory.columns.trade'),
        value: (w) => w.trade,
      },
      {
        id: 'siteNumber',
        size: 110,
        header: t('workersDirectory.columns.siteNumber'),
        value: (w) => w.workerSiteNumber,
      },
      {
        id: 'telephone',
        size: 140,
        header: t('workersDirectory.columns.telephone'),
        value: (w) => w.telephone,
        sortable: false,
      },
      {
        id: 'registered',
        size: 120,
        header: t('workersDirectory.columns.registered'),
        value: (w) => new Date(w.registeredAt),
        text: (w) => dayjs(w.registeredAt).format('MM/DD/YYYY'),
      },
    ],
    [t, projectId, open],
  );

  return (
    <DataGrid
      id="workers.directory.basic"
      label={t('workersDirectory.basic.title')}
      columns={columns}
      rows={props.workers}
      getRowId={(w) => String(w.workerId)}
      server={{
        totalCount: props.totalCount,
        page: props.page,
        pageSize: props.pageSize,
        pageSizes: WORKER_LIST_PAGE_SIZES,
        onPageChange: props.onPageChange,
        onPageSizeChange: props.onPageSizeChange,
        sort: { id: COLUMN_OF[props.orderBy], desc: props.reverse },
        onSortChange: (sort) => {
          const orderBy = SORTABLE[sort.id];
          if (orderBy) props.onSortChange(orderBy, sort.desc);
        },
      }}
      features={{ grouping: false, filterRow: false, headerFilter: false }}
      loading={props.loading}
      fetching={props.fetching && !props.loading}
      error={props.error}
      emptyText={t('workersDirectory.basic.empty')}
      onRowOpen={(w) => open(w.workerId)}
    />
  );
}
