import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { READER_STATUS_IDS, type HardwareModel, type ReaderStatusId } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { ZoneOption } from '../hardware-format.ts';
import {
  hasFilters,
  type HardwareSearch,
  type ResolvedHardwareSearch,
} from '../hardware-search.ts';
import { HardwareSearchField } from './hardware-search-field.tsx';
import { HardwareZoneSelect } from './hardware-zone-select.tsx';

/** A filter left open reads "All …" rather than looking empty. */
const SHOW_ALL = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export interface HardwareFiltersProps {
  projectId: number;
  search: ResolvedHardwareSearch;
  zones: readonly ZoneOption[];
  models: readonly HardwareModel[];
  onChange: (changes: Omit<HardwareSearch, 'page'>) => void;
  onSearchText: (search: string | undefined) => void;
}

/** The directory's filters (spec 002 §2); every change reloads page 1 of the list. */
export function HardwareFilters({
  projectId,
  search,
  zones,
  models,
  onChange,
  onSearchText,
}: HardwareFiltersProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '2 1 300px', minWidth: 0 }}>
          <HardwareSearchField
            projectId={projectId}
            value={search.search}
            onSearch={onSearchText}
          />
        </Box>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <HardwareZoneSelect
            label={t('hardware.filters.zone')}
            size="small"
            fullWidth
            allowAll
            archivedSelectable
            zones={zones}
            value={search.projectZoneId}
            onChange={(value) => onChange({ projectZoneId: value ?? undefined })}
          />
        </Box>
        <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('hardware.filters.status')}
            slotProps={SHOW_ALL}
            value={search.readerStatus === undefined ? '' : String(search.readerStatus)}
            onChange={(event) =>
              onChange({
                readerStatus:
                  event.target.value === ''
                    ? undefined
                    : (Number(event.target.value) as ReaderStatusId),
              })
            }
          >
            <MenuItem value="">{t('hardware.filters.allStatuses')}</MenuItem>
            {READER_STATUS_IDS.map((id) => (
              <MenuItem key={id} value={String(id)}>
                {t(`hardware.status.${id}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('hardware.filters.model')}
            slotProps={SHOW_ALL}
            value={
              search.hardwareModelId !== undefined &&
              models.some((m) => m.HardwareModelId === search.hardwareModelId)
                ? String(search.hardwareModelId)
                : ''
            }
            onChange={(event) =>
              onChange({
                hardwareModelId: event.target.value === '' ? undefined : Number(event.target.value),
              })
            }
          >
            <MenuItem value="">{t('hardware.filters.allModels')}</MenuItem>
            {models.map((model) => (
              <MenuItem key={model.HardwareModelId} value={String(model.HardwareModelId)}>
                {model.DisplayName}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
      {hasFilters(search) && (
        <Button
          size="small"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() =>
            onChange({
              projectZoneId: undefined,
              readerStatus: undefined,
              hardwareModelId: undefined,
              search: undefined,
            })
          }
          sx={{ mt: 1.5 }}
        >
          {t('hardware.filters.clear')}
        </Button>
      )}
    </Paper>
  );
}
