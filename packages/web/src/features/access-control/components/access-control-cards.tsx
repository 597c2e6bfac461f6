import { useDeferredValue } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { ACCESS_READS_PAGE_SIZES, ACCESS_TYPE, type AccessRead } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon.tsx';
import type { ResolvedAccessControlSearch } from '../access-control-search.ts';
import { AccessControlAccessChip } from './access-control-access-chip.tsx';
import { placeOutlined } from './access-control-icons.ts';
import {
  AccessControlDirection,
  AccessControlGate,
  AccessControlSource,
  AccessControlTime,
  AccessControlWorker,
} from './access-control-cells.tsx';

// Plain elements (access-control-cells.css): a page holds up to 150 cards.
function ReadCard({
  read,
  workerHref,
  onGate,
}: { read: AccessRead } & Pick<AccessControlCardsProps, 'workerHref' | 'onGate'>) {
  const { t } = useTranslation();
  const denied = read.WorkerEntryAccessType === ACCESS_TYPE.Denied;
  return (
    <div className="access-control-card" data-denied={denied ? '' : undefined}>
      <div className="access-control-card__row">
        <div className="access-control-card__grow">
          <p className="access-control-card__line access-control-card__name">
            <AccessControlWorker
              name={read.WorkerName}
              href={read.WorkerId === null ? null : workerHref(read.WorkerId)}
            />
          </p>
          <p className="access-control-text access-control-card__line access-control-card__quiet">
            <span className="access-control-card__tag">{read.tag}</span>
            {' · '}
            {read.companyName ?? t('accessControl.unassigned')}
          </p>
        </div>
        <AccessControlAccessChip accessType={read.WorkerEntryAccessType} />
      </div>
      <div className="access-control-card__row">
        <span className="access-control-card__place">
          <Icon path={placeOutlined} size={20} />
        </span>
        <div className="access-control-text">
          <AccessControlGate zoneId={read.ProjectZoneId} zoneName={read.zoneName} onGate={onGate} />
          <p className="access-control-card__quiet">
            {read.readerLocationName ?? t('accessControl.noLocation')}
          </p>
        </div>
      </div>
      <div className="access-control-card__row access-control-card__row--spread">
        <AccessControlTime localEpoch={read.eventDateTimeLocalEpoch} />
        <div className="access-control-card__pair">
          <AccessControlDirection directionId={read.ReadDirectionId} />
          <AccessControlSource sourceId={read.sourceType} />
        </div>
      </div>
    </div>
  );
}

export interface AccessControlCardsProps {
  reads: readonly AccessRead[];
  totalCount: number;
  search: ResolvedAccessControlSearch;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  workerHref: (workerId: number) => string | null;
  onGate: (zoneId: number) => void;
}

const NO_READS: readonly AccessRead[] = [];

/** The list below 1,200 px (one column from 768 px down, spec 002 §9): a card per read. */
export function AccessControlCards(props: AccessControlCardsProps) {
  const { totalCount, search } = props;
  // Drawn as a deferred render when they arrive (decision 0016): the placeholders stay up while
  // React draws the cards in slices; so are reads already there at mount (the route's prefetch).
  const reads = useDeferredValue(props.reads, NO_READS);
  const loading = props.loading || (reads !== props.reads && reads.length === 0);
  const { t } = useTranslation();
  const pagination = (
    <TablePagination
      component="div"
      count={totalCount}
      page={Math.max(0, search.page - 1)}
      rowsPerPage={search.pageSize}
      rowsPerPageOptions={[...ACCESS_READS_PAGE_SIZES]}
      onPageChange={(_event, page) => props.onPageChange(page + 1)}
      onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('accessControl.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('accessControl.displayedRows', { from, to, count })
      }
      sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
    />
  );
  return (
    <Stack spacing={1.5}>
      {loading &&
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={132} />)}
      {!loading && reads.length === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('accessControl.empty')}
        </Typography>
      )}
      {reads.length > 0 && (
        <div className="access-control-cards">
          {reads.map((read, index) => (
            <ReadCard
              key={`${index}:${read.tag}:${read.eventDateTimeLocalEpoch}`}
              read={read}
              workerHref={props.workerHref}
              onGate={props.onGate}
            />
          ))}
        </div>
      )}
      {totalCount > 0 && pagination}
    </Stack>
  );
}
