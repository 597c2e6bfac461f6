import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_TRADE_FILTERS } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useProjectZones } from '@/components/project-zones/get-project-zones.ts';
import { zonesInTreeOrder } from '@/components/project-zones/zones-tree.ts';

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

/** A report's range: its first and last day, each with the browser's picker. */
export function ReportRange(props: {
  value: { startDate: string; endDate: string };
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateParam
        label={t('reportFrame.startDate')}
        value={props.value.startDate}
        onChange={(v) => props.onChange({ startDate: v })}
      />
      <DateParam
        label={t('reportFrame.endDate')}
        value={props.value.endDate}
        onChange={(v) => props.onChange({ endDate: v })}
      />
    </>
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

/** The project's zones that are in use, in tree order (each under its parent), with depth. */
function useZoneTree(projectId: number) {
  const zones = useProjectZones(projectId);
  return zonesInTreeOrder((zones.data ?? []).filter((z) => !z.IsArchived));
}

/** A zone's menu line, indented under its parent as the zone tree shows it. */
const indent = (depth: number) => ({ pl: 2 + depth * 2 });

/** The zone variant's zone (the whole site when none); a zone takes the zones inside it. */
export function ZoneParam(props: {
  projectId: number;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useZoneTree(props.projectId);
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
      {tree.map(({ zone, depth }) => (
        <MenuItem key={zone.ProjectZoneId} value={zone.ProjectZoneId} sx={indent(depth)}>
          {zone.ZoneName}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several zones (spec 001 §3 projectZonesIds), each with the zones inside it; none: all. */
export function ZonesParam(props: {
  projectId: number;
  value: readonly number[];
  onChange: (value: number[]) => void;
}) {
  const { t } = useTranslation();
  const tree = useZoneTree(props.projectId);
  const names = new Map(tree.map(({ zone }) => [zone.ProjectZoneId, zone.ZoneName]));
  return (
    <TextField
      select
      size="small"
      label={t('reportFrame.zones')}
      value={props.value}
      onChange={(event) => {
        const picked = event.target.value as unknown as (number | string)[];
        props.onChange(picked.map(Number).filter((id) => names.has(id)));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as number[];
            return ids.length === 0
              ? t('reportFrame.wholeSite')
              : ids.map((id) => names.get(id) ?? '').join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width: 260 }}
    >
      {tree.map(({ zone, depth }) => (
        <MenuItem key={zone.ProjectZoneId} value={zone.ProjectZoneId} sx={indent(depth)}>
          <Checkbox
            size="small"
            checked={props.value.includes(zone.ProjectZoneId)}
            sx={{ p: 0, mr: 1 }}
            tabIndex={-1}
          />
          {zone.ZoneName}
        </MenuItem>
      ))}
    </TextField>
  );
}
