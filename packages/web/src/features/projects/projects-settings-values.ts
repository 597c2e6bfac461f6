import type { ProjectSettings, ProjectSettingsInput } from '@siteline/shared';
import { countryOfTimeZone } from '@siteline/shared/projects/projects-country';
import { siteTimesheetToday } from '@/lib/zone-clock.ts';
import { isPlaceZone } from './projects-time-zones.ts';

/** The form's state: every field as the inputs hold it. */
export interface ProjectSettingsForm {
  Title: string;
  /** An account id, or 'new' to name one. */
  Account: number | 'new' | '';
  NewAccountName: string;
  TimeZoneId: string;
  /** ISO 3166-1 alpha-2; '' until chosen (a new project's follows its time zone). */
  CountryCode: string;
  StartDate: string;
  EndDate: string;
  WorkdayBoundaryHour: number;
  Shifts: boolean;
  DayShiftStart: string;
  NightShiftStart: string;
  ShowContactInformation: boolean;
  IsDemo: boolean;
}

/** The start a new project is offered: today on the site's clock, as the server will count it. */
function defaultStart(
  form: Pick<ProjectSettingsForm, 'TimeZoneId' | 'WorkdayBoundaryHour'>,
  now: Date,
) {
  return siteTimesheetToday(form.TimeZoneId, form.WorkdayBoundaryHour, now);
}

/**
 * DOMAIN.md's defaults: workday from 03:00, day shifts from 04:00, night shifts from 14:00; the
 * browser's time zone and its today (not the UTC date, a day ahead every evening in America).
 */
export function emptyForm(now: Date = new Date()): ProjectSettingsForm {
  // The browser's zone when it is a place; UTC (a machine set to it) is never proposed unasked.
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const TimeZoneId = isPlaceZone(own) ? own : '';
  return {
    Title: '',
    Account: '',
    NewAccountName: '',
    TimeZoneId,
    CountryCode: countryOfTimeZone(TimeZoneId) ?? '',
    StartDate: defaultStart({ TimeZoneId: TimeZoneId || 'UTC', WorkdayBoundaryHour: 3 }, now),
    EndDate: '',
    WorkdayBoundaryHour: 3,
    Shifts: true,
    DayShiftStart: '04:00',
    NightShiftStart: '14:00',
    ShowContactInformation: true,
    IsDemo: false,
  };
}

/**
 * A new project's start follows its time zone and workday boundary while the user has not chosen
 * a start (a site in Tokyo set up from New York in the evening starts on Tokyo's today); its
 * country follows the time zone's while the user has not chosen one.
 */
export function followDefaultStart(
  previous: ProjectSettingsForm,
  next: ProjectSettingsForm,
  now: Date = new Date(),
): ProjectSettingsForm {
  const untouched =
    next.StartDate === previous.StartDate && previous.StartDate === defaultStart(previous, now);
  const clockChanged =
    next.TimeZoneId !== previous.TimeZoneId ||
    next.WorkdayBoundaryHour !== previous.WorkdayBoundaryHour;
  const followed =
    untouched && clockChanged ? { ...next, StartDate: defaultStart(next, now) } : next;
  const countryUntouched =
    next.CountryCode === previous.CountryCode &&
    previous.CountryCode === (countryOfTimeZone(previous.TimeZoneId) ?? '');
  return countryUntouched && next.TimeZoneId !== previous.TimeZoneId
    ? { ...followed, CountryCode: countryOfTimeZone(next.TimeZoneId) ?? '' }
    : followed;
}

export function formOf(settings: ProjectSettings): ProjectSettingsForm {
  return {
    Title: settings.Title,
    Account: settings.AccountId,
    NewAccountName: '',
    TimeZoneId: settings.TimeZoneId,
    CountryCode: settings.CountryCode,
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
    CountryCode: form.CountryCode || null,
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
