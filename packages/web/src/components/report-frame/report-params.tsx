import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_TRADE_FILTERS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';

/** A date parameter: the browser's own picker (a phone's wheel, a desktop's calendar). */
export function DateParam(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );
}

/** spec 001 §2 tradeFilter: 1 critical, 2 all, 3 workforce (default), 4 owner services. */
export function TradeParam(props: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('reportFrame.trades')}
      value={props.value}
      onChange={(event) => props.onChange(Number(event.target.value))}
      sx={{ width: 200 }}
    >
      {Object.values(REPORT_TRADE_FILTERS).map((id) => (
        <MenuItem key={id} value={id}>
          {t(`reportFrame.tradeFilter.${String(id) as '1'}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The zone variant's zone (the whole site when none). */
export function ZoneParam(props: {
  projectId: number;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const zones = useProjectZones(props.projectId);
  const active = (zones.data ?? []).filter((z) => !z.IsArchived);
  return (
    <TextField
      select
      size="small"
      label={t('reportFrame.zone')}
      value={props.value ?? ''}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : Number(event.target.value))
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: 220 }}
    >
      <MenuItem value="">{t('reportFrame.wholeSite')}</MenuItem>
      {active.map((z) => (
        <MenuItem key={z.ProjectZoneId} value={z.ProjectZoneId}>
          {z.ZoneName}
        </MenuItem>
      ))}
    </TextField>
  );
}
