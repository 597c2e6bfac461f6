import { describe, expect, it } from 'vitest';
import { currencyOf, formatMoney } from './money.ts';

describe('money in the project country’s currency', () => {
  it('takes the country’s currency', () => {
    expect(currencyOf('US')).toBe('USD');
    expect(currencyOf('ES')).toBe('EUR');
    expect(currencyOf('GB')).toBe('GBP');
    expect(currencyOf('XX')).toBe('USD');
  });

  it('writes amounts as the language does, and none as a dash', () => {
    expect(formatMoney(1250, 'USD')).toBe('$1,250.00');
    expect(formatMoney(12500, 'EUR', 'es')).toBe('12.500,00\u00a0€');
    expect(formatMoney(41.5, 'EUR')).toBe('€41.50');
    expect(formatMoney(null, 'USD')).toBe('—');
  });
});
