import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { ACCESS_READS_PAGE_SIZES, ACCESS_TYPE, type AccessRead } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { ResolvedAccessControlSearch } from '../access-control-search.ts';
import { AccessControlAccessChip } from './access-control-access-chip.tsx';
import {
  AccessControlDirection,
  AccessControlGate,
  AccessControlSource,
  AccessControlTime,
  AccessControlWorker,
} from './access-control-cells.tsx';

function ReadCard({
  read,
  workerHref,
  onGate,
}: { read: AccessRead } & Pick<AccessControlCardsProps, 'workerHref' | 'onGate'>) {
  const { t } = useTranslation();
  const denied = read.WorkerEntryAccessType === ACCESS_TYPE.Denied;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        ...(denied ? { borderLeft: 4, borderLeftColor: 'error.main' } : {}),
      }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                <AccessControlWorker
                  name={read.WorkerName}
                  href={read.WorkerId === null ? null : workerHref(read.WorkerId)}
                />
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {read.tag}
                </Box>
                {' · '}
                {read.companyName ?? t('accessControl.unassigned')}
              </Typography>
            </Box>
            <AccessControlAccessChip accessType={read.WorkerEntryAccessType} />
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
            <PlaceOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} />
            <div>
              <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                <AccessControlGate
                  zoneId={read.ProjectZoneId}
                  zoneName={read.zoneName}
                  onGate={onGate}
                />
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {read.readerLocationName ?? t('accessControl.noLocation')}
              </Typography>
            </div>
          </Stack>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <AccessControlTime localEpoch={read.eventDateTimeLocalEpoch} />
            <Stack direction="row" spacing={1.5}>
              <AccessControlDirection directionId={read.ReadDirectionId} />
              <AccessControlSource sourceId={read.sourceType} />
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
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

/** The list below 1,200 px (one column from 768 px down, spec 002 §9): a card per read. */
export function AccessControlCards(props: AccessControlCardsProps) {
  const { reads, totalCount, search, loading } = props;
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
        <Grid container spacing={1.5}>
          {reads.map((read, index) => (
            <Grid
              key={`${index}:${read.tag}:${read.eventDateTimeLocalEpoch}`}
              size={{ xs: 12, md: 6 }}
            >
              <ReadCard read={read} workerHref={props.workerHref} onGate={props.onGate} />
            </Grid>
          ))}
        </Grid>
      )}
      {totalCount > 0 && pagination}
    </Stack>
  );
}
