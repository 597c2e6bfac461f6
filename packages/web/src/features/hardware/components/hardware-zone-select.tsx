import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { UNASSIGNED_ZONE_ID } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { ZoneOption } from '../hardware-format.ts';

const ALL = '';
const UNASSIGNED = String(UNASSIGNED_ZONE_ID);

export interface HardwareZoneSelectProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'select' | 'children'
> {
  zones: readonly ZoneOption[];
  /** A zone id; null (or -1) is the Unassigned Zone; undefined is "all zones" (filters only). */
  value: number | null | undefined;
  onChange: (value: number | null | undefined) => void;
  /** Offer "All zones" (the filter) rather than requiring a choice (the dialog). */
  allowAll?: boolean;
  /**
   * Archived zones can be filtered on (readers may still sit there) but not chosen for a
   * placement: then one shows only while it is the current value, disabled.
   */
  archivedSelectable?: boolean;
}

/** A zone picker in tree order, with the spec's "Unassigned Zone" (id -1) first. */
export function HardwareZoneSelect({
  zones,
  value,
  onChange,
  allowAll = false,
  archivedSelectable = false,
  ...textFieldProps
}: HardwareZoneSelectProps) {
  const { t } = useTranslation();
  const current =
    value === undefined
      ? ALL
      : value === null || value === UNASSIGNED_ZONE_ID
        ? UNASSIGNED
        : String(value);
  const known =
    current === ALL || current === UNASSIGNED || zones.some((z) => String(z.id) === current);
  const shown = zones.filter((z) => archivedSelectable || !z.archived || String(z.id) === current);

  return (
    <TextField
      select
      value={known ? current : ALL}
      onChange={(event) => {
        const next = event.target.value;
        if (next === ALL) onChange(undefined);
        else if (next === UNASSIGNED) onChange(allowAll ? UNASSIGNED_ZONE_ID : null);
        else onChange(Number(next));
      }}
      {...textFieldProps}
      slotProps={
        allowAll
          ? { inputLabel: { shrink: true }, select: { displayEmpty: true } }
          : textFieldProps.slotProps
      }
    >
      {allowAll && <MenuItem value={ALL}>{t('hardware.filters.allZones')}</MenuItem>}
      <MenuItem value={UNASSIGNED}>
        <em>{t('hardware.unassignedZone')}</em>
      </MenuItem>
      {shown.map((zone) => (
        <MenuItem
          key={zone.id}
          value={String(zone.id)}
          disabled={zone.archived && !archivedSelectable}
          sx={{ pl: 2 + zone.depth * 2 }}
        >
          {zone.archived ? t('hardware.archivedZone', { name: zone.name }) : zone.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
