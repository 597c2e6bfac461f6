/**
 * Money as the project's country counts it (docs/domain.md "Project"): the currency of the
 * project's country (ISO 4217, from a kept country → currency map), written as the reader's
 * language writes amounts ("$1,250.00", "1.250,00 €").
 */
import countryToCurrency from 'country-to-currency';

/** The currency of a country (ES → EUR); USD for a code the map does not know. */
export function currencyOf(country: string): string {
  return (countryToCurrency as Record<string, string | undefined>)[country] ?? 'USD';
}

/** An amount in the currency, two decimals, as the language writes it; "—" when there is none. */
export function formatMoney(
  value: number | null | undefined,
  currency: string,
  language = 'en',
): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
