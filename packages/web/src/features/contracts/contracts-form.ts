import type { ContractAddInfo, ContractBase, ContractUpdate } from '@siteline/shared';
import { ApiError } from '@/lib/api-error.ts';

/** The trade select's value for the other option (spec 002 §5). */
export const OTHER_TRADE = '__other__';

/** The contract form's values as its inputs hold them (text for numbers and dates). */
export interface ContractFormValues {
  DivisionId: number | null;
  /** A predefined trade, OTHER_TRADE, or '' while none is chosen. */
  Trade: string;
  TradeOther: string;
  ContractDisplayName: string;
  IsCriticalTrade: boolean;
  OwnerServices: boolean;
  StartDate: string;
  EndDate: string;
  ContractValue: string;
  HourlyRate: string;
}

export const EMPTY_CONTRACT_FORM: ContractFormValues = {
  DivisionId: null,
  Trade: '',
  TradeOther: '',
  ContractDisplayName: '',
  IsCriticalTrade: false,
  OwnerServices: false,
  StartDate: '',
  EndDate: '',
  ContractValue: '',
  HourlyRate: '',
};

export function formFromContract(contract: ContractBase): ContractFormValues {
  const money = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    DivisionId: contract.DivisionId,
    Trade: contract.IsTradePredefined ? (contract.Trade ?? '') : OTHER_TRADE,
    TradeOther: contract.IsTradePredefined ? '' : (contract.TradeOther ?? ''),
    ContractDisplayName: contract.ContractDisplayName,
    IsCriticalTrade: contract.IsCriticalTrade,
    OwnerServices: contract.OwnerServices,
    StartDate: contract.StartDate ?? '',
    EndDate: contract.EndDate ?? '',
    ContractValue: money(contract.ContractValue),
    HourlyRate: money(contract.HourlyRate),
  };
}

const moneyOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The payload of the form: values only for a Values holder (the server refuses them else). */
export function toContractUpdate(
  values: ContractFormValues,
  canSeeValues: boolean,
): ContractUpdate {
  const other = values.Trade === OTHER_TRADE;
  return {
    DivisionId: values.DivisionId,
    IsTradePredefined: !other,
    Trade: other ? null : values.Trade || null,
    TradeOther: other ? values.TradeOther.trim() || null : null,
    ContractDisplayName: values.ContractDisplayName.trim() || null,
    IsCriticalTrade: values.IsCriticalTrade,
    OwnerServices: values.OwnerServices,
    StartDate: values.StartDate || null,
    EndDate: values.EndDate || null,
    ...(canSeeValues
      ? {
          ContractValue: moneyOrNull(values.ContractValue),
          HourlyRate: moneyOrNull(values.HourlyRate),
        }
      : {}),
  };
}

/** The trade the form names, for the default display name. */
export function formTrade(values: ContractFormValues): string {
  return values.Trade === OTHER_TRADE ? values.TradeOther.trim() : values.Trade;
}

/** The trades offered for the chosen division (spec 002 §5), with a kept legacy trade. */
export function tradeOptions(
  info: ContractAddInfo,
  divisionId: number | null,
  keep?: string | null,
): string[] {
  const division = info.Divisions.find((d) => d.DivisionId === divisionId);
  const trades = divisionId === null ? info.AllTrades : (division?.Trades ?? []);
  return keep && !trades.includes(keep) ? [keep, ...trades] : [...trades];
}

/** The chosen division's placeholder contracts, the contract being edited left out. */
export function placeholdersOf(
  info: ContractAddInfo,
  divisionId: number | null,
  exceptContractId?: number,
) {
  const division = info.Divisions.find((d) => d.DivisionId === divisionId);
  return (division?.PlaceholderContracts ?? []).filter((p) => p.ContractId !== exceptContractId);
}

/** Required fields the form can tell before sending. */
export function formIsComplete(values: ContractFormValues): boolean {
  if (values.Trade === '') return false;
  return values.Trade !== OTHER_TRADE || values.TradeOther.trim() !== '';
}

/**
 * spec 002 §8: the action's message, then the server's reasons when it gave some (a 4xx); a
 * fault or no answer shows the action's message alone.
 */
export function actionErrorMessages(error: unknown, action: string): string[] {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return error.messages[0] === action ? error.messages : [action, ...error.messages];
  }
  return [action];
}
