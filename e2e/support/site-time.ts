/**
 * A site's dates as the server counts them (DOMAIN.md "Timesheet date"): the local date on the
 * site's clock, the day before while the clock is short of the workday boundary. Journeys run at
 * any hour, so a plan's day, a tag's start or "yesterday" are taken from here, never from the
 * machine's UTC date.
 */
export interface SiteClock {
  timeZoneId: string;
  /** The project's workday boundary hour (3 for the demo projects and a new project's default). */
  boundaryHour: number;
}

export const DEMO_CLOCK: SiteClock = { timeZoneId: 'America/New_York', boundaryHour: 3 };

/** The site's timesheet date `offsetDays` from today ('YYYY-MM-DD'). */
export function siteDate(clock: SiteClock, offsetDays = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: clock.timeZoneId,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const day = new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
  const shift = (part('hour') % 24 < clock.boundaryHour ? -1 : 0) + offsetDays;
  day.setUTCDate(day.getUTCDate() + shift);
  return day.toISOString().slice(0, 10);
}
