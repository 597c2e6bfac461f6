/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings (the form `date` columns travel in). The demo
 * dates are days, not instants, so plain UTC arithmetic is exact and the server's own time zone
 * never leaks in (STYLE.md habit 6).
 */
const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  const utc = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(utc.getTime())) throw new Error(`not a date: ${date}`);
  return utc;
}

function fromUtc(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** Day arithmetic is the server's one helper (lib/time.ts). */
export { addDays } from '../lib/time.ts';

export function addMonths(date: string, months: number): string {
  const utc = toUtc(date);
  utc.setUTCMonth(utc.getUTCMonth() + months);
  return fromUtc(utc);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** Today's UTC date: good enough as the anchor the demo's relative dates hang from. */
export function utcToday(): string {
  return fromUtc(new Date());
}
