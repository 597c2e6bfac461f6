import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { hasProjectPermission, type Reader } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useDataGridPage } from '@/components/data-grid/use-data-grid-page.ts';
import { useListAddress } from '@/lib/address/use-list-address.ts';
import { useSession } from '@/lib/auth-store.ts';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';
import { useReaderModels } from './api/get-reader-models.ts';
import { useReaders } from './api/get-readers.ts';
import { HardwareCards } from './components/hardware-cards.tsx';
import { HardwareFilters } from './components/hardware-filters.tsx';
import { HardwareSort } from './components/hardware-sort.tsx';
import { HardwareTable } from './components/hardware-table.tsx';
import { zoneOptions } from './hardware-format.ts';
import { hardwareAddress, toReaderListQuery, type HardwareSearch } from './hardware-search.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/hardware');

// Provider employees only, and rarely: loaded when first opened.
const HardwareRegisterDialog = lazy(() =>
  import('./components/hardware-register-dialog.tsx').then((m) => ({
    default: m.HardwareRegisterDialog,
  })),
);

// A reader's dialog and the gateway keys' (their forms: react-hook-form, the shared schemas, MUI's
// select) are loaded when first opened, not with the list.
const HardwareGatewayKeysDialog = lazy(() =>
  import('./components/hardware-gateway-keys-dialog.tsx').then((m) => ({
    default: m.HardwareGatewayKeysDialog,
  })),
);
const HardwareReaderDialog = lazy(() =>
  import('./components/hardware-reader-dialog.tsx').then((m) => ({
    default: m.HardwareReaderDialog,
  })),
);

export interface HardwarePageProps {
  projectId: number;
  /** The project's IANA zone, for "last active"; undefined while the project loads. */
  timeZoneId: string | undefined;
  search: HardwareSearch;
  onSearchChange: (search: HardwareSearch) => void;
}

/** spec 002 "Hardware directory": the project's readers, filtered, sorted, paged; each editable. */
export function HardwarePage({ projectId, timeZoneId, search, onSearchChange }: HardwarePageProps) {
  const { t } = useTranslation();
  // Phones and tablets (below 1200 px, beside the side navigation) get cards: eight columns do
  // not fit there without scrolling sideways.
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const session = useSession();
  // spec 002 §6: placing readers is zone management; provider employees pass every check.
  const canEdit = session !== null && hasProjectPermission(session, projectId, ['ManageZones']);

  const address = useListAddress(hardwareAddress, search, onSearchChange);
  const { resolved } = address;
  const readers = useReaders(projectId, toReaderListQuery(search));
  // The readers are drawn as a deferred render when they arrive (decision 0016): the placeholders
  // stay up while React draws the cards or rows in slices.
  const readersData = useDeferredValue(readers.data);
  const zones = useProjectZones(projectId);
  const models = useReaderModels(projectId);
  const zoneList = useMemo(() => (zones.data ? zoneOptions(zones.data) : null), [zones.data]);

  const [gatewayKeysOpen, setGatewayKeysOpen] = useState(false);
  // Mounted from its first opening on, so it closes with its animation.
  const [gatewayKeysOpened, setGatewayKeysOpened] = useState(false);
  // Provider employees install the hardware, so they register it.
  const canRegister = session?.isProviderEmployee ?? false;
  const [registerOpen, setRegisterOpen] = useState(false);
  const [selected, setSelected] = useState<Reader | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openReader = useCallback((reader: Reader) => {
    setSelected(reader);
    setDialogOpen(true);
  }, []);

  const total = readersData?.TotalCount ?? 0;

  const onPageChange = useDataGridPage({
    page: resolved.page,
    pageSize: resolved.pageSize,
    totalCount: total,
    placeholder: readers.isPlaceholderData,
    goToPage: address.setPage,
  });
  const onPageSizeChange = (pageSize: number) =>
    address.setPageSize(pageSize as typeof resolved.pageSize);
  const onSortChange = address.setSort;

  const list = {
    readers: readersData?.Data ?? [],
    totalCount: total,
    search: resolved,
    timeZoneId,
    loading: readersData === undefined && !readers.isError,
    onOpen: openReader,
    onPageChange,
    onPageSizeChange,
  };

  return (
    <Stack spacing={2.5}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {t('hardware.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('hardware.subtitle')}</Typography>
        </div>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {canRegister && (
            <Button
              variant="contained"
              startIcon={<AddCircleOutlineIcon />}
              onClick={() => setRegisterOpen(true)}
            >
              {t('hardware.register.open')}
            </Button>
          )}
          {/* Gateway keys let boxes report reads for the site: zone management, like placing readers. */}
          {canEdit && (
            <Button
              variant="outlined"
              startIcon={<VpnKeyOutlinedIcon />}
              onClick={() => {
                setGatewayKeysOpened(true);
                setGatewayKeysOpen(true);
              }}
            >
              {t('hardware.gatewayKeys.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <HardwareFilters
        projectId={projectId}
        search={resolved}
        zones={zoneList ?? []}
        models={models.data ?? []}
        onChange={address.setFilters}
        onSearchText={address.setSearch}
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} aria-live="polite">
          {readersData ? t('hardware.count', { count: total }) : '\u00a0'}
        </Typography>
        <HardwareSort
          orderBy={resolved.orderBy}
          reverse={resolved.reverse}
          onChange={onSortChange}
        />
      </Stack>
      {cards ? (
        <HardwareCards {...list} />
      ) : (
        <HardwareTable
          {...list}
          fetching={readers.isFetching}
          error={readers.isError}
          onSortChange={onSortChange}
        />
      )}
      {canEdit && gatewayKeysOpened && (
        <Suspense fallback={null}>
          <HardwareGatewayKeysDialog
            projectId={projectId}
            timeZoneId={timeZoneId}
            open={gatewayKeysOpen}
            onClose={() => setGatewayKeysOpen(false)}
          />
        </Suspense>
      )}
      {canRegister && registerOpen && (
        <Suspense fallback={null}>
          <HardwareRegisterDialog
            projectId={projectId}
            models={models.data ?? []}
            open={registerOpen}
            onClose={() => setRegisterOpen(false)}
          />
        </Suspense>
      )}
      {selected && (
        <Suspense fallback={null}>
          <HardwareReaderDialog
            key={selected.readerId}
            projectId={projectId}
            reader={selected}
            open={dialogOpen}
            zones={zoneList}
            canEdit={canEdit}
            onClose={() => setDialogOpen(false)}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
