// How figures read on the dashboards: thousands separated, percents and hours to one decimal.
import { roundPercent } from '@siteline/shared';

// Always one decimal, so a column of percents lines up: 2.0%, 1.9%.
const oneDecimal = (value: number) =>
  Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12.34 → "12.3%"; with `signed`, a gain gets "+"; a loss always gets a true minus sign. */
export function formatPercent(value: number, signed = false): string {
  const rounded = roundPercent(value);
  const text = `${oneDecimal(rounded)}%`;
  if (rounded < 0) return `\u2212${text}`;
  return signed && rounded > 0 ? `+${text}` : text;
}

/** Signed percentage points without the unit: +1.2, −0.4, 0. */
export function formatPoints(value: number): string {
  const rounded = roundPercent(value);
  if (rounded < 0) return `\u2212${oneDecimal(rounded)}`;
  return rounded > 0 ? `+${oneDecimal(rounded)}` : '0.0';
}

/** 1234.56 → "1,234.6". */
export function formatHours(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** 1234 → "1,234". */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}
