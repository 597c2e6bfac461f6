import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZones } from '../projects-settings-values.ts';
import { findTimeZones, timeZoneOptions, type TimeZoneOption } from '../projects-time-zones.ts';

export interface ProjectsTimeZoneFieldProps {
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
  /** The server's refusal, if any. */
  error?: string;
}

/** "11:42, UTC−05:00": the time there now, so a wrong zone shows at a glance. */
function nowThere(id: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone: id,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'shortOffset',
    }).format(new Date());
  } catch {
    return '';
  }
}

/**
 * The project's time zone, found by city, country or common name ("New York", "Spain",
 * "Eastern Time"); the chosen zone's time now shows under it. Empty until someone picks one
 * when the browser's own zone is no place (UTC), never UTC by default.
 */
export function ProjectsTimeZoneField(props: ProjectsTimeZoneFieldProps) {
  const { value, onChange, disabled, error } = props;
  const { t, i18n } = useTranslation();
  const options = useMemo(
    () => timeZoneOptions(timeZones(), { locale: i18n.language }),
    [i18n.language],
  );
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const selected = value === '' ? null : (byId.get(value) ?? timeZoneOptions([value])[0] ?? null);
  const helper =
    error ??
    (selected
      ? t('projects.settings.timeZoneNow', {
          name: selected.name,
          now: nowThere(selected.id, i18n.language),
        })
      : t('projects.settings.timeZoneHelp'));

  return (
    <Autocomplete<TimeZoneOption, false, false, false>
      options={options}
      value={selected}
      onChange={(_, next) => onChange(next?.id ?? '')}
      filterOptions={(all, state) => findTimeZones(all, state.inputValue)}
      getOptionLabel={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      renderOption={({ key, ...rest }, o) => (
        <Box component="li" key={key} {...rest}>
          <div>
            <Typography variant="body2">{o.id}</Typography>
            <Typography variant="caption" color="text.secondary">
              {o.name} · {o.place}
            </Typography>
          </div>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('projects.settings.timeZone')}
          required
          error={error !== undefined}
          helperText={helper}
        />
      )}
    />
  );
}
