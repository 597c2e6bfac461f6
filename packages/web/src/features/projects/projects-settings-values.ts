import type { ProjectSettings, ProjectSettingsInput } from '@siteline/shared';

/** The form's state: every field as the inputs hold it. */
export interface ProjectSettingsForm {
  Title: string;
  /** An account id, or 'new' to name one. */
  Account: number | 'new' | '';
  NewAccountName: string;
  TimeZoneId: string;
  StartDate: string;
  EndDate: string;
  WorkdayBoundaryHour: number;
  Shifts: boolean;
  DayShiftStart: string;
  NightShiftStart: string;
  ShowContactInformation: boolean;
  IsDemo: boolean;
}

/** DOMAIN.md's defaults: workday from 03:00, day shifts from 04:00, night shifts from 14:00. */
export function emptyForm(today: string): ProjectSettingsForm {
  return {
    Title: '',
    Account: '',
    NewAccountName: '',
    TimeZoneId: Intl.DateTimeFormat().resolvedOptions().timeZone,
    StartDate: today,
    EndDate: '',
    WorkdayBoundaryHour: 3,
    Shifts: true,
    DayShiftStart: '04:00',
    NightShiftStart: '14:00',
    ShowContactInformation: true,
    IsDemo: false,
  };
}

export function formOf(settings: ProjectSettings): ProjectSettingsForm {
  return {
    Title: settings.Title,
    Account: settings.AccountId,
    NewAccountName: '',
    TimeZoneId: settings.TimeZoneId,
    StartDate: settings.StartDate,
    EndDate: settings.EndDate ?? '',
    WorkdayBoundaryHour: settings.WorkdayBoundaryHour,
    Shifts: settings.DayShiftStart !== null,
    DayShiftStart: settings.DayShiftStart ?? '04:00',
    NightShiftStart: settings.NightShiftStart ?? '14:00',
    ShowContactInformation: settings.ShowContactInformation,
    IsDemo: settings.IsDemo,
  };
}

/** What the server is sent: the shared schema (ProjectSettingsInputSchema) checks it there. */
export function toInput(form: ProjectSettingsForm): ProjectSettingsInput {
  return {
    Title: form.Title,
    AccountId: typeof form.Account === 'number' ? form.Account : null,
    NewAccountName: form.Account === 'new' ? form.NewAccountName : null,
    TimeZoneId: form.TimeZoneId,
    StartDate: form.StartDate,
    EndDate: form.EndDate === '' ? null : form.EndDate,
    WorkdayBoundaryHour: form.WorkdayBoundaryHour,
    DayShiftStart: form.Shifts ? form.DayShiftStart : null,
    NightShiftStart: form.Shifts ? form.NightShiftStart : null,
    ShowContactInformation: form.ShowContactInformation,
    IsDemo: form.IsDemo,
  };
}

/** Every IANA zone the browser knows, for the searchable picker. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}
