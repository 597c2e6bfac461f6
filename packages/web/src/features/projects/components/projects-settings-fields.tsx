import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Account } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import type { ProjectSettingsForm } from '../projects-settings-values.ts';
import { ProjectsCountryField } from './projects-country-field.tsx';
import { ProjectsTimeZoneField } from './projects-time-zone-field.tsx';

export interface ProjectsSettingsFieldsProps {
  value: ProjectSettingsForm;
  onChange: (next: ProjectSettingsForm) => void;
  accounts: readonly Account[];
  /** The server's refusals by field (`errors[].field`). */
  errors: Record<string, string>;
  disabled: boolean;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The project's fields, shared by "new project" and "project settings". */
export function ProjectsSettingsFields(props: ProjectsSettingsFieldsProps) {
  const { value, onChange, accounts, errors, disabled } = props;
  const { t } = useTranslation();
  const set = <K extends keyof ProjectSettingsForm>(key: K, next: ProjectSettingsForm[K]) =>
    onChange({ ...value, [key]: next });
  const err = (field: string) => ({ error: field in errors, helperText: errors[field] });

  return (
    <Stack spacing={2}>
      <TextField
        label={t('projects.settings.title')}
        value={value.Title}
        onChange={(e) => set('Title', e.target.value)}
        required
        disabled={disabled}
        {...err('Title')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('projects.settings.account')}
          value={value.Account}
          onChange={(e) =>
            set('Account', e.target.value === 'new' ? 'new' : Number(e.target.value))
          }
          required
          disabled={disabled}
          fullWidth
          {...err('AccountId')}
        >
          {accounts.map((a) => (
            <MenuItem key={a.AccountId} value={a.AccountId}>
              {a.AccountName}
            </MenuItem>
          ))}
          <MenuItem value="new">{t('projects.settings.newAccount')}</MenuItem>
        </TextField>
        {value.Account === 'new' && (
          <TextField
            label={t('projects.settings.newAccountName')}
            value={value.NewAccountName}
            onChange={(e) => set('NewAccountName', e.target.value)}
            required
            disabled={disabled}
            fullWidth
            {...err('NewAccountName')}
          />
        )}
      </Stack>
      <ProjectsTimeZoneField
        value={value.TimeZoneId}
        onChange={(next) => set('TimeZoneId', next)}
        disabled={disabled}
        error={errors.TimeZoneId}
      />
      <ProjectsCountryField
        value={value.CountryCode}
        onChange={(next) => set('CountryCode', next)}
        disabled={disabled}
        error={errors.CountryCode}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('projects.settings.startDate')}
          value={value.StartDate}
          onChange={(e) => set('StartDate', e.target.value)}
          required
          disabled={disabled}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          {...err('StartDate')}
        />
        <TextField
          type="date"
          label={t('projects.settings.endDate')}
          value={value.EndDate}
          onChange={(e) => set('EndDate', e.target.value)}
          disabled={disabled}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          {...err('EndDate')}
        />
      </Stack>
      <TextField
        select
        label={t('projects.settings.workdayBoundary')}
        value={value.WorkdayBoundaryHour}
        onChange={(e) => set('WorkdayBoundaryHour', Number(e.target.value))}
        disabled={disabled}
        helperText={errors.WorkdayBoundaryHour ?? t('projects.settings.workdayBoundaryHelp')}
        error={'WorkdayBoundaryHour' in errors}
        sx={{ maxWidth: 320 }}
      >
        {HOURS.map((hour) => (
          <MenuItem key={hour} value={hour}>
            {`${String(hour).padStart(2, '0')}:00`}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={value.Shifts}
            onChange={(e) => set('Shifts', e.target.checked)}
            disabled={disabled}
          />
        }
        label={t('projects.settings.shifts')}
      />
      {value.Shifts && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="time"
            label={t('projects.settings.dayShiftStart')}
            value={value.DayShiftStart}
            onChange={(e) => set('DayShiftStart', e.target.value)}
            disabled={disabled}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('DayShiftStart')}
          />
          <TextField
            type="time"
            label={t('projects.settings.nightShiftStart')}
            value={value.NightShiftStart}
            onChange={(e) => set('NightShiftStart', e.target.value)}
            disabled={disabled}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('NightShiftStart')}
          />
        </Stack>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={value.ShowContactInformation}
            onChange={(e) => set('ShowContactInformation', e.target.checked)}
            disabled={disabled}
          />
        }
        label={t('projects.settings.showContactInformation')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.IsDemo}
            onChange={(e) => set('IsDemo', e.target.checked)}
            disabled={disabled}
          />
        }
        label={t('projects.settings.isDemo')}
      />
    </Stack>
  );
}
