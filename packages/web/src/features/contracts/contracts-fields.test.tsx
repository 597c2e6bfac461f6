// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ContractAddInfo } from '@siteline/shared';
import { renderWithProviders } from '@/test/render.tsx';
import { settle } from '@/test/timers.ts';
import { ContractsFields } from './components/contracts-fields.tsx';
import {
  EMPTY_CONTRACT_FORM,
  OTHER_TRADE,
  toContractUpdate,
  type ContractFormValues,
} from './contracts-form.ts';

const INFO: ContractAddInfo = {
  Divisions: [
    {
      DivisionId: 3,
      Code: '03',
      Name: 'Concrete',
      Trades: ['Concrete', 'Rebar'],
      PlaceholderContracts: [],
    },
    {
      DivisionId: 7,
      Code: '07',
      Name: 'Thermal and Moisture Protection',
      Trades: ['Roofing', 'Fireproofing'],
      PlaceholderContracts: [
        {
          ContractId: 40,
          ContractDisplayName: 'Placeholder - Fireproofing',
          Trade: 'Fireproofing',
        },
      ],
    },
  ],
  AllTrades: ['Concrete', 'Fireproofing', 'Rebar', 'Roofing'],
  PrimeContracts: [],
  CanSeeValues: false,
  CurrencyCode: 'USD',
};

let latest: ContractFormValues = EMPTY_CONTRACT_FORM;
function Form({ info = INFO }: { info?: ContractAddInfo }) {
  const [values, setValues] = useState(EMPTY_CONTRACT_FORM);
  latest = values;
  return (
    <ContractsFields
      info={info}
      values={values}
      onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      companyName="Atlas"
    />
  );
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  await settle();
}

const options = (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return names;
};

describe('the contract fields', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('offers the trades of the chosen division, and every trade without one', async () => {
    renderWithProviders(<Form />);
    await settle();
    expect(options('Trade')).toEqual(['Concrete', 'Fireproofing', 'Rebar', 'Roofing', 'Other']);
    await pick('Division', '03 · Concrete');
    expect(options('Trade')).toEqual(['Concrete', 'Rebar', 'Other']);
  });

  it('drops a trade the new division does not have', async () => {
    renderWithProviders(<Form />);
    await pick('Division', '03 · Concrete');
    await pick('Trade', 'Rebar');
    expect(latest.Trade).toBe('Rebar');
    await pick('Division', '07 · Thermal and Moisture Protection');
    expect(latest.Trade).toBe('');
  });

  it('warns when the division has a placeholder contract', async () => {
    renderWithProviders(<Form />);
    await pick('Division', '07 · Thermal and Moisture Protection');
    expect(screen.getByTestId('placeholder-warning').textContent).toContain(
      'Placeholder - Fireproofing',
    );
  });

  it('takes a free-text trade with the other option, and names the default', async () => {
    renderWithProviders(<Form />);
    await pick('Trade', 'Other');
    fireEvent.change(screen.getByRole('textbox', { name: 'Other trade' }), {
      target: { value: 'Shotcrete' },
    });
    await settle();
    expect(screen.getByText('Empty: “Atlas - Shotcrete”')).toBeTruthy();
    expect(toContractUpdate(latest, false)).toMatchObject({
      IsTradePredefined: false,
      Trade: null,
      TradeOther: 'Shotcrete',
    });
  });

  it('shows and sends the values only to a Values holder', async () => {
    renderWithProviders(<Form />);
    expect(screen.queryByLabelText('Contract value')).toBeNull();
    const withValues = {
      ...EMPTY_CONTRACT_FORM,
      Trade: 'Rebar',
      ContractValue: '120.5',
      HourlyRate: '',
    };
    expect(toContractUpdate(withValues, false)).not.toHaveProperty('ContractValue');
    expect(toContractUpdate(withValues, true)).toMatchObject({
      ContractValue: 120.5,
      HourlyRate: null,
    });
    expect(OTHER_TRADE).not.toBe('Other');
  });
});
