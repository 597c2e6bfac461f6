import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { READER_PAGE_SIZES, type Reader } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { formatLastActive, reportsUnplaced } from '../hardware-format.ts';
import type { ResolvedHardwareSearch } from '../hardware-search.ts';
import { HardwareDirection } from './hardware-direction.tsx';
import { HardwarePower } from './hardware-power.tsx';
import { HardwareStatusChip } from './hardware-status-chip.tsx';

function ReaderCard({
  reader,
  timeZoneId,
  onOpen,
}: {
  reader: Reader;
  timeZoneId: string | undefined;
  onOpen: (reader: Reader) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      // Out of view, a card is not laid out or painted until it scrolls near (decision 0016).
      sx={{ height: '100%', contentVisibility: 'auto', containIntrinsicSize: 'auto 170px' }}
    >
      <CardActionArea onClick={() => onOpen(reader)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, fontFamily: 'ui-monospace, monospace' }} noWrap>
                  {reader.ManufacturerSerialNumber}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {reader.HardwareModelDisplayName}
                </Typography>
              </Box>
              <HardwareStatusChip statusId={reader.ReaderStatusId} />
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
              <PlaceOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} />
              <div>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {reader.ZoneName ?? t('hardware.unassignedZone')}
                </Typography>
                {reportsUnplaced(reader) && (
                  <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
                    {t('hardware.reportingUnplaced')}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {reader.locationName ?? t('hardware.noLocation')}
                </Typography>
              </div>
            </Stack>
            <Stack
              direction="row"
              sx={{
                justifyContent: 'space-between',
                alignItems: 'flex-end',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <HardwarePower statusId={reader.PowerStatusId} batteryLevel={reader.BatteryLevel} />
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('hardware.columns.direction')}
                </Typography>
                <HardwareDirection
                  directionId={reader.ReadDirectionId}
                  ports={reader.ReaderAssignmentPorts}
                />
              </Box>
            </Stack>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('hardware.columns.lastActive')}:{' '}
              {formatLastActive(reader.LastActiveDate, timeZoneId) ?? t('hardware.notAvailable')}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export interface HardwareCardsProps {
  readers: readonly Reader[];
  totalCount: number;
  search: ResolvedHardwareSearch;
  timeZoneId: string | undefined;
  loading: boolean;
  onOpen: (reader: Reader) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The list on phones and tablets: one card per reader, the same paging as the table. */
export function HardwareCards(props: HardwareCardsProps) {
  const { readers, totalCount, search, timeZoneId, loading, onOpen } = props;
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {loading &&
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={148} />)}
      {!loading && readers.length === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('hardware.empty')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {readers.map((reader) => (
          <ReaderCard
            key={reader.readerId}
            reader={reader}
            timeZoneId={timeZoneId}
            onOpen={onOpen}
          />
        ))}
      </Box>
      <TablePagination
        component="div"
        count={totalCount}
        page={Math.max(0, search.page - 1)}
        rowsPerPage={search.pageSize}
        rowsPerPageOptions={[...READER_PAGE_SIZES]}
        onPageChange={(_event, page) => props.onPageChange(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('hardware.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('hardware.displayedRows', { from, to, count })
        }
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
    </Stack>
  );
}
