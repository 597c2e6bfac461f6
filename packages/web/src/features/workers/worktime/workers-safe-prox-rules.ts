import {
  SAFE_PROX_DEFAULT_DAYS,
  SAFE_PROX_DEFAULT_DURATION,
  SAFE_PROX_TIME_RANGE,
  type SafeProxQuery,
} from '@siteline/shared';
import dayjs from 'dayjs';

/** The modal's fields (spec 002 §3 "Safe-prox report parameters"); times 'HH:mm' or ''. */
export interface SafeProxForm {
  startDateInclusive: string;
  endDateInclusive: string;
  timeRangeFilter: 0 | 1 | 2;
  minDurationInMinutes: 0 | 5 | 10 | 15 | 30;
  startTimeInclusive: string;
  endTimeInclusive: string;
}

/** spec 002 §9: the last 2 weeks, 5 minutes, all day. */
export function defaultSafeProxForm(today: string): SafeProxForm {
  return {
    startDateInclusive: dayjs(today).subtract(SAFE_PROX_DEFAULT_DAYS, 'day').format('YYYY-MM-DD'),
    endDateInclusive: today,
    timeRangeFilter: SAFE_PROX_TIME_RANGE.All,
    minDurationInMinutes: SAFE_PROX_DEFAULT_DURATION,
    startTimeInclusive: '',
    endTimeInclusive: '',
  };
}

/** 'HH:mm' plus one hour, at most 23:59 (the range stays within the day). */
function plusOneHour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = Math.min(h * 60 + m + 60, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * spec 002 §5: "If the end time is earlier than the start or missing, it is set to the start
 * plus one hour", with the warning "End time cannot be lower than start time" when it was earlier.
 * Applied when a time is left; nothing changes without a start time.
 */
export function settleTimes(form: SafeProxForm): { form: SafeProxForm; warned: boolean } {
  const start = form.startTimeInclusive;
  const end = form.endTimeInclusive;
  if (start === '') return { form, warned: false };
  if (end === '') return { form: { ...form, endTimeInclusive: plusOneHour(start) }, warned: false };
  if (end < start) return { form: { ...form, endTimeInclusive: plusOneHour(start) }, warned: true };
  return { form, warned: false };
}

/** spec 002 §5: download is disabled in range mode until both times are set. */
export function canDownload(form: SafeProxForm): boolean {
  if (form.startDateInclusive === '' || form.endDateInclusive === '') return false;
  if (form.endDateInclusive < form.startDateInclusive) return false;
  if (form.timeRangeFilter !== SAFE_PROX_TIME_RANGE.Range) return true;
  return form.startTimeInclusive !== '' && form.endTimeInclusive !== '';
}

/** The query string; the times travel only in range mode. */
export function toSafeProxQuery(form: SafeProxForm): SafeProxQuery {
  const range = form.timeRangeFilter === SAFE_PROX_TIME_RANGE.Range;
  return {
    startDateInclusive: form.startDateInclusive,
    endDateInclusive: form.endDateInclusive,
    timeRangeFilter: form.timeRangeFilter,
    minDurationInMinutes: form.minDurationInMinutes,
    ...(range
      ? { startTimeInclusive: form.startTimeInclusive, endTimeInclusive: form.endTimeInclusive }
      : {}),
  };
}
