import { useEffect, useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZONE_DENSITY_MESSAGES, type ZoneDensityZone } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error.ts';
import { loadLocales } from '@/lib/i18n.ts';
import { zoneDensityEditor } from './api/alert-instances.ts';
import { AlertsEditorFrame } from './alerts-editor-frame.tsx';
import { useAlertEditorSave, useBackToListOnNotFound } from './use-alert-editor-save.ts';
import './alerts-editor-table.css';

await Promise.all([loadLocales('features/alerts'), loadLocales('components/save-button')]);

interface Flat {
  zone: ZoneDensityZone;
  depth: number;
}
type Field = 'hours' | 'minutes' | 'value';
type Values = ReadonlyMap<number, Record<Field, string>>;

/** The tree as rows, each child under its parent, indented by its depth. */
function flatten(zones: readonly ZoneDensityZone[], depth = 0): Flat[] {
  return zones.flatMap((zone) => [{ zone, depth }, ...flatten(zone.ChildZones, depth + 1)]);
}
const text = (n: number | null) => (n === null ? '' : String(n));
const valuesOf = (rows: readonly Flat[]): Values =>
  new Map(
    rows.map(({ zone }) => [
      zone.ProjectZoneId,
      {
        hours: text(zone.Hours),
        minutes: text(zone.Minutes),
        value: text(zone.OverWorkerCutoffValue),
      },
    ]),
  );

/**
 * spec 001 §3, §5 "Zone density": per zone of the tree, over how many people for how long
 * (hours, minutes) raises the alert; only zones with a duration or a headcount are sent.
 */
export function AlertsZoneDensityPage({ projectId, isNew }: { projectId: number; isNew: boolean }) {
  const { t } = useTranslation();
  const instance = zoneDensityEditor.useInstance(projectId);
  const save = zoneDensityEditor.useSave(projectId);
  const editor = useAlertEditorSave();
  const rows = useMemo(() => flatten(instance.data?.ProjectZones ?? []), [instance.data]);
  const [values, setValues] = useState<Values | null>(null);

  useEffect(() => {
    if (instance.data && values === null) setValues(valuesOf(flatten(instance.data.ProjectZones)));
  }, [instance.data, values]);
  useBackToListOnNotFound(instance.error, projectId);

  const set = (zoneId: number, field: Field, value: string) =>
    setValues((current) => {
      const next = new Map(current);
      next.set(zoneId, { ...next.get(zoneId)!, [field]: value.trim() });
      return next;
    });

  const onSave = () =>
    void editor.run(async () => {
      const set = [...(values ?? new Map<number, Record<Field, string>>())].filter(
        ([, v]) => v.hours !== '' || v.minutes !== '' || v.value !== '',
      );
      if (
        set.some(([, v]) => [v.hours, v.minutes, v.value].some((x) => x !== '' && !/^\d+$/.test(x)))
      )
        throw new ApiError(400, [{ errorMessage: ZONE_DENSITY_MESSAGES.numeric }], null);
      const n = (x: string) => (x === '' ? null : Number(x));
      const saved = await save.mutateAsync({
        ProjectZones: set.map(([id, v]) => ({
          ProjectZoneId: id,
          Hours: n(v.hours),
          Minutes: n(v.minutes),
          OverWorkerCutoffValue: n(v.value),
        })),
      });
      setValues(valuesOf(flatten(saved.ProjectZones)));
    });

  const input = (zone: ZoneDensityZone, field: Field, label: string, width: number) => (
    <TextField
      size="small"
      value={values?.get(zone.ProjectZoneId)?.[field] ?? ''}
      onChange={(event) => set(zone.ProjectZoneId, field, event.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': `${label}: ${zone.ZoneName}` },
      }}
      sx={{ width }}
    />
  );

  return (
    <AlertsEditorFrame
      projectId={projectId}
      title={t('alerts.zoneDensity.title')}
      subtitle={t('alerts.zoneDensity.subtitle')}
      isNew={isNew}
      status={editor.status}
      errors={editor.errors}
      onSave={onSave}
    >
      {values === null || !instance.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : rows.length === 0 ? (
        <Typography>{t('alerts.zoneDensity.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <table className="alerts-editor-table">
            <thead>
              <tr>
                <th scope="col">{t('alerts.zoneDensity.zone')}</th>
                <th scope="col">{t('alerts.zoneDensity.over')}</th>
                <th scope="col">{t('alerts.zoneDensity.hours')}</th>
                <th scope="col">{t('alerts.zoneDensity.minutes')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ zone, depth }) => (
                <tr key={zone.ProjectZoneId} data-testid="zone-density-row">
                  <th scope="row" style={{ paddingLeft: 12 + depth * 20 }} data-depth={depth}>
                    {zone.ZoneName}
                    {zone.isArchived && (
                      <span className="alerts-editor-table__muted">
                        {' '}
                        ({t('alerts.zoneDensity.archived')})
                      </span>
                    )}
                    {zone.ZoneDescription && (
                      <div className="alerts-editor-table__muted">{zone.ZoneDescription}</div>
                    )}
                  </th>
                  <td data-label={t('alerts.zoneDensity.over')}>
                    {input(zone, 'value', t('alerts.zoneDensity.over'), 110)}
                  </td>
                  <td data-label={t('alerts.zoneDensity.hours')}>
                    {input(zone, 'hours', t('alerts.zoneDensity.hours'), 80)}
                  </td>
                  <td data-label={t('alerts.zoneDensity.minutes')}>
                    {input(zone, 'minutes', t('alerts.zoneDensity.minutes'), 80)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
    </AlertsEditorFrame>
  );
}
