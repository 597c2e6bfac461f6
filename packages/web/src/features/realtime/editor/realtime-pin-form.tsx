import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { ProjectZoneListItem } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { zonesInTreeOrder } from '@/components/project-zones/zones-tree.ts';
import type { PinPlacement } from '../realtime-geometry.ts';
import type { PinDraft } from './realtime-pin-drafts.ts';

/** The eight placements laid out as where the bubble goes around the point (centre empty). */
const GRID: (PinPlacement | null)[] = [
  'TopLeft',
  'TopCenter',
  'TopRight',
  'Left',
  null,
  'Right',
  'BottomLeft',
  'BottomCenter',
  'BottomRight',
];

export interface RealtimePinFormProps {
  draft: PinDraft;
  zones: readonly ProjectZoneListItem[];
  /** Zones pinned by the area's other pins: one pin per zone. */
  takenZoneIds: ReadonlySet<number>;
  dirty: boolean;
  busy: boolean;
  error: string | null;
  onChange: (changes: Partial<Pick<PinDraft, 'projectZoneId' | 'placement'>>) => void;
  onSave: () => void;
  onRemove: () => void;
}

/** The selected pin: which zone it shows, where its bubble sits, save or remove it. */
export function RealtimePinForm({
  draft,
  zones,
  takenZoneIds,
  dirty,
  busy,
  error,
  onChange,
  onSave,
  onRemove,
}: RealtimePinFormProps) {
  const { t } = useTranslation();
  const options = zonesInTreeOrder(zones.filter((zone) => !zone.IsArchived));
  const value = options.find((option) => option.zone.ProjectZoneId === draft.projectZoneId) ?? null;
  return (
    <Stack spacing={2}>
      <Autocomplete
        options={options}
        value={value}
        getOptionLabel={(option) => option.zone.ZoneName}
        getOptionDisabled={(option) =>
          takenZoneIds.has(option.zone.ProjectZoneId) &&
          option.zone.ProjectZoneId !== draft.projectZoneId
        }
        isOptionEqualToValue={(a, b) => a.zone.ProjectZoneId === b.zone.ProjectZoneId}
        onChange={(_event, option) =>
          onChange({ projectZoneId: option?.zone.ProjectZoneId ?? null })
        }
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box component="span" sx={{ pl: option.depth * 2 }}>
              {option.zone.ZoneName}
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('realtime.editor.zone')}
            error={error !== null && draft.projectZoneId === null}
          />
        )}
      />
      <Box>
        <Typography variant="body2" id="realtime-pin-placement" sx={{ mb: 0.75, fontWeight: 600 }}>
          {t('realtime.editor.pinPlacement')}
        </Typography>
        <Box
          role="radiogroup"
          aria-labelledby="realtime-pin-placement"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 44px)', gap: 0.5 }}
        >
          {GRID.map((placement, index) =>
            placement ? (
              <ToggleButton
                key={placement}
                value={placement}
                role="radio"
                aria-checked={draft.placement === placement}
                aria-label={t(`realtime.placements.${placement}`)}
                title={t(`realtime.placements.${placement}`)}
                selected={draft.placement === placement}
                onChange={() => onChange({ placement })}
                size="small"
                sx={{ width: 44, height: 36 }}
              >
                <PlacementGlyph index={index} />
              </ToggleButton>
            ) : (
              <Box key="centre" sx={{ display: 'grid', placeItems: 'center' }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
              </Box>
            ),
          )}
        </Box>
      </Box>
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onSave} disabled={busy || !dirty}>
          {busy ? t('realtime.saving') : t('realtime.editor.savePin')}
        </Button>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemove} disabled={busy}>
          {t('realtime.editor.removePin')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A small bubble drawn at the grid cell's side of the centre. */
function PlacementGlyph({ index }: { index: number }) {
  const col = index % 3;
  const row = Math.floor(index / 3);
  return (
    <Box
      aria-hidden
      sx={{
        width: 14,
        height: 10,
        borderRadius: '3px',
        border: 2,
        borderColor: 'currentColor',
        transform: `translate(${(col - 1) * 6}px, ${(row - 1) * 4}px)`,
      }}
    />
  );
}
